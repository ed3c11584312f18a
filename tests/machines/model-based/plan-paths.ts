// The paths a suite runs, from the model (@xstate/graph): the shortest path to every distinct state
// (as `serializeState` tells states apart), then, for every edge that takes a transition those paths
// leave untaken, the shortest path to that edge plus the edge. A path that is a prefix of another is
// dropped, since the longer one checks every state the shorter one reaches.
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from '@xstate/graph';
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

/** Which transitions an event takes from a snapshot, read from the machine's own microsteps. */
function transitionProbe(machine: AnyStateMachine, input: unknown) {
  const self = new Actor(machine, { input });
  let taken: AnyTransitionDefinition[] = [];
  self.system.inspect((inspection) => {
    if (inspection.type === '@xstate.microstep') taken.push(...inspection._transitions);
  });
  const noop = () => undefined;
  const scope = { self, id: '', sessionId: self.sessionId, system: self.system, logger: noop, defer: noop, emit: noop, stopChild: noop, actionExecutor: noop };
  return (snapshot: AnyMachineSnapshot, event: AnyEventObject): string[] => {
    taken = [];
    machine.transition(snapshot, event, scope);
    return taken.map(transitionKey);
  };
}

const isPrefix = (short: PlannedStep[], long: PlannedStep[]) =>
  short.length <= long.length && short.every((step, index) => step.name === long[index].name);

function withoutPrefixes(paths: PlannedStep[][]): PlannedStep[][] {
  return paths.filter(
    (path, i) => !paths.some((other, j) => j !== i && isPrefix(path, other) && (other.length > path.length || j < i)),
  );
}

function traverse<T>(name: string, limit: number, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof Error && error.message === 'Traversal limit exceeded') {
      throw new Error(
        `${name}: the model walk took more than ${limit} steps. Serialize only what matters of context (serializeState), or raise limit.`,
        { cause: error },
      );
    }
    throw error;
  }
}

export function planPaths({ name, machine, catalogue, serializeState, limit, input }: PlanOptions): PlannedPath[] {
  const traversal = {
    events: (snapshot: AnyMachineSnapshot) =>
      [...new Set(getNextTransitions(snapshot).map((t) => t.eventType))].filter(isModelled).flatMap((type) => catalogue.eventsFor(type)),
    serializeState: (snapshot: AnyMachineSnapshot) => serializeState(snapshot),
    serializeEvent: (event: AnyEventObject) => catalogue.nameOf(event),
    limit,
    input,
  };
  const adjacency = traverse(name, limit, () => getAdjacencyMap(machine, traversal));
  const shortest = traverse(name, limit, () => getShortestPaths(machine, traversal));
  const initial = shortest[0].steps[0].state;

  const toState = new Map<string, PlannedStep[]>();
  for (const path of shortest) {
    // @xstate/graph's steps start with the initial state; each later step is (event, state after it).
    const steps = path.steps.slice(1).map((step, index) => ({
      from: path.steps[index].state,
      event: step.event,
      name: catalogue.nameOf(step.event),
      expected: step.state,
    }));
    toState.set(serializeState(path.state), steps);
  }

  const takes = transitionProbe(machine, input);
  const covered = new Set<string>();
  const candidates = [...toState.values()];
  for (const steps of candidates) for (const step of steps) takes(step.from, step.event).forEach((key) => covered.add(key));
  for (const { state, event, nextState } of adjacencyMapToArray(adjacency)) {
    const head = toState.get(serializeState(state));
    const keys = takes(state, event);
    if (!head || keys.every((key) => covered.has(key))) continue;
    keys.forEach((key) => covered.add(key));
    candidates.push([...head, { from: state, event, name: catalogue.nameOf(event), expected: nextState }]);
  }

  return withoutPrefixes(candidates).map((steps) => ({
    title: steps.length
      ? `${steps.map((step) => step.name).join(' → ')} ⇒ ${stateName(steps[steps.length - 1].expected.value)}`
      : `starts in ${stateName(initial.value)}`,
    initial,
    steps,
  }));
}
