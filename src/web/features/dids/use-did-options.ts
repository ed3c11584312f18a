// The lists the DID forms choose from: countries and routes (GET /config/*), and the user's DID
// groups (the move target, the group bad DIDs move to). Each loads when its form first needs it; a
// failed load leaves the list empty (the client has shown its toast).
import { useEffect, useState } from 'react';
import type { Country } from '@domain/countries';
import type { DidGroup } from '@domain/dids';
import type { Route } from '@domain/routes';
import { listCountries, listDidGroups, listRoutes } from './dids-api';

/** The most groups one list call answers (didGroupQuerySchema's limit). */
const GROUPS_PER_CALL = 100;

function useLoaded<T>(load: () => Promise<T[]>, enabled: boolean): T[] {
  const [items, setItems] = useState<T[]>([]);
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (!enabled || asked) return;
    setAsked(true);
    load()
      .then(setItems)
      .catch(() => undefined);
  }, [enabled, asked, load]);
  return items;
}

export function useCountries(enabled = true): Country[] {
  return useLoaded(listCountries, enabled);
}

export function useRoutes(enabled = true): Route[] {
  return useLoaded(listRoutes, enabled);
}

/** Every DID group of the user, page after page. */
async function allDidGroups(): Promise<DidGroup[]> {
  const groups: DidGroup[] = [];
  for (let offset = 0; ; offset += GROUPS_PER_CALL) {
    const page = await listDidGroups({ limit: GROUPS_PER_CALL, offset });
    groups.push(...page.items);
    if (page.items.length < GROUPS_PER_CALL || groups.length >= page.total) return groups;
  }
}

/** The user's DID groups other than `groupId`, by name. */
export function useOtherDidGroups(groupId: number, enabled = true): DidGroup[] {
  const groups = useLoaded(allDidGroups, enabled);
  return groups.filter((g) => g.id !== groupId).sort((a, b) => a.name.localeCompare(b.name));
}
