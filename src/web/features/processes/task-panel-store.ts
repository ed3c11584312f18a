// The background-process panel's list (001 §4: after merge, split, remove, certify, scrub and
// export the panel opens): a page that started a task calls showBackgroundTask(task) and the panel
// in the signed-in shell follows it. A tiny store with no heavy imports, so the shell and any page
// may load it; the panel's own code (xstate, the machine, the api) loads only once a task is shown.
import { useSyncExternalStore } from 'react';
import type { BackgroundTask } from '@domain/background-tasks';

/** Tasks the panel lists at most; older ones drop off (/process still lists them). */
export const MAX_SHOWN_TASKS = 8;

let shown: readonly BackgroundTask[] = [];
let expanded = true;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Opens the panel on a task a page started (or brings it to the top when it is already listed). */
export function showBackgroundTask(task: BackgroundTask): void {
  shown = [task, ...shown.filter((t) => t.id !== task.id)].slice(0, MAX_SHOWN_TASKS);
  expanded = true;
  emit();
}

/** Takes one task off the panel (its polling stops with its row). */
export function dismissBackgroundTask(taskId: number): void {
  shown = shown.filter((t) => t.id !== taskId);
  emit();
}

/** Empties the panel: its close button, and signing out. */
export function clearBackgroundTasks(): void {
  if (shown.length === 0) return;
  shown = [];
  emit();
}

export function setTaskPanelExpanded(value: boolean): void {
  expanded = value;
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useShownTasks(): readonly BackgroundTask[] {
  return useSyncExternalStore(subscribe, () => shown, () => shown);
}

export function useTaskPanelExpanded(): boolean {
  return useSyncExternalStore(subscribe, () => expanded, () => expanded);
}
