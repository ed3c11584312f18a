// @vitest-environment jsdom
// The canvas as a user meets it: each node's card (label, the trigger with what it waits for, the
// actions with a preview, problems), edges labelled with their trigger, and the mouse: dragging a
// node moves it (one undo step), a connection the rules refuse says why in an alert and changes
// nothing, an allowed one re-parents the node, a connection dropped on empty canvas offers the
// triggers allowed after that action and makes the node, the palette adds roots, actions and notes.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Problem } from '@flows/problems';
import { at, bigResponder, cardOf, commandNames, dragConnection, dragNode, node, renderCanvas, sourceHandle, targetHandle, twoNodes } from './canvas-fixtures';

afterEach(cleanup);

const problem = (over: Partial<Problem>): Problem => ({ severity: 'error', nodeId: 'n1', actionId: 'a1', field: 'Creative', message: 'Creative is required field!', ...over });

/** twoNodes plus a root 'Node #2' entered by a DTMF key, which no message can lead to. */
function withDtmfRoot() {
  const doc = twoNodes();
  doc.nodes.push(node('n3', { label: 'Node #2', trigger: { id: 't3', type: 'dtmf', button: '1' }, position: at(0, 300, 1) }));
  return doc;
}

describe('drawing the responder', () => {
  it('shows each node with its trigger, its actions and their previews, and the edge with its trigger', async () => {
    const { container } = renderCanvas(twoNodes());
    const first = within(await waitFor(() => cardOf(container, 'n1')));
    expect(first.getByText('Node #1')).toBeTruthy();
    expect(first.getByText('Inbound message')).toBeTruthy();
    expect(first.getByText('Keywords: stop, quit')).toBeTruthy();
    expect(first.getByText('Send message')).toBeTruthy();
    expect(first.getByText('Thanks, {name}!')).toBeTruthy();
    const second = within(cardOf(container, 'n2'));
    expect(second.getByText('Fire request')).toBeTruthy();
    expect(second.getByText('POST https://hooks.example.com/x')).toBeTruthy();
    expect(await screen.findByText('No reply · after 5 min')).toBeTruthy();
  });

  it('badges a node with its errors and warnings, their messages readable', async () => {
    const problems = [problem({}), problem({ severity: 'warning', actionId: null, message: 'No fallback when the contact does not reply' })];
    const { container } = renderCanvas(twoNodes(), { problems });
    const card = within(await waitFor(() => cardOf(container, 'n1')));
    expect(card.getByRole('img', { name: /1 errors: Creative is required field!/ })).toBeTruthy();
    expect(card.getByRole('img', { name: /1 warnings: No fallback/ })).toBeTruthy();
    expect(within(cardOf(container, 'n2')).queryByRole('img')).toBeNull();
  });

  it('lights the path the simulator played', async () => {
    const { container } = renderCanvas(twoNodes(), { litNodeIds: ['n1'] });
    await waitFor(() => expect(cardOf(container, 'n1').querySelector('.rc-lit')).not.toBeNull());
    expect(cardOf(container, 'n2').querySelector('.rc-lit')).toBeNull();
  });
});

describe('the mouse', () => {
  it('moves a dragged node, as one step the page can undo', async () => {
    const { container, host } = renderCanvas(twoNodes());
    dragNode(await waitFor(() => cardOf(container, 'n2')), 100, 60);
    await waitFor(() => expect(commandNames(host)).toEqual(['Move']));
    const moved = host.document().nodes[1].position;
    expect(moved.x).toBeGreaterThan(400);
    expect(moved.y).toBeGreaterThan(0);
    expect(host.document().nodes[0].position).toMatchObject({ x: 0, y: 0 });
  });

  it('refuses a connection the rules do not allow, saying why, and changes nothing', async () => {
    const doc = withDtmfRoot();
    const { container, host } = renderCanvas(doc);
    await waitFor(() => cardOf(container, 'n3'));
    dragConnection(sourceHandle(container, 'n1', 'a1'), targetHandle(container, 'n3'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('DTMF cannot follow Send message; it can lead to Click link, Inbound message, No click, No reply'));
    expect(host.onCommand).not.toHaveBeenCalled();
    expect(host.document()).toBe(doc);
  });

  it('refuses a drop on a card the same way as a drop on its handle', async () => {
    const { container } = renderCanvas(withDtmfRoot());
    await waitFor(() => cardOf(container, 'n3'));
    dragConnection(sourceHandle(container, 'n1', 'a1'), cardOf(container, 'n3').querySelector('.rc-trigger')!);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('DTMF cannot follow Send message'));
  });

  it('hangs a node under an action when the rules allow it, relabelled', async () => {
    const doc = twoNodes();
    doc.nodes.push(node('n3', { label: 'Node #2', trigger: { id: 't3', type: 'click_link' }, position: at(0, 300, 1) }));
    const { container, host } = renderCanvas(doc);
    await waitFor(() => cardOf(container, 'n3'));
    dragConnection(sourceHandle(container, 'n1', 'a1'), targetHandle(container, 'n3'));
    await waitFor(() => expect(commandNames(host)).toEqual(['Connect']));
    expect(host.document().nodes.find((n) => n.id === 'n3')).toMatchObject({ parentId: 'n1', parentActionId: 'a1', label: 'Node #1.2' });
    expect((await screen.findByTestId('edge-label-e_n3')).textContent).toBe('Click link');
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('offers the triggers allowed after the action when a connection is dropped on empty canvas', async () => {
    const user = userEvent.setup();
    const { container, host } = renderCanvas(twoNodes());
    await waitFor(() => cardOf(container, 'n1'));
    dragConnection(sourceHandle(container, 'n1', 'a1'), container.querySelector('.react-flow__pane')!);
    const menu = await screen.findByRole('menu', { name: 'What does the contact do next?' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Click link', 'Inbound message', 'No click', 'No reply']);
    await user.click(within(menu).getByRole('menuitem', { name: 'No click' }));
    await waitFor(() => expect(commandNames(host)).toEqual(['Add node']));
    const added = host.document().nodes[2];
    expect(added).toMatchObject({ parentId: 'n1', parentActionId: 'a1', label: 'Node #1.2', trigger: { type: 'no_click', timeout: 1 } });
    expect(screen.queryByRole('menu')).toBeNull();
    // The new node is selected: the inspector shows it.
    expect(await within(screen.getByRole('complementary', { name: 'Inspector' })).findByRole('heading', { name: 'Node #1.2' })).toBeTruthy();
  });

  it('offers nothing from a webhook: nothing the contact does follows it', async () => {
    const { container } = renderCanvas(twoNodes());
    await waitFor(() => cardOf(container, 'n2'));
    const handle = sourceHandle(container, 'n2', 'a2');
    expect(handle.classList.contains('connectable')).toBe(false);
    expect(handle.getAttribute('title')).toBe('Nothing can follow this action');
  });
});

describe('the palette', () => {
  it('starts a new root with a start trigger, and selects it', async () => {
    const user = userEvent.setup();
    const { host } = renderCanvas(twoNodes());
    const palette = await screen.findByRole('complementary', { name: 'Palette' });
    await user.click(within(palette).getByRole('button', { name: 'Inbound call' }));
    expect(commandNames(host)).toEqual(['Add node']);
    expect(host.document().nodes[2]).toMatchObject({ parentId: null, label: 'Node #2', trigger: { type: 'inbound_call' } });
    expect(await within(screen.getByRole('complementary', { name: 'Inspector' })).findByRole('heading', { name: 'Node #2' })).toBeTruthy();
  });

  it('adds an action to the one selected node', async () => {
    const user = userEvent.setup();
    const { container, host } = renderCanvas(twoNodes());
    const palette = await screen.findByRole('complementary', { name: 'Palette' });
    expect(within(palette).getByRole('button', { name: 'Play audio' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(cardOf(container, 'n2'));
    await waitFor(() => expect(within(palette).getByText('To Node #1.1')).toBeTruthy());
    await user.click(within(palette).getByRole('button', { name: 'Play audio' }));
    expect(host.document().nodes[1].actions.map((a) => a.type)).toEqual(['fire_request', 'play_audio']);
    expect(await within(cardOf(container, 'n2')).findByText('Play audio')).toBeTruthy();
  });

  it('drops a sticky note whose text is saved when it loses focus', async () => {
    const user = userEvent.setup();
    const { host } = renderCanvas(twoNodes());
    await user.click(within(await screen.findByRole('complementary', { name: 'Palette' })).getByRole('button', { name: 'Add note' }));
    const note = await screen.findByRole('textbox', { name: 'Note' });
    await user.type(note, 'Ask legal about STOP');
    expect(commandNames(host)).toEqual(['Add note']);
    fireEvent.blur(note);
    expect(commandNames(host)).toEqual(['Add note', 'Edit note']);
    expect(host.document().notes[0].text).toBe('Ask legal about STOP');
  });
});

describe('read-only (a revision)', () => {
  it('shows the graph but offers no edits', async () => {
    const { container, host } = renderCanvas(twoNodes(), { readOnly: true });
    const card = await waitFor(() => cardOf(container, 'n2'));
    expect(screen.queryByRole('complementary', { name: 'Palette' })).toBeNull();
    expect(card.classList.contains('draggable')).toBe(false);
    expect(sourceHandle(container, 'n1', 'a1').classList.contains('connectable')).toBe(false);
    fireEvent.click(card);
    const inspector = within(screen.getByRole('complementary', { name: 'Inspector' }));
    expect(await inspector.findByLabelText('Webhook URL')).toHaveProperty('disabled', true);
    expect(inspector.queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(inspector.queryByRole('button', { name: 'Delete node' })).toBeNull();
    dragNode(card, 100, 60);
    expect(host.onCommand).not.toHaveBeenCalled();
  });
});

describe('a 1,000-node responder', () => {
  it('opens on its first root at a readable zoom and draws only the cards in view', async () => {
    const { container } = renderCanvas(bigResponder());
    await waitFor(() => expect(cardOf(container, 'n0')).toBeTruthy());
    const drawn = container.querySelectorAll('.react-flow__node').length;
    expect(drawn).toBeGreaterThan(0);
    expect(drawn).toBeLessThan(50);
    expect(container.querySelector<HTMLElement>('.react-flow__viewport')?.style.transform).toBe('translate(40px,40px) scale(0.8)');
    // Edges leave the drawn cards towards cards not drawn yet, from the right action handle.
    expect(container.querySelector('.react-flow__edge[data-id="e_n1"]')).not.toBeNull();
  });
});
