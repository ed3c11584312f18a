// What registration allows a campaign to send (issue 14; decision 45): a registered 10DLC use case
// comes with the throughput the registry grants it, in messages a minute, and a campaign on a 10DLC
// route may go no faster than the use cases covering its DID groups together allow. The engine's
// send speed is in messages an hour (throttle.ts), so the cap is converted; a use case the registry
// set no cap for leaves the speed as the sender chose it.
import type { SendSpeed } from './throttle';

export interface RegisteredUseCaseThroughput {
  didGroupIds: readonly number[];
  /** Messages a minute; null when the registry sets none. */
  throughputPerMinute: number | null;
}

/** The campaign's messages-an-hour cap from the use cases covering `didGroupIds`; null when nothing caps it. */
export function registeredSpeedPerHour(useCases: readonly RegisteredUseCaseThroughput[], didGroupIds: readonly number[]): SendSpeed {
  const wanted = new Set(didGroupIds);
  const covering = useCases.filter((u) => u.didGroupIds.some((id) => wanted.has(id)));
  if (covering.length === 0 || covering.some((u) => u.throughputPerMinute === null)) return null;
  return covering.reduce((sum, u) => sum + (u.throughputPerMinute ?? 0), 0) * 60;
}

/** The slower of the sender's speed and the registered cap (either may be unset). */
export function cappedSpeed(chosen: SendSpeed, cap: SendSpeed): SendSpeed {
  const valid = (s: SendSpeed) => (s !== null && s > 0 && Number.isFinite(s) ? s : null);
  const [a, b] = [valid(chosen), valid(cap)];
  if (a === null) return b;
  if (b === null) return a;
  return Math.min(a, b);
}
