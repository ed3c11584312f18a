// Asks before something that cannot be taken back (delete, overwrite, leave with unsaved changes).
// While the onConfirm promise runs the confirm button spins and the dialog cannot be dismissed;
// when it resolves the dialog closes, when it rejects it stays open (the caller shows the error).
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@web/i18n';
import { Button, Dialog, Portal } from '@chakra-ui/react';

export type ConfirmDialogProps = {
  open: boolean;
  title: string;
  message: ReactNode;
  /** Default 'Confirm'. */
  confirmLabel?: string;
  /** Default 'Cancel'. */
  cancelLabel?: string;
  /** A destructive action: the confirm button is red. */
  danger?: boolean;
  onConfirm: () => void | Promise<void>;
  /** Called on cancel, Escape, a click outside, and after a successful confirm. */
  onClose: () => void;
};

export function ConfirmDialog({ open, title, message, confirmLabel = 'Confirm', cancelLabel = 'Cancel', danger = false, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch {
      // The caller reports the failure (a toast); the dialog stays so the user can retry or cancel.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(e) => {
        if (!e.open && !busy) onClose();
      }}
      closeOnInteractOutside={!busy}
      closeOnEscape={!busy}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t(title)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <div>{typeof message === 'string' ? t(message) : message}</div>
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={busy} onClick={onClose}>
                {t(cancelLabel)}
              </Button>
              <Button colorPalette={danger ? 'red' : 'accent'} loading={busy} onClick={() => void confirm()}>
                {t(confirmLabel)}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
