// The user's domain groups as choices (buy into, add to, migrate to); loaded when `enabled`, and
// again when `reloadKey` changes (a group was just created).
import { useLoad } from '@web/ui';
import type { DomainGroup } from '@domain/domains';
import { listDomainGroups } from './domains-api';

export function useDomainGroups(enabled = true, reloadKey = 0): DomainGroup[] {
  const { data } = useLoad((signal) => (enabled ? listDomainGroups({ limit: 100, offset: 0 }, signal) : Promise.resolve(null)), [enabled, reloadKey]);
  return data?.items ?? [];
}
