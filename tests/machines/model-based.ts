// Model-based test harness for any machine in machines/ (XState v5 + @xstate/graph 3).
//
// The machine is its own model. @xstate/graph walks it with the suite's concrete events and plans
// paths: the shortest path to every distinct state, plus extra paths until every transition is
// taken. Each path becomes one vitest `it`, titled by its event sequence, and runs on a real actor
// whose actors are fakes; after each step the actor's state must match the model's, and the
// suite's assertions run for every state it is in. A last `it` prints coverage, e.g.
// `login: states 7/7, transitions 17/17 (25 paths)`, and fails below 100% unless `allowUncovered`
// names what cannot be reached.
//
// How a machine plugs in:
// - machine: `(fake) => myMachine.provide({ actors: { ... } })` (or `() => myMachine` if it invokes
//   nothing). Give every invoked promise actor `fake.promise({ resolves: {...}, rejects: {...} })`:
//   each named case becomes a model event ('xstate.done.actor.<invoke id>' with that output,
//   'xstate.error.actor.<invoke id>' with that error), and a path taking it settles the pending fake
//   call that way. So the path chooses the server's answer, step by step. An invoke needs an `id`.
//   - campaign wizard: 'wizard.next' / 'wizard.back' cases, `saveDraft` with resolves/rejects.
//   - billing verification, card purchase: the api actors as `fake.promise`, one case per answer
//     (verified, rejected, declined card, network failure ...).
//   - import polling: a fromCallback poller becomes `fake.callback()`, and the events it would send
//     ('import.progress', 'import.done') are listed in `events`, so the path sends them itself;
//     `after` delays (a poll interval, a timeout) run on a manual clock, fired in due order when
//     the path takes them.
// - events: for each event type, its concrete payloads (without `type`): an array, or named cases
//   (`{ valid: {...}, 'wrong email': {...} }`, names show in titles). Types not listed are sent as
//   `{ type }`.
// - serializeState: what tells two states apart: the value plus what matters of context (flags,
//   not free text). The default (value + whole context) explodes with counters or lists; `limit`
//   (default 5000 traversal steps) stops a runaway walk with a message saying so.
// - states: assertions keyed by state path ('editing', 'wizard.audience'); they get the actor, its
//   snapshot and the fakes (`fake.inputs('<invoke id>')` lists every call's input).
// - expectations: the tester's table, one row per (state, event): where the user must be after it
//   and what they must see (model-based/expectations.ts). Written from the spec, not the machine,
//   it is what fails when a transition goes to the wrong state; every step of every path must have
//   a row, and the coverage test lists the steps that have none.
// - inputs: named inputs when no single one reaches every transition; paths are planned for each.
// - allowUncovered: `{ states, transitions }` by the names the coverage report prints.
// Not modelled: spawned (not invoked) actors, onSnapshot, wildcard events; in a state with two
// `after` delays the shorter fires first, as in real time, so give each state one delay.
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine, ContextFrom, EventFromLogic, InputFrom, StateValue } from 'xstate';
import { CoverageRecorder, type AllowUncovered } from './model-based/coverage';
import { EventCatalogue, type Cases, type EventCases } from './model-based/event-catalogue';
import type { Expectation } from './model-based/expectations';
import { FakeActors } from './model-based/fake-actors';
import { machineInventory } from './model-based/machine-inventory';
import { planPaths } from './model-based/plan-paths';
import { runPath, type StateAssertion } from './model-based/run-path';

export type { Expectation, FakeActors, StateAssertion };

export interface ModelBasedSuite<TMachine extends AnyStateMachine> {
  /** Titles the suite and the coverage line; the machine's id by default. */
  name?: string;
  /** The machine with fakes for what it invokes; called once for the model and once per path. */
  machine: (fake: FakeActors) => TMachine;
  events?: EventCases<EventFromLogic<TMachine>>;
  input?: InputFrom<TMachine>;
  /** Named inputs, each planned on its own (instead of `input`). */
  inputs?: Readonly<Record<string, InputFrom<TMachine>>>;
  serializeState?: (snapshot: { value: StateValue; context: ContextFrom<TMachine> }) => string;
  /** Most steps the model walk may take (@xstate/graph counts each state it dequeues). */
  limit?: number;
  states?: Readonly<Record<string, StateAssertion<TMachine>>>;
  expectations?: readonly Expectation<TMachine>[];
  allowUncovered?: AllowUncovered;
}

function catalogueOf<TMachine extends AnyStateMachine>(suite: ModelBasedSuite<TMachine>, model: TMachine, fake: FakeActors) {
  const catalogue = new EventCatalogue();
  const eventCases: Readonly<Record<string, Cases<object> | undefined>> = suite.events ?? {};
  for (const [type, cases] of Object.entries(eventCases)) if (cases) catalogue.addCases(type, cases);
  for (const { id, src } of machineInventory(model).invokes) {
    const implementation = model.implementations.actors[src];
    const logic = implementation && 'src' in implementation ? implementation.src : implementation;
    const cases = logic && fake.casesOf(logic);
    if (cases) catalogue.addActorCases(id, cases);
  }
  return catalogue;
}

export function runModelBasedSuite<TMachine extends AnyStateMachine>(suite: ModelBasedSuite<TMachine>): void {
  const fake = new FakeActors();
  const model = suite.machine(fake);
  const name = suite.name ?? model.id;
  const inventory = machineInventory(model);
  const states = suite.states ?? {};
  const unknownStates = Object.keys(states).filter((state) => !inventory.states.includes(state));
  if (unknownStates.length) throw new Error(`${name}: no such state: ${unknownStates.join(', ')}`);

  const serialize = suite.serializeState ?? JSON.stringify;
  const serializeState = (snapshot: AnyMachineSnapshot) => serialize({ value: snapshot.value, context: snapshot.context });
  const catalogue = catalogueOf(suite, model, fake);
  const inputs: Array<[string | null, InputFrom<TMachine> | undefined]> = suite.inputs ? Object.entries(suite.inputs) : [[null, suite.input]];
  const coverage = new CoverageRecorder(inventory);
  const planned = inputs.map(([inputName, input]) => ({
    inputName,
    paths: planPaths({ name, machine: model, catalogue, serializeState, limit: suite.limit ?? 5000, input }),
    runner: { machine: suite.machine, input, serializeState, states, catalogue, coverage, expectations: suite.expectations },
  }));
  const pathCount = planned.reduce((sum, { paths }) => sum + paths.length, 0);

  describe(`${name} (model-based)`, () => {
    for (const { inputName, paths, runner } of planned) {
      const register = () => paths.forEach((path) => it(path.title, () => runPath(path, runner)));
      if (inputName === null) register();
      else describe(inputName, register);
    }

    it('covers every state and transition', () => {
      const report = coverage.report(name, pathCount, suite.allowUncovered, suite.expectations?.length);
      console.log(report.summary);
      expect(report.problems).toEqual([]);
    });
  });
}
