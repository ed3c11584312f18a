// The browser paths, planned from the machine with @xstate/graph: the shortest path to every target
// (each final state, the load failure, and each validation failure: a step showing a set of rule
// messages, so 'Route and numbers shows “Choose a route”' is one target), then, for a kind of event
// no such path takes (Retry, Back, Save draft; each answer of the server counts as its own kind),
// the shortest path that takes it, carried on through the answer when it ends waiting for one. A
// path that is a prefix of another is dropped: the longer one checks every state the shorter one
// reaches. The plan is made at collection time, so a new state, guard or case makes new tests.
import { getAdjacencyMap, getShortestPaths, type StatePath, type TraversalOptions } from '@xstate/graph';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { browserCases } from './browser-cases';
import { browserModel } from './browser-model';
import type { ModelWorld } from './model-world';
import { describeView, pageView, serializeView, type PageView } from './page-view';
import { STEP_NAMES } from './step-names';

export interface PlannedStep {
  /** The case's name in the catalogue. */
  name: string;
  /** The model state it must lead to (serializeView), on the plan's data and on the real data. */
  expected: string;
}

export interface PlannedPath {
  title: string;
  steps: PlannedStep[];
}

export interface BrowserPlan {
  paths: PlannedPath[];
  /** Final states no path reaches. */
  unreached: string[];
  summary: string;
}

const LIMIT = 20_000;

const described = (view: PageView) => describeView(view, (step) => STEP_NAMES[step]);

/** The target a state is, if any: a final state, the load failure, or a step showing rule messages. */
function targetOf(view: PageView): string | null {
  if (view.screen === 'composing') return view.call === 'idle' && view.shown.length > 0 ? described(view) : null;
  return view.screen === 'loading' ? null : view.screen;
}

const isPrefix = (short: PlannedStep[], long: PlannedStep[]) => short.length < long.length && short.every((step, i) => step.name === long[i].name);

export function planBrowserPaths(world: ModelWorld): BrowserPlan {
  const cases = browserCases(world);
  const names = new Map<AnyEventObject, string>(cases.map((c) => [c.event, c.name]));
  const traversal: TraversalOptions<AnyMachineSnapshot, AnyEventObject, unknown> = {
    events: (snapshot) => {
      const view = pageView(snapshot);
      return cases.filter((c) => c.offered(view)).map((c) => c.event);
    },
    serializeState: (snapshot) => serializeView(pageView(snapshot)),
    serializeEvent: (event) => names.get(event) ?? JSON.stringify(event),
    input: { draft: { id: world.draftId, compose: world.compose } },
    limit: LIMIT,
  };
  const shortest = getShortestPaths(browserModel, traversal);
  // By serialized state, then by case name: the transitions the walk found.
  const adjacency = new Map(
    Object.entries(getAdjacencyMap(browserModel, traversal)).map(([key, { transitions }]) => {
      const edges: { event: AnyEventObject; state: AnyMachineSnapshot }[] = Object.values(transitions);
      return [key, new Map(edges.map(({ event, state }) => [names.get(event) ?? event.type, state]))];
    }),
  );

  // @xstate/graph's steps start with the initial state; each later step is (event, state after it).
  const stepsOf = (path: StatePath<AnyMachineSnapshot, AnyEventObject>): PlannedStep[] =>
    path.steps.slice(1).map(({ event, state }) => ({ name: names.get(event) ?? event.type, expected: serializeView(pageView(state)) }));
  const toState = new Map(shortest.map((path) => [serializeView(pageView(path.state)), stepsOf(path)]));

  const chosen = new Map<string, PlannedStep[]>();
  for (const path of shortest) {
    const target = targetOf(pageView(path.state));
    const steps = stepsOf(path);
    if (target !== null && (chosen.get(target)?.length ?? Infinity) > steps.length) chosen.set(target, steps);
  }
  const targets = chosen.size;

  // A kind of event: the person's events by type (one 'go to' is enough), the server's answers one by one.
  const kindOf = new Map(cases.map((c) => [c.name, c.event.type.startsWith('xstate.') ? c.name : c.event.type]));
  const taken = new Set([...chosen.values()].flatMap((steps) => steps.map((s) => kindOf.get(s.name))));
  for (const c of cases) {
    if (taken.has(kindOf.get(c.name))) continue;
    let best: PlannedStep[] | null = null;
    for (const [key, transitions] of adjacency) {
      const head = toState.get(key);
      const after = transitions.get(c.name);
      if (head && after && (best === null || head.length + 1 < best.length)) best = [...head, { name: c.name, expected: serializeView(pageView(after)) }];
    }
    if (best === null) continue;
    // A path ends on a page at rest: one that waits for an answer takes the first the catalogue lists.
    const ending = adjacency.get(best[best.length - 1].expected);
    const settle = cases.find((other) => other.event.type.startsWith('xstate.') && ending?.has(other.name));
    const settled = settle && ending?.get(settle.name);
    if (settle && settled) best.push({ name: settle.name, expected: serializeView(pageView(settled)) });
    chosen.set(`takes ${c.name}`, best);
    best.forEach((s) => taken.add(kindOf.get(s.name)));
  }

  const all = [...chosen.values()];
  // Every state the walk reached has a shortest path: its view names where a path ends.
  const views = new Map(shortest.map((path) => [serializeView(pageView(path.state)), pageView(path.state)]));
  const paths = all
    .filter((steps) => !all.some((other) => isPrefix(steps, other)))
    .map((steps) => {
      const last = views.get(steps[steps.length - 1].expected);
      if (!last) throw new Error(`No shortest path reaches ${steps[steps.length - 1].expected}`);
      return { title: `${steps.map((s) => s.name).join(' → ')} ⇒ ${described(last)}`, steps };
    });

  const reached = new Set<string>([...views.values()].map((v) => v.screen));
  const finals = Object.values(browserModel.root.states).filter((node) => node.type === 'final').map((node) => node.key);
  const unreached = finals.filter((state) => !reached.has(state));
  const untaken = [...new Set(kindOf.values())].filter((kind) => !taken.has(kind));
  const summary = [
    `campaign wizard in the browser: ${targets} targets of ${views.size} model states, ${paths.length} paths`,
    ...paths.map((p) => `  ${p.title}`),
    `  unreached final states: ${unreached.join(', ') || 'none'}; kinds of event no path takes: ${untaken.join(', ') || 'none'}`,
  ].join('\n');
  return { paths, unreached, summary };
}
