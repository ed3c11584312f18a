// Which domain of the campaign's domain group each short link is made on (000 §3 "Domain group"
// settings: campaignCheck, deliveredThreshold, domainRotation, domainUsageThreshold). Pure: the
// engine passes the group's domains with their used and failed counts and stores the used counts
// that come back. The choices made, where the spec names the settings only:
// - Usable: an active domain (verified, not being released) that the campaign check does not skip.
//   With campaign check on, a domain whose delivery rate ((used - failed) / used, 000 §9) is below
//   deliveredThreshold is skipped once it has been used DOMAIN_MIN_SAMPLE times: a few early
//   failures say nothing.
// - Without rotation every link goes on the first usable domain, in the order given.
// - With rotation, each domain takes turns of domainUsageThreshold links (0 = unlimited: no turns,
//   the first usable domain). The turns are read from the used counts, so no state is kept: the
//   domains stand at round floor(used / threshold), the current round is the lowest among the
//   usable ones, and the current domain is the first usable one still within it. So A, B, C with
//   threshold 2 go A A B B C C A A ...; a domain that is ahead (used more before rotation was on,
//   or by another campaign) waits until the others catch up, and a new one catches up first.
// - No usable domain: the links get null, and the engine decides (no link, or a pause).
import type { DomainGroupSetting } from '../domains';
import { domainDeliveryRate } from './revenue';

export interface RotationDomain {
  name: string;
  usedCount: number;
  failedCount: number;
  active: boolean;
}

export interface DomainPlacement {
  /** The domain of each link, in order; null when no domain of the group is usable. */
  names: (string | null)[];
  /** Every domain's used count after the placement, in the order given. */
  usedCount: { name: string; usedCount: number }[];
}

/** Fewer links than this say nothing about a domain's delivery rate. */
export const DOMAIN_MIN_SAMPLE = 100;

export function isDomainUsable(domain: RotationDomain, setting: DomainGroupSetting, minSample = DOMAIN_MIN_SAMPLE): boolean {
  if (!domain.active) return false;
  if (!setting.campaignCheck || domain.usedCount < minSample) return true;
  return domainDeliveryRate(domain.usedCount, domain.failedCount) >= setting.deliveredThreshold;
}

export function placeDomainLinks(domains: readonly RotationDomain[], setting: DomainGroupSetting, count: number, minSample = DOMAIN_MIN_SAMPLE): DomainPlacement {
  const used = domains.map((d) => d.usedCount);
  // Usability is fixed for the call: only the used counts move here, and the skip reads failures.
  const usable = domains.flatMap((d, i) => (isDomainUsable(d, setting, minSample) ? [i] : []));
  const turn = setting.domainRotation ? setting.domainUsageThreshold : 0;
  const names: (string | null)[] = [];
  for (let n = 0; n < count; n++) {
    if (usable.length === 0) {
      names.push(null);
      continue;
    }
    let pick = usable[0];
    if (turn > 0) {
      const round = Math.min(...usable.map((i) => Math.floor(used[i] / turn)));
      pick = usable.find((i) => used[i] < (round + 1) * turn) ?? pick;
    }
    names.push(domains[pick].name);
    used[pick] += 1;
  }
  return { names, usedCount: domains.map((d, i) => ({ name: d.name, usedCount: used[i] })) };
}
