// Leaving the editor with unsaved changes (000 §2 'changes not saved'), driven by the editor
// machine: a navigation inside the app is held (react-router's blocker) and the machine asked
// ('leave.request'); its confirmingLeave state is the dialog: stay, leave without saving, or save
// and leave. The held navigation goes once the machine has left, and is dropped when the user
// stays or the save fails. Closing or reloading the tab gets the browser's own warning.
import { useEffect, useRef } from 'react';
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useBlocker } from 'react-router-dom';
import { responderMessages } from '@domain/responders';
import { isSaved, type responderEditorMachine } from '@machines/responder-editor.machine';
import { useTranslation } from '@web/i18n';
import { useBeforeUnload } from '@web/ui';
import type { ActorRefFrom } from 'xstate';

type EditorActor = ActorRefFrom<typeof responderEditorMachine>;
type Phase = 'left' | 'asking' | 'saving' | 'other';

export function LeaveGuard({ actor }: { actor: EditorActor }) {
  const { t } = useTranslation();
  const phase = useSelector(actor, (s): Phase => (s.status === 'done' ? 'left' : s.matches('confirmingLeave') ? 'asking' : s.matches('saving') ? 'saving' : 'other'));
  const guarding = useSelector(actor, (s) => s.status !== 'done' && !isSaved(s.context));
  const blocker = useBlocker(({ currentLocation, nextLocation }) => guarding && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search));
  const asked = useRef(false);

  useEffect(() => {
    if (blocker.state !== 'blocked') {
      asked.current = false;
      return;
    }
    if (phase === 'left') {
      blocker.proceed();
      return;
    }
    if (!asked.current) {
      asked.current = true;
      actor.send({ type: 'leave.request' });
      return;
    }
    // The user stayed, or the save before leaving failed: the navigation is dropped.
    if (phase === 'other') blocker.reset();
  }, [blocker, phase, actor]);

  useBeforeUnload(guarding);

  return (
    <Dialog.Root role="alertdialog" open={phase === 'asking'} onOpenChange={(e) => !e.open && actor.send({ type: 'leave.stay' })} size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('Leave this page?')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{t(responderMessages.notSaved)}</Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="outline" onClick={() => actor.send({ type: 'leave.stay' })}>
                {t('Stay')}
              </Button>
              <Button variant="outline" colorPalette="red" onClick={() => actor.send({ type: 'leave.discard' })}>
                {t('Leave without saving')}
              </Button>
              <Button colorPalette="accent" onClick={() => actor.send({ type: 'leave.save' })}>
                {t('Save and leave')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
