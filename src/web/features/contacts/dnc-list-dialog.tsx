// The do-not-call list as a Super-Admin keeps it: how many numbers it holds, the upload of more,
// and 'Clear the list' after a confirmation. Scrubs mark a contact DNC when its number is listed,
// so the size is what a scrub checks against. The body mounts on each open, so it starts fresh.
import { useCallback, useEffect, useState } from 'react';
import { Button, CloseButton, Dialog, HStack, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { DncSummary } from '@domain/contact-data-tasks';
import { errorText } from '@web/api/error-text';
import { tMessage, useTranslation } from '@web/i18n';
import { ConfirmDialog, notify, showRefusal, formatCount, formatWhen } from '@web/ui';
import { clearDncNumbers, getDncSummary } from './dnc-api';
import { DncUploadForm } from './dnc-upload-form';

type Summary = { kind: 'loading' } | { kind: 'ready'; summary: DncSummary } | { kind: 'failed'; message: string };

function SummaryLine({ state, onRetry }: { state: Summary; onRetry: () => void }) {
  const { t } = useTranslation();
  if (state.kind === 'loading') return <Skeleton h="5" w="60" />;
  if (state.kind === 'failed') {
    return (
      <HStack gap="3">
        <Text textStyle="sm" color="fg.error" role="alert">
          {tMessage(state.message)}
        </Text>
        <Button size="xs" variant="outline" onClick={onRetry}>
          {t('Retry')}
        </Button>
      </HStack>
    );
  }
  const { total, updatedAt } = state.summary;
  return (
    <Stack gap="0">
      <Text fontWeight="semibold">{t('{{n}} numbers on the do-not-call list', { n: formatCount(total) })}</Text>
      {updatedAt && (
        <Text textStyle="sm" color="fg.muted">
          {t('Last added {{when}}', { when: formatWhen(updatedAt) })}
        </Text>
      )}
    </Stack>
  );
}

function DncListBody({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [state, setState] = useState<Summary>({ kind: 'loading' });
  const [clearing, setClearing] = useState(false);

  const load = useCallback(() => {
    getDncSummary().then(
      (summary) => setState({ kind: 'ready', summary }),
      (error: unknown) => setState({ kind: 'failed', message: errorText(error) }),
    );
  }, []);
  useEffect(load, [load]);

  const total = state.kind === 'ready' ? state.summary.total : 0;
  const clear = async () => {
    try {
      await clearDncNumbers();
    } catch (error) {
      showRefusal(error);
      throw error;
    }
    notify({ type: 'success', description: 'Deleted' });
    load();
  };

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{t('Do-not-call list')}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="5">
          <SummaryLine state={state} onRetry={load} />
          <DncUploadForm onUploaded={load} />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer justifyContent="space-between">
        <Button colorPalette="red" variant="outline" disabled={total === 0} onClick={() => setClearing(true)}>
          {t('Clear the list')}
        </Button>
        <Button variant="outline" onClick={onClose}>
          {t('Close')}
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={t('Close')} />
      </Dialog.CloseTrigger>
      <ConfirmDialog
        open={clearing}
        title="Clear the do-not-call list"
        message={t('Remove all {{count}} numbers from the do-not-call list? Scrubs will no longer mark them DNC.', { count: formatCount(total) })}
        confirmLabel="Clear the list"
        danger
        onConfirm={clear}
        onClose={() => setClearing(false)}
      />
    </>
  );
}

export function DncListDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size="md" scrollBehavior="inside" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <DncListBody onClose={onClose} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
