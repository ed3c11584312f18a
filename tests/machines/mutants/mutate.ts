// Single-transition mutants of a machine, for `npm run test:mutants`: each transition retargeted to
// each other state with the same parent as its target (a step sent to another step, an outcome to
// another outcome; a transition that stays is sent to each sibling of its source), each guard
// negated, each action dropped (of a transition, or a state's entry and exit).
//
// A mutant is the machine's config with one change, copied only along the path to that change, so
// the actor logic and functions it holds stay the same objects. Rebuilt with the machine's own
// implementations, it behaves as if a developer had made that one edit.
import { createMachine, not, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { guardName } from '../model-based/machine-inventory';

export type MutantKind = 'retarget' | 'negate guard' | 'drop action';

export interface Mutant {
  /** Stable and readable: what was changed where, e.g. `retarget awaitingOtp: otp.back → editing ⇒ authenticating`. */
  id: string;
  kind: MutantKind;
  build: () => AnyStateMachine;
}

type Config = Record<string, unknown>;
type Key = string | number;

/** Where transitions live in a state node's config, with the label a mutant id shows for them. */
interface Site {
  statePath: string[];
  location: Key[];
  label: string;
}

const isObject = (value: unknown): value is Config => typeof value === 'object' && value !== null && !Array.isArray(value);
const asArray = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const asTransition = (value: unknown): Config => (typeof value === 'string' ? { target: value } : isObject(value) ? value : {});
const pathName = (path: readonly string[]) => path.join('.') || '(machine)';

/** A copy of `root` with the value at `path` replaced; only the objects on the path are copied. */
function setIn(root: unknown, path: readonly Key[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(root) ? [...(root as unknown[])] : { ...(root as Config) }) as Record<Key, unknown>;
  copy[head] = setIn(copy[head], rest, value);
  return copy;
}

function getIn(root: unknown, path: readonly Key[]): unknown {
  return path.reduce<unknown>((node, key) => (isObject(node) || Array.isArray(node) ? (node as Record<Key, unknown>)[key] : undefined), root);
}

const stateConfigPath = (statePath: readonly string[]): Key[] => statePath.flatMap((key) => ['states', key]);

function nodeAt(machine: AnyStateMachine, statePath: readonly string[]): AnyStateNode {
  return statePath.reduce<AnyStateNode>((node, key) => node.states[key], machine.root);
}

/** The state node a config target names, from the node the transition belongs to. */
function resolveTarget(machine: AnyStateMachine, source: AnyStateNode, target: string): AnyStateNode | undefined {
  const walk = (from: AnyStateNode | undefined, path: string) =>
    path.split('.').reduce<AnyStateNode | undefined>((node, key) => node?.states[key], from);
  if (target.startsWith('#')) {
    try {
      return machine.getStateNodeById(target);
    } catch {
      return undefined;
    }
  }
  if (target.startsWith('.')) return walk(source, target.slice(1));
  return walk(source.parent, target);
}

function actionName(action: unknown): string {
  if (typeof action === 'string') return action;
  if (isObject(action) && typeof action.type === 'string') return action.type;
  if (typeof action === 'function' && 'type' in action && typeof action.type === 'string') return action.type.replace(/^xstate\./, '');
  return 'inline action';
}

function sitesOf(config: Config, statePath: string[]): Site[] {
  const sites: Site[] = [];
  for (const event of Object.keys(isObject(config.on) ? config.on : {})) sites.push({ statePath, location: ['on', event], label: event });
  if (config.always !== undefined) sites.push({ statePath, location: ['always'], label: 'always' });
  for (const delay of Object.keys(isObject(config.after) ? config.after : {})) sites.push({ statePath, location: ['after', delay], label: `after ${delay}` });
  if (config.onDone !== undefined) sites.push({ statePath, location: ['onDone'], label: 'done' });
  asArray(config.invoke).forEach((invoke, index) => {
    if (!isObject(invoke)) return;
    const at: Key[] = Array.isArray(config.invoke) ? ['invoke', index] : ['invoke'];
    const id = typeof invoke.id === 'string' ? invoke.id : String(invoke.src);
    if (invoke.onDone !== undefined) sites.push({ statePath, location: [...at, 'onDone'], label: `done ${id}` });
    if (invoke.onError !== undefined) sites.push({ statePath, location: [...at, 'onError'], label: `error ${id}` });
  });
  for (const [key, child] of Object.entries(isObject(config.states) ? config.states : {})) {
    if (isObject(child)) sites.push(...sitesOf(child, [...statePath, key]));
  }
  return sites;
}

function statesOf(config: Config, statePath: string[]): Array<{ statePath: string[]; config: Config }> {
  return Object.entries(isObject(config.states) ? config.states : {}).flatMap(([key, child]) =>
    isObject(child) ? [{ statePath: [...statePath, key], config: child }, ...statesOf(child, [...statePath, key])] : [],
  );
}

/** Every single-transition mutant of `machine`, in a stable order. */
export function mutantsOf(machine: AnyStateMachine): Mutant[] {
  const config = machine.config as Config;
  const rebuild = (path: readonly Key[], value: unknown) => () => {
    // A retargeted eventless transition may cycle forever; the bound turns that into a failure.
    const mutated = setIn(setIn(config, path, value), ['options'], { ...(isObject(config.options) ? config.options : {}), maxIterations: 1000 });
    return createMachine(mutated as typeof machine.config, machine.implementations as Parameters<typeof createMachine>[1]);
  };
  const mutants: Mutant[] = [];
  const ids = new Set<string>();
  const add = (mutant: Mutant) => {
    let { id } = mutant;
    for (let twin = 2; ids.has(id); twin++) id = `${mutant.id} #${twin}`;
    ids.add(id);
    mutants.push({ ...mutant, id });
  };

  for (const site of sitesOf(config, [])) {
    const path = [...stateConfigPath(site.statePath), ...site.location];
    const transitions = asArray(getIn(config, path)).map(asTransition);
    const source = nodeAt(machine, site.statePath);
    transitions.forEach((transition, index) => {
      const replace = (changed: Config) => rebuild(path, transitions.map((t, i) => (i === index ? changed : t)));
      const targets = asArray(transition.target).filter((t): t is string => typeof t === 'string');
      const resolved = targets.map((t) => resolveTarget(machine, source, t));
      const targetName = resolved.length ? resolved.map((node) => pathName(node?.path ?? ['?'])).join(', ') : '(stays)';
      const guard = transition.guard === undefined ? '' : ` [${guardName(transition.guard)}]`;
      const what = `${pathName(site.statePath)}: ${site.label}${guard} → ${targetName}`;

      const from = resolved.length === 1 ? resolved[0] : resolved.length === 0 ? source : undefined;
      for (const other of from?.parent ? Object.values(from.parent.states) : []) {
        if (other === from) continue;
        add({ id: `retarget ${what} ⇒ ${pathName(other.path)}`, kind: 'retarget', build: replace({ ...transition, target: `#${other.id}` }) });
      }
      if (transition.guard !== undefined) {
        add({ id: `negate guard ${what}`, kind: 'negate guard', build: replace({ ...transition, guard: not(transition.guard as Parameters<typeof not>[0]) }) });
      }
      const actions = asArray(transition.actions);
      actions.forEach((action, dropped) => {
        const kept = actions.filter((_, i) => i !== dropped);
        add({ id: `drop action ${actionName(action)} of ${what}`, kind: 'drop action', build: replace({ ...transition, actions: kept }) });
      });
    });
  }

  for (const state of statesOf(config, [])) {
    for (const kind of ['entry', 'exit'] as const) {
      const actions = asArray(state.config[kind]);
      actions.forEach((action, dropped) => {
        const path = [...stateConfigPath(state.statePath), kind];
        add({
          id: `drop action ${actionName(action)} of ${pathName(state.statePath)} ${kind}`,
          kind: 'drop action',
          build: rebuild(path, actions.filter((_, i) => i !== dropped)),
        });
      });
    }
  }
  return mutants;
}
