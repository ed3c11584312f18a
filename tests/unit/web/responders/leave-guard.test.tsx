// @vitest-environment jsdom
// Leaving the editor with unsaved changes, driven by the editor machine: a navigation is held and
// 'changes not saved' asked; Stay keeps the page, Leave without saving goes, Save and leave saves
// first and then goes. With nothing unsaved the navigation simply goes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor, fromPromise, waitFor as settled } from 'xstate';
import { responderEditorMachine, type SaveInput } from '@machines/responder-editor.machine';
import { LeaveGuard } from '@web/features/responders/leave-guard';
import { renderWithProviders } from '../render-with-providers';
import { addNote, loadAnswers, saved } from '../../../machines/fixtures/responder-editor-answers';

afterEach(cleanup);

async function editing(dirty: boolean) {
  const save = vi.fn(async (_: SaveInput) => saved(5));
  const actor = createActor(
    responderEditorMachine.provide({
      actors: {
        load: fromPromise(async () => loadAnswers.placed),
        save: fromPromise(({ input }: { input: SaveInput }) => save(input)),
      },
    }),
    { input: { responderId: 7 } },
  ).start();
  await settled(actor, (s) => s.matches('editing'));
  if (dirty) actor.send({ type: 'doc.command', command: addNote });
  const view = renderWithProviders(<LeaveGuard actor={actor} />, { initialPath: '/responders/7', routes: [{ path: '/responders', element: <p>the list</p> }] });
  return { actor, save, router: view.router! };
}

const dialog = () => screen.findByRole('alertdialog');

describe('leaving the editor', () => {
  it('asks when changes are unsaved; Stay keeps the page', async () => {
    const user = userEvent.setup();
    const { router, actor } = await editing(true);
    void router.navigate('/responders');
    const asked = await dialog();
    expect(within(asked).getByText('changes not saved')).toBeTruthy();
    await user.click(within(asked).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/responders/7');
    expect(actor.getSnapshot().matches({ editing: 'dirty' })).toBe(true);
  });

  it('leaves without saving when told to', async () => {
    const user = userEvent.setup();
    const { router, save } = await editing(true);
    void router.navigate('/responders');
    await user.click(within(await dialog()).getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/responders'));
    expect(save).not.toHaveBeenCalled();
  });

  it('saves, then leaves', async () => {
    const user = userEvent.setup();
    const { router, save } = await editing(true);
    void router.navigate('/responders');
    await user.click(within(await dialog()).getByRole('button', { name: 'Save and leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/responders'));
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ responderId: 7, version: 4 }));
  });

  it('lets a navigation go when nothing is unsaved', async () => {
    const { router } = await editing(false);
    await router.navigate('/responders');
    expect(router.state.location.pathname).toBe('/responders');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
