// The import once its files are uploaded: the background-task machine starts it (the import
// request is its startTask), polls it every 2 s and shows the percent, Cancel, the offline message
// with Retry, and at the end the counts the task reports or why it failed (naming the file).
// Unmounting (closing the dialog) stops the actor, and with it the polling; the import itself goes
// on on the server, and /process lists it.
import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useEffectEvent, useState } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { ImportRequest } from '@domain/contacts';
import { messages } from '@domain/messages';
import { backgroundTaskMachine, type TaskCallInput } from '@machines/background-task.machine';
import { useTranslation, tMessage } from '@web/i18n';
import { cancelTask, fetchTask, startImport } from './import-api';
import { ImportSummaryTable } from './import-summary';
import { ProgressBar } from '@web/ui';

type Props = {
  groupId: number;
  request: ImportRequest;
  /** The start was refused (e.g. a file without Phone): back to the mapping to change it. */
  onBack: () => void;
  onSucceeded: () => void;
  onClose: () => void;
};

function importMachine(groupId: number, request: ImportRequest) {
  return backgroundTaskMachine.provide({
    actors: {
      startTask: fromPromise(({ signal }) => startImport(groupId, request, signal)),
      fetchTask: fromPromise(({ input, signal }: { input: TaskCallInput; signal: AbortSignal }) => fetchTask(input.taskId, signal)),
      cancelTask: fromPromise(({ input, signal }: { input: TaskCallInput; signal: AbortSignal }) => cancelTask(input.taskId, signal)),
    },
  });
}

export function ImportProgress({ groupId, request, onBack, onSucceeded, onClose }: Props) {
  const { t } = useTranslation();
  // The machine is made once: useMachine keeps the first one it is given.
  const [machine] = useState(() => importMachine(groupId, request));
  const [snapshot, send] = useMachine(machine, { input: {} });
  const { task, error } = snapshot.context;
  const succeeded = snapshot.matches('succeeded');

  // Once, when the import ends well (the parent may pass a new callback on every render).
  const reportSuccess = useEffectEvent(() => onSucceeded());
  useEffect(() => {
    if (succeeded) reportSuccess();
  }, [succeeded]);

  const running = snapshot.matches('polling') || snapshot.matches('retrying') || snapshot.matches('canceling');
  const canCancel = (running || snapshot.matches('offline')) && task !== null;

  return (
    <Stack gap="4" aria-live="polite">
      {snapshot.matches('starting') && <Text>{t('Starting the import…')}</Text>}

      {(running || snapshot.matches('offline')) && (
        <Stack gap="2">
          <Text>
            {snapshot.matches('canceling')
              ? t('Stopping the import…')
              : task?.status === 'PENDING'
                ? t('Waiting for its turn…')
                : t('Importing contacts…')}
          </Text>
          <ProgressBar value={task?.progress ?? 0} label={t('Import progress')} />
          {snapshot.matches('retrying') && (
            <Text textStyle="sm" color="fg.muted">
              {t('Connection lost; trying again…')}
            </Text>
          )}
          {error && snapshot.matches('polling') && (
            <Text textStyle="sm" color="fg.error">
              {tMessage(error)}
            </Text>
          )}
        </Stack>
      )}

      {snapshot.matches('offline') && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t(messages.network)}</Alert.Title>
            <Alert.Description>{t('The import goes on on the server; Retry asks for its progress again.')}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => send({ type: 'RETRY' })}>
            {t('Retry')}
          </Button>
        </Alert.Root>
      )}

      {succeeded && (
        <Stack gap="3">
          <Alert.Root status="success">
            <Alert.Indicator />
            <Alert.Title>{t('Import completed')}</Alert.Title>
          </Alert.Root>
          <ImportSummaryTable result={task?.result ?? null} />
        </Stack>
      )}

      {snapshot.matches('failed') && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('Import failed')}</Alert.Title>
            <Alert.Description>{tMessage(error ?? messages.somethingWentWrong)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      {(snapshot.matches('canceled') || snapshot.matches('paused')) && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t('Import canceled: the group is as it was.')}</Alert.Title>
        </Alert.Root>
      )}

      {snapshot.matches('startFailed') && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('The import could not start')}</Alert.Title>
            <Alert.Description>{tMessage(error ?? messages.somethingWentWrong)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      {running && (
        <Text textStyle="sm" color="fg.muted">
          {t('You may close this window: the import goes on, and Processes shows it.')}
        </Text>
      )}

      <HStack justify="flex-end" gap="2">
        {snapshot.matches('startFailed') && (
          <Button variant="outline" onClick={onBack}>
            {t('Back to the mapping')}
          </Button>
        )}
        {canCancel && (
          <Button variant="outline" colorPalette="red" loading={snapshot.matches('canceling')} onClick={() => send({ type: 'CANCEL' })}>
            {t('Cancel import')}
          </Button>
        )}
        {snapshot.status === 'done' && (
          <Button colorPalette="accent" onClick={onClose}>
            {t('Close')}
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
