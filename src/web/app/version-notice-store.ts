// Holds the newer server version once the watch has seen one; the notice component shows it.
type Listener = () => void;
let newVersion: string | null = null;
const listeners = new Set<Listener>();

export const versionNotice = {
  get: (): string | null => newVersion,
  show(version: string): void {
    newVersion = version;
    listeners.forEach((l) => l());
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
