// /process: the user's background processes, newest first (000 §2, §4; 001 §4), with the spec's
// status colours, a progress bar, and stop, resume, download and delete where the task allows
// them. While any listed task is pending or running the list refreshes every 2 s; leaving the page
// stops it. The actions are buttons in the row rather than a menu: there are at most three, and
// stopping a running task should take one click.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { backgroundStatusColors } from '@domain/status-colors';
import { TASK_POLL_MS, type BackgroundTask } from '@domain/background-tasks';
import { apiHooks } from '@web/api/api-hooks';
import { errorText } from '@web/api/error-text';
import { every } from '@web/api/every';
import { useTranslation, type Translate } from '@web/i18n';
import { ConfirmDialog, DataTable, DEFAULT_PAGE_SIZE, EmptyState, PageHeader, StatusBadge, formatDate, type DataTableColumn } from '@web/ui';
import { cancelTask, deleteTask, downloadTaskFile, listTasks, resumeTask } from './processes-api';
import { ProgressBar } from '@web/ui';
import { hasActiveTask, taskActions, type TaskAction } from './task-actions';
import { TASK_KIND_LABELS, TASK_STATUS_LABELS } from './task-labels';

const positive = (text: string | null, fallback: number) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};
const when = (iso: string | null) => (iso ? formatDate(new Date(iso), 'DD/MM/YYYY HH:mm') : '—');

function taskColumns(t: Translate): DataTableColumn<BackgroundTask>[] {
  return [
    { key: 'kind', header: 'Process', width: '48', cell: (task) => t(TASK_KIND_LABELS[task.kind]) },
    { key: 'title', header: 'Title', width: '56', cell: (task) => <span title={task.title}>{task.title}</span> },
    {
      key: 'status',
      header: 'Status',
      width: '32',
      cell: (task) => <StatusBadge status={task.status} map={backgroundStatusColors} label={t(TASK_STATUS_LABELS[task.status])} />,
    },
    {
      key: 'progress',
      header: 'Progress',
      width: '48',
      cell: (task) => <ProgressBar value={task.progress} label={t('Progress of {{title}}', { title: task.title })} colorPalette={task.status === 'FAILED' ? 'red' : 'accent'} />,
    },
    { key: 'createdAt', header: 'Created at', width: '40', cell: (task) => when(task.createdAt) },
    { key: 'finishedAt', header: 'Finished at', width: '40', cell: (task) => when(task.finishedAt) },
  ];
}

const ACTION_LABELS: Record<TaskAction, string> = { stop: 'Stop', resume: 'Resume', download: 'Download', delete: 'Delete' };
/** Each button's accessible name says which task it acts on. */
const ACTION_NAMES: Record<TaskAction, string> = {
  stop: 'Stop {{title}}',
  resume: 'Resume {{title}}',
  download: 'Download the file of {{title}}',
  delete: 'Delete {{title}}',
};

export function ProcessPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = positive(params.get('page'), 1);
  const pageSize = positive(params.get('size'), DEFAULT_PAGE_SIZE);
  const [tasks, setTasks] = useState<BackgroundTask[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<BackgroundTask | null>(null);

  const load = useCallback(
    (quiet = false) => {
      if (!quiet) setLoading(true);
      return listTasks(pageSize, (page - 1) * pageSize)
        .then((list) => {
          setTasks(list.items);
          setTotal(list.total);
          setFailed(false);
        })
        .catch(() => {
          // A failed refresh keeps the rows it has; only a failed first load shows the error.
          if (!quiet) setFailed(true);
        })
        .finally(() => setLoading(false));
    },
    [page, pageSize],
  );
  useEffect(() => void load(), [load]);

  const active = hasActiveTask(tasks);
  useEffect(() => (active ? every(() => void load(true), TASK_POLL_MS) : undefined), [active, load]);

  const setPaging = (next: { page?: number; size?: number }) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        const set = (key: string, value: number | undefined, fallback: number) => {
          if (value === undefined) return;
          if (value === fallback) out.delete(key);
          else out.set(key, String(value));
        };
        set('page', next.page, 1);
        set('size', next.size, DEFAULT_PAGE_SIZE);
        return out;
      },
      { replace: true },
    );

  const act = async (action: TaskAction, task: BackgroundTask) => {
    if (action === 'delete') return setDeleting(task);
    setBusy(task.id);
    try {
      if (action === 'stop') await cancelTask(task.id);
      if (action === 'resume') await resumeTask(task.id);
      if (action === 'download') await downloadTaskFile(task, { quiet: true });
      if (action !== 'download') await load(true);
    } catch (error) {
      apiHooks().notify({ type: 'error', description: errorText(error) });
    } finally {
      setBusy(null);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteTask(deleting.id);
    } catch (error) {
      apiHooks().notify({ type: 'error', description: errorText(error) });
      throw error;
    }
    apiHooks().notify({ type: 'success', description: 'Deleted' });
    await load(true);
  };

  const columns = useMemo(() => taskColumns(t), [t]);

  return (
    <Stack gap="4">
      <PageHeader
        title="Processes"
        description="Imports, scrubs, exports and the other work that runs in the background."
        actions={
          <Button variant="outline" onClick={() => void load()} loading={loading}>
            {t('Refresh')}
          </Button>
        }
      />
      {failed ? (
        <EmptyState
          title="Could not load the processes"
          onRetry={() => void load()}
        />
      ) : (
        <DataTable
          label={t('Processes')}
          columns={columns}
          rows={tasks}
          getRowId={(task) => String(task.id)}
          loading={loading}
          rowActions={(task) => (
            <HStack gap="1" justify="flex-end">
              {taskActions(task).map((action) => (
                <Button
                  key={action}
                  size="xs"
                  variant="outline"
                  colorPalette={action === 'delete' || action === 'stop' ? 'red' : undefined}
                  loading={busy === task.id && action !== 'delete'}
                  disabled={busy === task.id}
                  aria-label={t(ACTION_NAMES[action], { title: task.title })}
                  onClick={() => void act(action, task)}
                >
                  {t(ACTION_LABELS[action])}
                </Button>
              ))}
            </HStack>
          )}
          empty={<EmptyState title="No background processes yet" description="Imports, scrubs, merges, splits and exports show here while they run." />}
          pagination={{
            mode: 'pages',
            page,
            pageSize,
            total,
            onPageChange: (p) => setPaging({ page: p }),
            onPageSizeChange: (size) => setPaging({ size, page: 1 }),
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete process"
        message={<Text>{t('Delete the process {{title}}? Its record and any file it made are removed.', { title: deleting?.title ?? '' })}</Text>}
        confirmLabel="Delete"
        danger
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
