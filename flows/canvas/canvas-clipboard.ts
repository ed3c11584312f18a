// Where copied nodes go: the system clipboard (through the browser's copy and paste events, which
// need no permission prompt and work over plain http too) and localStorage, so a copy survives
// going to another responder's page even when something else was copied since. Paste prefers the
// system clipboard when it holds our nodes, else the last copy kept here.
import { CLIPBOARD_MIME, CLIPBOARD_STORAGE_KEY, parseClipboard, serialiseClipboard, type Clipboard } from '../clipboard';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

export function writeClipboard(clipboard: Clipboard, data: DataTransfer | null, store: Storage | null = storage()): void {
  const text = serialiseClipboard(clipboard);
  try {
    store?.setItem(CLIPBOARD_STORAGE_KEY, text);
  } catch {
    // Storage full or disabled (private mode): the system clipboard still has it.
  }
  if (!data) return;
  data.setData('text/plain', text);
  try {
    data.setData(CLIPBOARD_MIME, text);
  } catch {
    // A browser that refuses custom formats: text/plain carries the same JSON.
  }
}

export function readClipboard(data: DataTransfer | null, store: Storage | null = storage()): Clipboard | null {
  const fromSystem = data ? parseClipboard(data.getData(CLIPBOARD_MIME) || data.getData('text/plain')) : null;
  if (fromSystem) return fromSystem;
  const kept = store?.getItem(CLIPBOARD_STORAGE_KEY);
  return kept ? parseClipboard(kept) : null;
}
