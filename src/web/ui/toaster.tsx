// The app's one toaster (001 §8): kinds info, success, warning, error; an error without a title
// reads "Error", one without a message "Something went wrong!"; every toast stays 5000 ms. Texts
// go through tMessage so server and validation messages are translated like everywhere else.
// notify() is a plain function: the api layer calls it outside React (see @web/api/api-hooks).
import { Portal, Stack, Toast, Toaster, createToaster } from '@chakra-ui/react';
import { tMessage } from '@web/i18n';
import { messages } from '@domain/messages';
import { markToastWanted } from './toast-wanted';

export const TOAST_DURATION_MS = 5000;
export const DEFAULT_ERROR_TITLE = 'Error';

export type NotifyType = 'info' | 'success' | 'warning' | 'error';

export type Notification = {
  type: NotifyType;
  title?: string;
  description?: string;
};

export const toaster = createToaster({ placement: 'bottom-end', pauseOnPageIdle: true, max: 5 });

/** The spec's defaults apply to errors; other kinds show just what they are given. */
export function notify({ type, title, description }: Notification): string {
  // Mounts the app's toaster if nothing else has yet.
  markToastWanted();
  const isError = type === 'error';
  const shownTitle = title ?? (isError ? DEFAULT_ERROR_TITLE : undefined);
  const shownDescription = description ?? (isError ? messages.somethingWentWrong : undefined);
  return toaster.create({
    type,
    title: shownTitle === undefined ? undefined : tMessage(shownTitle),
    description: shownDescription === undefined ? undefined : tMessage(shownDescription),
    duration: TOAST_DURATION_MS,
    closable: true,
  });
}

export function AppToaster() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          // Chakra's green behind its 80%-opacity text is 2.6:1; a darker green and opaque text meet AA.
          <Toast.Root width={{ md: 'sm' }} css={{ '&[data-type=success]': { bg: 'green.700', color: 'white' } }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxW="full">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description opacity="1">{toast.description}</Toast.Description>}
            </Stack>
            {/* Named: axe finds the bare trigger nameless while a toast is on screen. */}
            {toast.closable && <Toast.CloseTrigger aria-label={tMessage('Close')} />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
