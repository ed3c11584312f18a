// Which states the executed paths entered and which transitions they took, observed on the real
// actors (inspection microsteps), against the machine's inventory.
import { isMachineSnapshot, type AnyTransitionDefinition, type Snapshot, type StateValue } from 'xstate';
import { stateName, transitionKey, type MachineInventory } from './machine-inventory';

export interface AllowUncovered {
  /** States no path can reach, as dotted paths ('billing.verifying'). */
  states?: readonly string[];
  /** Transitions no path can take, as the coverage report names them. */
  transitions?: readonly string[];
}

export interface CoverageReport {
  summary: string;
  problems: string[];
}

export class CoverageRecorder {
  private readonly states = new Set<string>();
  private readonly transitions = new Set<string>();
  private readonly withoutExpectation = new Set<string>();

  constructor(private readonly inventory: MachineInventory) {}

  observe(snapshot: Snapshot<unknown>, transitions: readonly AnyTransitionDefinition[]): void {
    if (isMachineSnapshot(snapshot)) {
      for (const state of this.inventory.states) if (snapshot.matches(state)) this.states.add(state);
    }
    for (const transition of transitions) this.transitions.add(transitionKey(transition));
  }

  /** A step no expectation applies to: reported, so the tester adds the row. */
  unexpected(from: StateValue, step: string): void {
    this.withoutExpectation.add(`no expectation for: in ${stateName(from)}, on ${step}`);
  }

  report(name: string, paths: number, allow: AllowUncovered = {}, expectationRows?: number): CoverageReport {
    const count = (all: readonly string[], seen: Set<string>) => `${all.filter((item) => seen.has(item)).length}/${all.length}`;
    const allowed = [...(allow.states ?? []), ...(allow.transitions ?? [])];
    const summary =
      `${name}: states ${count(this.inventory.states, this.states)}, ` +
      `transitions ${count(this.inventory.transitions, this.transitions)}` +
      `${expectationRows === undefined ? '' : `, ${expectationRows} expectations`} (${paths} paths` +
      `${allowed.length ? `; allowed uncovered: ${allowed.join('; ')}` : ''})`;
    return {
      summary,
      problems: [
        ...this.missing('state', this.inventory.states, this.states, allow.states ?? []),
        ...this.missing('transition', this.inventory.transitions, this.transitions, allow.transitions ?? []),
        ...[...this.withoutExpectation].sort(),
      ],
    };
  }

  private missing(kind: string, all: readonly string[], seen: Set<string>, allowed: readonly string[]): string[] {
    return [
      ...all.filter((item) => !seen.has(item) && !allowed.includes(item)).map((item) => `${kind} not covered: ${item}`),
      ...allowed.filter((item) => !all.includes(item)).map((item) => `allowUncovered names no ${kind}: ${item}`),
      ...allowed.filter((item) => seen.has(item)).map((item) => `allowUncovered ${kind} is covered now: ${item}`),
    ];
  }
}
