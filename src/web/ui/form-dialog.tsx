// The dialog every small form sits in (contact groups, DID groups ...) (UI.md "small creates and confirmations are
// dialogs"): a Formik form validated by the domain's zod schema, Cancel and the submit button in
// the footer, the submit spinning and the dialog held open while the call runs. The form mounts
// fresh on each open (lazyMount + unmountOnExit), so a reopened dialog starts from initialValues.
import { useState, type ReactNode } from 'react';
import { Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers, type FormikProps, type FormikValues } from 'formik';
import { useTranslation } from '@web/i18n';

export type FormDialogProps<Values extends FormikValues> = {
  open: boolean;
  title: string;
  submitLabel: string;
  onClose: () => void;
  initialValues: Values;
  validationSchema: unknown;
  /** Reports its own failures (under a field or as a toast); the dialog stays open on failure. */
  onSubmit: (values: Values, helpers: FormikHelpers<Values>) => Promise<void>;
  children: ReactNode | ((form: FormikProps<Values>) => ReactNode);
  size?: 'sm' | 'md' | 'lg' | 'xl';
};

export function FormDialog<Values extends FormikValues>({
  open, title, submitLabel, onClose, initialValues, validationSchema, onSubmit, children, size = 'md',
}: FormDialogProps<Values>) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    setBusy(true);
    try {
      await onSubmit(values, helpers);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && !busy && onClose()}
      closeOnInteractOutside={!busy}
      closeOnEscape={!busy}
      size={size}
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Formik<Values> initialValues={initialValues} validationSchema={validationSchema} onSubmit={submit}>
              {(form) => (
                <Form noValidate style={{ display: 'contents' }}>
                  <Dialog.Header>
                    <Dialog.Title>{t(title)}</Dialog.Title>
                  </Dialog.Header>
                  <Dialog.Body>
                    <Stack gap="4">{typeof children === 'function' ? children(form) : children}</Stack>
                  </Dialog.Body>
                  <Dialog.Footer>
                    <Button variant="outline" disabled={busy} onClick={onClose}>
                      {t('Cancel')}
                    </Button>
                    <Button type="submit" colorPalette="accent" loading={busy}>
                      {t(submitLabel)}
                    </Button>
                  </Dialog.Footer>
                  <Dialog.CloseTrigger asChild>
                    <CloseButton size="sm" aria-label={t('Close')} disabled={busy} />
                  </Dialog.CloseTrigger>
                </Form>
              )}
            </Formik>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
