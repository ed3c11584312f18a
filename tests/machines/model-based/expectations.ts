// The tester's table of what the user must see after each event, written from the spec and never
// read from the machine. Each step of each planned path is looked up in it: every row that applies
// must hold, and a step no row applies to is reported, so the table grows with the machine. This is
// what kills a mutant whose transition goes to the wrong state (`npm run test:mutants`): the paths
// follow the mutant, but the table still says where the user should be.
import { expect } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine, SnapshotFrom } from 'xstate';
import type { PlannedStep } from './plan-paths';

export interface Expectation<TMachine extends AnyStateMachine> {
  /** Where the step starts, as a state path ('awaitingOtp', 'composing.wizard.review'). */
  in: string;
  /**
   * The step as test titles name it: an event type ('otp.back') stands for each of its cases,
   * 'credentials.submit(invalid email)' for one; an actor's answers are 'authenticate resolves',
   * 'authenticate rejects', or one case ('authenticate resolves otpRequired'); a delay 'after pollTimeout'.
   */
  on: string;
  /** Only when this holds before the step, for guards that read what the user entered earlier. */
  when?: (snapshot: SnapshotFrom<TMachine>) => boolean;
  /** The state the user must be in after the step, as a state path; one per region if need be. */
  then: string | readonly string[];
  /** What else the user must see after the step. */
  sees?: (snapshot: SnapshotFrom<TMachine>) => void;
}

const namesStep = (on: string, step: PlannedStep) => on === step.name || on === step.event.type || step.name.startsWith(`${on} `) || step.name.startsWith(`${on}(`);

/** Checks a step against the rows that apply to it; answers whether any did. */
export function checkExpectations<TMachine extends AnyStateMachine>(
  expectations: readonly Expectation<TMachine>[],
  step: PlannedStep,
  before: AnyMachineSnapshot,
  after: AnyMachineSnapshot,
): boolean {
  const rows = expectations.filter((row) => before.matches(row.in) && namesStep(row.on, step) && (row.when?.(before as SnapshotFrom<TMachine>) ?? true));
  for (const row of rows) {
    for (const then of typeof row.then === 'string' ? [row.then] : row.then) {
      expect(after.matches(then), `in ${row.in}, on ${step.name}: the user should be in ${then}, not ${JSON.stringify(after.value)}`).toBe(true);
    }
    row.sees?.(after as SnapshotFrom<TMachine>);
  }
  return rows.length > 0;
}
