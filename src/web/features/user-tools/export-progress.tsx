// One export on its way: progress while the server writes the CSV (polled by the background-task
// machine), then the file downloads by itself; a failure or a lost connection says so, with retry.
import { useEffect, useMemo, useRef } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useTranslation } from '@web/i18n';
import { ProgressBar, notify } from '@web/ui';
import { exportMachine } from './export-machine';
import { downloadTaskFile, type ExportRequest } from './user-tools-api';

export const EXPORT_LABELS: Record<ExportRequest['kind'], string> = {
  users: 'Export users',
  campaigns: 'Export campaigns',
  'credit-stats': 'Export credit stats',
};

export function ExportProgress({ request, onClose }: { request: ExportRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const machine = useMemo(() => exportMachine(request), [request]);
  const [snapshot, send] = useMachine(machine, { input: {} });
  const { task, error } = snapshot.context;
  const downloaded = useRef(false);
  const done = snapshot.matches('succeeded');

  useEffect(() => {
    if (!done || !task || downloaded.current) return;
    downloaded.current = true;
    // A failed download is the api client's toast.
    downloadTaskFile(task).then(() => notify({ type: 'success', description: 'Downloaded' }), () => undefined);
  }, [done, task]);

  const running = snapshot.matches('starting') || snapshot.matches('polling') || snapshot.matches('canceling') || snapshot.matches('retrying');
  return (
    <Stack gap="2" borderWidth="1px" rounded="md" p="3" minW="80" data-testid="export-progress">
      <HStack justify="space-between">
        <Text textStyle="sm" fontWeight="medium">
          {t(EXPORT_LABELS[request.kind])}
        </Text>
        {running ? (
          <Button size="xs" variant="ghost" disabled={!task} onClick={() => send({ type: 'CANCEL' })}>
            {t('Stop')}
          </Button>
        ) : (
          <Button size="xs" variant="ghost" onClick={onClose}>
            {t('Close')}
          </Button>
        )}
      </HStack>
      {running && <ProgressBar value={task?.progress ?? 0} label={t(EXPORT_LABELS[request.kind])} />}
      {done && task && (
        <HStack justify="space-between">
          <Text textStyle="sm">{t('The file is downloaded.')}</Text>
          <Button size="xs" variant="outline" onClick={() => void downloadTaskFile(task).catch(() => undefined)}>
            {t('Download again')}
          </Button>
        </HStack>
      )}
      {snapshot.matches('offline') && (
        <Button size="xs" variant="outline" onClick={() => send({ type: 'RETRY' })}>
          {t('Retry')}
        </Button>
      )}
      {snapshot.matches('canceled') && <Text textStyle="sm">{t('Canceled')}</Text>}
      {error && (
        <Text textStyle="sm" color="fg.error">
          {t(error)}
        </Text>
      )}
    </Stack>
  );
}
