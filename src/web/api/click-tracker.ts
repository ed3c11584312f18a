// Click tracking (001 §7 "tracking"; §9 "click tracking upload 30 s"): while a user is signed in,
// clicks are described briefly and sent in one batch every 30 seconds rather than one call each.
// Only what was clicked is recorded, never what was typed.
import { every as realEvery, type Every } from './every';

export interface ClickEvent {
  /** The clicked element's aria-label, else its text, else its tag; at most 80 characters. */
  target: string;
  path: string;
  /** ISO time of the click. */
  at: string;
}

export interface ClickTrackerOptions {
  /** Uploads a batch, e.g. sendClickEvents from tracking-api.ts. */
  send: (events: ClickEvent[]) => Promise<unknown> | void;
  intervalMs?: number;
  now?: () => Date;
  every?: Every;
  /** Where clicks are listened for; the document by default. */
  root?: Pick<Document, 'addEventListener' | 'removeEventListener'>;
  /** The current route; location.pathname by default. */
  currentPath?: () => string;
}

export interface ClickTracker {
  start(): void;
  /** Stops listening and sends what is left; resolves once that batch is sent (or failed). */
  stop(): Promise<void>;
}

export const TARGET_MAX_CHARS = 80;

/** Clicks inside a button or link count as clicks on it, so the batch names controls, not spans. */
const CONTROL = 'button, a, [role="button"], [role="tab"], [role="menuitem"], input, select, label, [aria-label]';

export function createClickTracker({
  send,
  intervalMs = 30_000,
  now = () => new Date(),
  every = realEvery,
  root,
  currentPath = () => location.pathname,
}: ClickTrackerOptions): ClickTracker {
  let batch: ClickEvent[] = [];
  let cancel: (() => void) | undefined;

  const onClick = (event: Event) => {
    batch.push({ target: describeTarget(event.target), path: currentPath(), at: now().toISOString() });
  };

  function flush(): Promise<void> {
    if (batch.length === 0) return Promise.resolve();
    const events = batch;
    batch = [];
    // Tracking is best effort: a lost batch is not worth an error on screen or a retry queue.
    return Promise.resolve()
      .then(() => send(events))
      .then(() => undefined, () => undefined);
  }

  return {
    start() {
      if (cancel) return;
      (root ?? document).addEventListener('click', onClick, true);
      cancel = every(() => void flush(), intervalMs);
    },
    stop() {
      if (!cancel) return Promise.resolve();
      (root ?? document).removeEventListener('click', onClick, true);
      cancel();
      cancel = undefined;
      return flush();
    },
  };
}

export function describeTarget(target: EventTarget | null): string {
  if (!(target instanceof Element)) return 'unknown';
  const element = target.closest(CONTROL) ?? target;
  const label = element.getAttribute('aria-label')?.trim();
  const text = element.textContent?.replace(/\s+/g, ' ').trim();
  return (label || text || element.tagName.toLowerCase()).slice(0, TARGET_MAX_CHARS);
}
