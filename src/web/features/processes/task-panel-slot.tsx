// Where the background-process panel mounts in the signed-in shell. It costs the shell only this
// file and the store: the panel itself (xstate, the task machine, the api client) loads the first
// time a page shows a task. Leaving the signed-in area (signing out) empties the panel.
import { lazy, Suspense, useEffect } from 'react';
import { clearBackgroundTasks, useShownTasks } from './task-panel-store';

const TaskPanel = lazy(async () => ({ default: (await import('./task-panel')).TaskPanel }));

export function TaskPanelSlot() {
  const tasks = useShownTasks();
  useEffect(() => clearBackgroundTasks, []);
  if (tasks.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <TaskPanel tasks={tasks} />
    </Suspense>
  );
}
