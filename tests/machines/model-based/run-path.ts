// Runs one planned path on a real actor: the machine (its actors faked) on a manual clock; each
// step's event is sent, or settles a faked actor call, or fires a delay; then the actor's state
// must serialize as the model's, the suite's assertions run for every state the actor is in, and
// the expectations that apply to the step must hold.
import { expect } from 'vitest';
import { Actor, type AnyActor, type AnyMachineSnapshot, type AnyStateMachine, type InputFrom, type SnapshotFrom } from 'xstate';
import type { CoverageRecorder } from './coverage';
import type { EventCatalogue } from './event-catalogue';
import { checkExpectations, type Expectation } from './expectations';
import { FakeActors } from './fake-actors';
import { ManualClock } from './manual-clock';
import type { PlannedPath, PlannedStep } from './plan-paths';

export type StateAssertion<TMachine extends AnyStateMachine> = (
  actor: Actor<TMachine>,
  snapshot: SnapshotFrom<TMachine>,
  fake: FakeActors,
) => void | Promise<void>;

export interface PathRunner<TMachine extends AnyStateMachine> {
  machine: (fake: FakeActors) => TMachine;
  input: InputFrom<TMachine> | undefined;
  serializeState: (snapshot: AnyMachineSnapshot) => string;
  states: Readonly<Record<string, StateAssertion<TMachine>>>;
  catalogue: EventCatalogue;
  coverage: CoverageRecorder;
  /** The tester's table; undefined for a suite that has none yet (nothing is checked or reported). */
  expectations: readonly Expectation<TMachine>[] | undefined;
}

/** A few turns of the event loop: enough for a settled promise to reach the machine. */
async function settle(done: () => boolean): Promise<void> {
  for (let turn = 0; turn < 20 && !done(); turn++) await new Promise((resolve) => setTimeout(resolve, 0));
}

export async function runPath<TMachine extends AnyStateMachine>(path: PlannedPath, runner: PathRunner<TMachine>): Promise<void> {
  const fake = new FakeActors();
  const clock = new ManualClock();
  const received: string[] = [];
  const actor = new Actor(runner.machine(fake), {
    input: runner.input,
    clock,
    inspect: (inspection) => {
      if (inspection.actorRef.sessionId !== inspection.rootId) return;
      if (inspection.type === '@xstate.microstep') runner.coverage.observe(inspection.snapshot, inspection._transitions);
      if (inspection.type === '@xstate.snapshot') {
        runner.coverage.observe(inspection.snapshot, []);
        received.push(inspection.event.type);
      }
    },
  });
  const running: AnyActor = actor;
  // A machine error fails the step's check below instead of escaping as an unhandled error.
  running.subscribe({ error: () => undefined });

  async function take(step: PlannedStep): Promise<void> {
    received.length = 0;
    const { type } = step.event;
    const settlement = runner.catalogue.settlementOf(step.event);
    if (settlement) {
      fake.settle(settlement);
      await settle(() => received.includes(type));
    } else if (type.startsWith('xstate.after.')) {
      while (!received.includes(type) && clock.fireNext());
    } else {
      running.send(step.event);
    }
    if (!received.includes(type)) throw new Error(`The machine never received ${step.name}`);
  }

  async function check(expected: AnyMachineSnapshot, where: string): Promise<void> {
    const snapshot: AnyMachineSnapshot = running.getSnapshot();
    if (snapshot.status === 'error') throw new Error(`${where}: the machine failed: ${String(snapshot.error)}`);
    expect(runner.serializeState(snapshot), `${where}: state`).toBe(runner.serializeState(expected));
    for (const [state, assertion] of Object.entries(runner.states)) {
      if (snapshot.matches(state)) await assertion(actor, actor.getSnapshot(), fake);
    }
  }

  running.start();
  try {
    await check(path.initial, 'at start');
    for (const [index, step] of path.steps.entries()) {
      const before: AnyMachineSnapshot = running.getSnapshot();
      await take(step);
      await check(step.expected, `after step ${index + 1} (${step.name})`);
      if (runner.expectations && !checkExpectations(runner.expectations, step, before, running.getSnapshot())) {
        runner.coverage.unexpected(before.value, step.name);
      }
    }
  } finally {
    running.stop();
  }
}
