// What every wizard step component gets: the compose as the machine holds it, what the user may
// pick from, the problems to show under the fields, and one way to change the compose (the page
// sends it to the machine as 'compose.change'). A step never decides a rule itself: the machine
// runs the domain's rules and hands the problems down.
import type { Compose, ComposeProblem } from '@domain/campaign-compose';
import type { ComposeOptions } from '@domain/campaign-options';

export interface StepProps {
  compose: Compose;
  options: ComposeOptions;
  /** The problems of this step (field path and message), in the spec's words. */
  problems: readonly ComposeProblem[];
  onChange: (patch: Partial<Compose>) => void;
  /** While the campaign is being sent the compose is locked. */
  disabled?: boolean;
}

/** The messages for one field: its own path and the paths inside it ('routesTwoWays' gets 'routesTwoWays[0].didGroupIds'). */
export function problemsAt(problems: readonly ComposeProblem[], path: string): string[] {
  return problems.filter((p) => p.path === path || p.path.startsWith(`${path}.`) || p.path.startsWith(`${path}[`)).map((p) => p.message);
}

/** The first message of a field exactly at `path`, for a field shell's error line. */
export function problemAt(problems: readonly ComposeProblem[], path: string): string | undefined {
  return problems.find((p) => p.path === path)?.message;
}
