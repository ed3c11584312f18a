// The paths a suite runs, from the model: a breadth-first walk of the machine with the suite's
// concrete events finds every distinct state (as `serializeState` tells states apart) and the
// shortest path to it; then, for every edge that takes a transition those paths leave untaken, the
// shortest path to that edge plus the edge. A path that is a prefix of another is dropped, since
// the longer one checks every state the shorter one reaches. One walk computes each edge once,
// with the transitions it takes (mutation testing plans every mutant, so this is the hot loop).
import {
  Actor,
  getNextTransitions,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
} from 'xstate';
import type { EventCatalogue } from './event-catalogue';
import { stateName, transitionKey } from './machine-inventory';

export interface PlannedStep {
  from: AnyMachineSnapshot;
  event: AnyEventObject;
  /** The event as the test title shows it. */
  name: string;
  expected: AnyMachineSnapshot;
}

export interface PlannedPath {
  title: string;
  initial: AnyMachineSnapshot;
  steps: PlannedStep[];
}

export interface PlanOptions {
  name: string;
  machine: AnyStateMachine;
  catalogue: EventCatalogue;
  serializeState: (snapshot: AnyMachineSnapshot) => string;
  limit: number;
  input: unknown;
}

// Events the harness can make happen. Done-state, snapshot and wildcard transitions follow from
// other events; always-transitions are taken inside the step that leads to them.
const isModelled = (type: string) =>
  type !== '' && !type.includes('*') && !type.startsWith('xstate.done.state.') && !type.startsWith('xstate.snapshot.');

/** The machine stepped outside any actor: the next snapshot, and the transitions the step took. */
function stepper(machine: AnyStateMachine, input: unknown) {
  const self = new Actor(machine, { input });
  let taken: AnyTransitionDefinition[] = [];
  self.system.inspect((inspection) => {
    if (inspection.type === '@xstate.microstep') taken.push(...inspection._transitions);
  });
  const noop = () => undefined;
  const scope = { self, id: '', sessionId: self.sessionId, system: self.system, logger: noop, defer: noop, emit: noop, stopChild: noop, actionExecutor: noop };
  return {
    initial: (): AnyMachineSnapshot => machine.getInitialSnapshot(scope, input),
    step: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => {
      taken = [];
      const next: AnyMachineSnapshot = machine.transition(snapshot, event, scope);
      return { next, keys: taken.map(transitionKey) };
    },
  };
}

interface Edge {
  step: PlannedStep;
  keys: string[];
}

const isPrefix = (short: PlannedStep[], long: PlannedStep[]) =>
  short.length <= long.length && short.every((step, index) => step.name === long[index].name);

function withoutPrefixes(paths: PlannedStep[][]): PlannedStep[][] {
  return paths.filter(
    (path, i) => !paths.some((other, j) => j !== i && isPrefix(path, other) && (other.length > path.length || j < i)),
  );
}

export function planPaths({ name, machine, catalogue, serializeState, limit, input }: PlanOptions): PlannedPath[] {
  const events = (snapshot: AnyMachineSnapshot) =>
    [...new Set(getNextTransitions(snapshot).map((t) => t.eventType))].filter(isModelled).flatMap((type) => catalogue.eventsFor(type));
  const { initial: initialSnapshot, step } = stepper(machine, input);
  const initial = initialSnapshot();

  // Breadth first, so the first path found to a state is a shortest one.
  const toState = new Map<string, PlannedStep[]>([[serializeState(initial), []]]);
  const queue: AnyMachineSnapshot[] = [initial];
  const edges: Edge[] = [];
  for (let walked = 0; walked < queue.length; walked++) {
    if (walked >= limit) {
      throw new Error(`${name}: the model walk took more than ${limit} steps. Serialize only what matters of context (serializeState), or raise limit.`);
    }
    const from = queue[walked];
    const head = toState.get(serializeState(from)) ?? [];
    if (from.status !== 'active') continue;
    for (const event of events(from)) {
      const { next, keys } = step(from, event);
      const planned = { from, event, name: catalogue.nameOf(event), expected: next };
      edges.push({ step: planned, keys });
      const serialized = serializeState(next);
      if (toState.has(serialized)) continue;
      toState.set(serialized, [...head, planned]);
      queue.push(next);
    }
  }

  const keysOf = new Map(edges.map((edge) => [edge.step, edge.keys]));
  const covered = new Set<string>();
  const candidates = [...toState.values()];
  for (const steps of candidates) for (const planned of steps) keysOf.get(planned)?.forEach((key) => covered.add(key));
  for (const { step: planned, keys } of edges) {
    const head = toState.get(serializeState(planned.from));
    if (!head || keys.every((key) => covered.has(key))) continue;
    keys.forEach((key) => covered.add(key));
    candidates.push([...head, planned]);
  }

  return withoutPrefixes(candidates).map((steps) => ({
    title: steps.length
      ? `${steps.map((planned) => planned.name).join(' → ')} ⇒ ${stateName(steps[steps.length - 1].expected.value)}`
      : `starts in ${stateName(initial.value)}`,
    initial,
    steps,
  }));
}
