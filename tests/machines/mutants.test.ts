// The mutants `npm run test:mutants` runs the suites against: one change each, named for what
// changed, and really behaving as that change (also in `.provide()`d copies of a swapped machine).
import { describe, expect, it } from 'vitest';
import { assign, createActor, setup, type AnyStateMachine } from 'xstate';
import { mutantsOf } from './mutants/mutate';

const makeDoor = () =>
  setup({
    types: { context: {} as { opened: number; locked: boolean }, events: {} as { type: 'open' } | { type: 'close' } | { type: 'lock' } },
    guards: { isUnlocked: ({ context }) => !context.locked },
    actions: { count: assign({ opened: ({ context }) => context.opened + 1 }) },
  }).createMachine({
    id: 'door',
    context: { opened: 0, locked: false },
    initial: 'closed',
    states: {
      closed: {
        on: {
          open: { guard: 'isUnlocked', target: 'open' },
          lock: { actions: assign({ locked: true }) },
        },
      },
      open: { entry: 'count', on: { close: 'closed' } },
      broken: {},
    },
  });

const run = (machine: AnyStateMachine, ...events: Array<'open' | 'close' | 'lock'>) => {
  const actor = createActor(machine).start();
  for (const type of events) actor.send({ type });
  return actor.getSnapshot();
};

describe('machine mutants', () => {
  it('lists each retarget to a sibling, each guard negated and each action dropped', () => {
    expect(mutantsOf(makeDoor()).map((mutant) => mutant.id)).toEqual([
      'retarget closed: open [isUnlocked] → open ⇒ closed',
      'retarget closed: open [isUnlocked] → open ⇒ broken',
      'negate guard closed: open [isUnlocked] → open',
      'retarget closed: lock → (stays) ⇒ open',
      'retarget closed: lock → (stays) ⇒ broken',
      'drop action assign of closed: lock → (stays)',
      'retarget open: close → closed ⇒ open',
      'retarget open: close → closed ⇒ broken',
      'drop action count of open entry',
    ]);
  });

  it('builds machines that behave as the one change says, leaving the machine alone', () => {
    const door = makeDoor();
    const mutant = (id: string) => mutantsOf(door).find((candidate) => candidate.id === id)!.build();
    expect(run(mutant('retarget closed: open [isUnlocked] → open ⇒ broken'), 'open').value).toBe('broken');
    expect(run(mutant('negate guard closed: open [isUnlocked] → open'), 'open').value).toBe('closed');
    expect(run(mutant('negate guard closed: open [isUnlocked] → open'), 'lock', 'open').value).toBe('open');
    expect(run(mutant('drop action count of open entry'), 'open').context.opened).toBe(0);
    expect(run(mutant('drop action assign of closed: lock → (stays)'), 'lock', 'open').value).toBe('open');
    expect(run(door, 'open').value).toBe('open');
    expect(run(door, 'open').context.opened).toBe(1);
  });

  it('swapped in place, the exported machine and its provided copies are the mutant', () => {
    const door = makeDoor();
    const mutant = mutantsOf(door).find((candidate) => candidate.id === 'retarget open: close → closed ⇒ broken')!;
    Object.assign(door, mutant.build());
    expect(run(door, 'open', 'close').value).toBe('broken');
    expect(run(door.provide({}), 'open', 'close').value).toBe('broken');
  });

  it('bounds an eventless cycle a retarget creates, so the suite fails instead of hanging', () => {
    const loop = setup({}).createMachine({ id: 'loop', initial: 'a', states: { a: { always: 'b' }, b: {}, c: { always: 'a' } } });
    const cyclic = mutantsOf(loop).find((candidate) => candidate.id === 'retarget a: always → b ⇒ c')!.build();
    const actor = createActor(cyclic);
    actor.subscribe({ error: () => undefined });
    actor.start();
    expect(actor.getSnapshot().status).toBe('error');
  });
});
