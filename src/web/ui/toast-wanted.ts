// Whether any toast was asked for yet. The toaster's code loads with the first toast (see
// src/web/app/lazy-toaster.tsx); a toast asked for through @web/ui's notify (what the pages call)
// must mount it too, or the first 'Created', 'Deleted' or 'Successfully spinned!' is never seen.
// No Chakra here, so the shell can read it without loading the toaster.
let wanted = false;
const listeners = new Set<() => void>();

export function markToastWanted(): void {
  if (wanted) return;
  wanted = true;
  listeners.forEach((l) => l());
}

export const isToastWanted = () => wanted;

export function subscribeToastWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
