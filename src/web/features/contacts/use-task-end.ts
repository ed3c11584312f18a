// Reloading a page when the work it started ends. A group shows the task that holds it (busyWith),
// but a merge's new group or a removed group has no row to show it on, so the page keeps the ids of
// the tasks it started and asks for them every few seconds (quietly: the background-process panel
// is what the user watches); once one has ended, the page reloads its groups. A task that is gone
// (deleted) counts as ended.
import { useCallback, useEffect, useRef, useState } from 'react';
import { isFinalTaskStatus, type BackgroundTask } from '@domain/background-tasks';
import { isApiRequestError } from '@web/api/api-request-error';
import { every as realEvery, type Every } from '@web/api/every';
import { getBackgroundTask } from './contacts-api';

/** How often a started task is asked again. */
export const TASK_END_CHECK_MS = 3000;

async function hasEnded(taskId: number): Promise<boolean> {
  try {
    return isFinalTaskStatus((await getBackgroundTask(taskId)).status);
  } catch (error) {
    return isApiRequestError(error) && error.status === 404;
  }
}

/** Returns `watch(task)`; onEnded runs once for each check that found ended tasks. */
export function useTaskEnd(onEnded: () => void, every: Every = realEvery): (task: BackgroundTask) => void {
  const [watched, setWatched] = useState<readonly number[]>([]);
  const latest = useRef(onEnded);
  useEffect(() => {
    latest.current = onEnded;
  }, [onEnded]);

  useEffect(() => {
    if (watched.length === 0) return undefined;
    let checking = false;
    return every(() => {
      if (checking) return;
      checking = true;
      void Promise.all(watched.map(async (id) => ((await hasEnded(id)) ? id : null)))
        .then((results) => {
          const ended = results.filter((id): id is number => id !== null);
          if (ended.length === 0) return;
          setWatched((ids) => ids.filter((id) => !ended.includes(id)));
          latest.current();
        })
        .finally(() => {
          checking = false;
        });
    }, TASK_END_CHECK_MS);
  }, [watched, every]);

  return useCallback((task: BackgroundTask) => {
    if (!isFinalTaskStatus(task.status)) setWatched((ids) => (ids.includes(task.id) ? ids : [...ids, task.id]));
  }, []);
}
