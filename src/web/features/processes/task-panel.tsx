// The background-process panel (001 §4): a card at the bottom right listing the tasks pages
// started this session, each followed by its own background-task machine (progress, stop, the
// offline message with Retry, how it ended), with a link to /process for the full list.
import { Box, Button, Card, CloseButton, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { Link as RouterLink } from 'react-router-dom';
import type { BackgroundTask } from '@domain/background-tasks';
import { messages } from '@domain/messages';
import { apiHooks } from '@web/api/api-hooks';
import { errorText } from '@web/api/error-text';
import { backgroundStatusColors } from '@domain/status-colors';
import { useTranslation, tMessage } from '@web/i18n';
import { ChevronDownIcon, ChevronUpIcon } from '@web/ui/icons';
import { StatusBadge } from '@web/ui/status-badge';
import { downloadTaskFile } from './processes-api';
import { ProgressBar } from '@web/ui';
import { taskFollowerMachine } from './task-follower';
import { TASK_KIND_LABELS, TASK_STATUS_LABELS } from './task-labels';
import { clearBackgroundTasks, dismissBackgroundTask, setTaskPanelExpanded, useTaskPanelExpanded } from './task-panel-store';

export function TaskPanel({ tasks }: { tasks: readonly BackgroundTask[] }) {
  const { t } = useTranslation();
  const expanded = useTaskPanelExpanded();
  return (
    <Card.Root
      as="section"
      aria-label={t('Background processes')}
      position="fixed"
      bottom="4"
      insetEnd="4"
      w={{ base: 'calc(100vw - 2rem)', sm: 'sm' }}
      zIndex="docked"
      shadow="lg"
      size="sm"
    >
      <Card.Header>
        <HStack justify="space-between" gap="2">
          <Text fontWeight="semibold">
            {t('Background processes')} ({tasks.length})
          </Text>
          <HStack gap="1">
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={expanded ? t('Collapse') : t('Expand')}
              aria-expanded={expanded}
              onClick={() => setTaskPanelExpanded(!expanded)}
            >
              {expanded ? <ChevronDownIcon /> : <ChevronUpIcon />}
            </IconButton>
            <CloseButton size="xs" aria-label={t('Close the panel')} onClick={clearBackgroundTasks} />
          </HStack>
        </HStack>
      </Card.Header>
      {/* Collapsed, the rows stay mounted (hidden), so their machines keep following the tasks. */}
      <Card.Body pt="0" display={expanded ? undefined : 'none'}>
        <Stack gap="3" maxH="60vh" overflowY="auto">
          {tasks.map((task) => (
            <TaskPanelRow key={task.id} task={task} />
          ))}
        </Stack>
        <Link asChild color="accent.fg" textStyle="sm" mt="3">
          <RouterLink to="/process">{t('See all processes')}</RouterLink>
        </Link>
      </Card.Body>
    </Card.Root>
  );
}

function TaskPanelRow({ task: started }: { task: BackgroundTask }) {
  const { t } = useTranslation();
  const [snapshot, send] = useMachine(taskFollowerMachine, { input: { taskId: started.id } });
  const task = snapshot.context.task ?? started;
  const { error } = snapshot.context;
  const following = snapshot.matches('polling') || snapshot.matches('retrying') || snapshot.matches('canceling');

  return (
    <Box borderWidth="1px" rounded="md" p="3">
      <HStack justify="space-between" align="flex-start" gap="2">
        <Box minW="0">
          <Text textStyle="sm" fontWeight="medium">
            {t(TASK_KIND_LABELS[task.kind])}
          </Text>
          <Text textStyle="xs" color="fg.muted" truncate>
            {task.title}
          </Text>
        </Box>
        <HStack gap="1">
          <StatusBadge status={task.status} map={backgroundStatusColors} label={t(TASK_STATUS_LABELS[task.status])} />
          <CloseButton size="2xs" aria-label={t('Dismiss {{title}}', { title: task.title })} onClick={() => dismissBackgroundTask(started.id)} />
        </HStack>
      </HStack>
      <Box mt="2">
        <ProgressBar value={task.progress} label={t('Progress of {{title}}', { title: task.title })} colorPalette={task.status === 'FAILED' ? 'red' : 'accent'} />
      </Box>
      {snapshot.matches('retrying') && (
        <Text textStyle="xs" color="fg.muted" mt="1">
          {t('Connection lost; trying again…')}
        </Text>
      )}
      {snapshot.matches('offline') && (
        <HStack justify="space-between" mt="2">
          <Text textStyle="xs" color="fg.error">
            {t(messages.network)}
          </Text>
          <Button size="xs" variant="outline" onClick={() => send({ type: 'RETRY' })}>
            {t('Retry')}
          </Button>
        </HStack>
      )}
      {error && (snapshot.matches('failed') || snapshot.matches('polling')) && (
        <Text textStyle="xs" color="fg.error" mt="1">
          {tMessage(error)}
        </Text>
      )}
      <HStack justify="flex-end" gap="2" mt="2">
        {(following || snapshot.matches('offline')) && task.canCancel && (
          <Button size="xs" variant="outline" colorPalette="red" loading={snapshot.matches('canceling')} onClick={() => send({ type: 'CANCEL' })}>
            {t('Stop')}
          </Button>
        )}
        {task.hasFile && (
          <Button size="xs" colorPalette="accent" onClick={() => void downloadTaskFile(task).catch((e: unknown) => apiHooks().notify({ type: 'error', description: errorText(e) }))}>
            {t('Download')}
          </Button>
        )}
      </HStack>
    </Box>
  );
}
