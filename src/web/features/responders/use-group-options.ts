// The contact groups and DID groups a responder is tied to, for the list's filters and the create
// dialog: loaded once per page (or when the dialog opens); a failed load leaves the list empty
// (the client has shown its toast).
import { useEffect, useState } from 'react';
import { listContactGroups, listDidGroups, type Named } from './library-api';

function useNamedList(load: (signal: AbortSignal) => Promise<Named[]>, enabled: boolean): Named[] {
  const [items, setItems] = useState<Named[]>([]);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    load(controller.signal)
      .then(setItems)
      .catch(() => undefined);
    return () => controller.abort();
  }, [load, enabled]);
  return items;
}

export const useContactGroups = (enabled = true): Named[] => useNamedList(listContactGroups, enabled);
export const useDidGroups = (enabled = true): Named[] => useNamedList(listDidGroups, enabled);
