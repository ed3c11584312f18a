// What a machine holds, by names a reader (and an `allowUncovered` list) can use: its states as
// dotted paths, its transitions as "source: event [guard] → target", its invoked actors.
import { getStateNodes } from '@xstate/graph';
import type { AnyStateMachine, AnyTransitionDefinition, StateValue } from 'xstate';

export interface MachineInventory {
  states: string[];
  transitions: string[];
  invokes: Array<{ id: string; src: string }>;
}

export function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if ((typeof guard === 'object' || typeof guard === 'function') && guard !== null && 'type' in guard) {
    const inner = 'guards' in guard && Array.isArray(guard.guards) ? guard.guards.map(guardName) : [];
    if (guard.type === 'xstate.not') return `!${inner.join('')}`;
    if (guard.type === 'xstate.and') return inner.join(' && ');
    if (guard.type === 'xstate.or') return inner.join(' || ');
    if (typeof guard.type === 'string') return guard.type;
  }
  return 'inline guard';
}

/** A state value as its active leaf paths: 'editing', 'composing.wizard.route + composing.calls.idle'. */
export function stateName(value: StateValue, prefix = ''): string {
  if (typeof value === 'string') return `${prefix}${value}`;
  return Object.entries(value)
    .map(([key, child]) => (child === undefined ? `${prefix}${key}` : stateName(child, `${prefix}${key}.`)))
    .join(' + ');
}

const nodeName = (path: string[]) => path.join('.') || '(machine)';

function describeTransition(transition: AnyTransitionDefinition): string {
  const event = transition.eventType === '' ? 'always' : transition.eventType;
  const guard = transition.guard ? ` [${guardName(transition.guard)}]` : '';
  const targets = transition.target?.map((node) => nodeName(node.path)).join(', ') ?? '(stays)';
  return `${nodeName(transition.source.path)}: ${event}${guard} → ${targets}`;
}

/** A stable name for a transition, the same in every `.provide()`d copy of the machine. */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const { source, eventType } = transition;
  const siblings = eventType === '' ? (source.always ?? []) : (source.transitions.get(eventType) ?? []);
  const description = describeTransition(transition);
  const twins = siblings.filter((sibling) => describeTransition(sibling) === description);
  return twins.length > 1 ? `${description} #${twins.indexOf(transition) + 1}` : description;
}

export function machineInventory(machine: AnyStateMachine): MachineInventory {
  const nodes = [machine.root, ...getStateNodes(machine.root)];
  return {
    states: nodes.filter((node) => node !== machine.root).map((node) => nodeName(node.path)),
    transitions: nodes.flatMap((node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])].map(transitionKey)),
    invokes: nodes.flatMap((node) =>
      node.invoke.flatMap((def) => (typeof def.src === 'string' ? [{ id: def.id, src: def.src }] : [])),
    ),
  };
}
