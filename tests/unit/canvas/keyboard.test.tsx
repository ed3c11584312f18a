// @vitest-environment jsdom
// The keyboard on the canvas: Ctrl+Z / Ctrl+Shift+Z reach the page's undo and redo, Delete and
// Ctrl+D edit the selection, Ctrl+S saves, '?' shows the shortcuts, Ctrl+C puts the selection on
// the system clipboard and in localStorage (so it pastes into another responder), Ctrl+V pastes it.
// Ctrl+F finds a node and selects it. Keys typed in a form field stay the field's own.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLIPBOARD_STORAGE_KEY, copyNodes, parseClipboard, serialiseClipboard } from '@flows/clipboard';
import { cardOf, commandNames, renderCanvas, twoNodes } from './canvas-fixtures';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

/** A stand-in for the system clipboard's DataTransfer in copy and paste events. */
function clipboardData(initial: Record<string, string> = {}) {
  const data = { ...initial };
  return { data, getData: (type: string) => data[type] ?? '', setData: (type: string, value: string) => void (data[type] = value) };
}

async function selected(id: string, options: Parameters<typeof renderCanvas>[1] = {}) {
  const rendered = renderCanvas(twoNodes(), options);
  const card = await waitFor(() => cardOf(rendered.container, id));
  fireEvent.click(card);
  await waitFor(() => expect(card.classList.contains('selected')).toBe(true));
  card.focus();
  return { ...rendered, card };
}

describe('undo, redo, save, help', () => {
  it("calls the page's undo, redo and save", async () => {
    const { host, card } = await selected('n1');
    fireEvent.keyDown(card, { key: 'z', ctrlKey: true });
    fireEvent.keyDown(card, { key: 'Z', ctrlKey: true, shiftKey: true });
    fireEvent.keyDown(card, { key: 'z', metaKey: true });
    fireEvent.keyDown(card, { key: 's', ctrlKey: true });
    expect(host.onUndo).toHaveBeenCalledTimes(2);
    expect(host.onRedo).toHaveBeenCalledTimes(1);
    expect(host.onSave).toHaveBeenCalledTimes(1);
  });

  it("shows the shortcuts on '?'", async () => {
    const { card } = await selected('n1');
    fireEvent.keyDown(card, { key: '?', shiftKey: true });
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByText('Duplicate the selected node')).toBeTruthy();
    expect(within(dialog).getByText('Ctrl+Shift+Z')).toBeTruthy();
  });

  it('leaves keys typed in a form field to the field', async () => {
    const { host } = await selected('n1');
    const keywords = within(screen.getByRole('complementary', { name: 'Inspector' })).getByLabelText('Keywords');
    fireEvent.keyDown(keywords, { key: 'z', ctrlKey: true });
    fireEvent.keyDown(keywords, { key: 'Delete' });
    expect(host.onUndo).not.toHaveBeenCalled();
    expect(host.onCommand).not.toHaveBeenCalled();
  });
});

describe('editing the selection', () => {
  it('adds to the selection with Shift+click, and deletes all the selected nodes at once', async () => {
    const doc = twoNodes();
    doc.nodes.push({ ...doc.nodes[0], id: 'n3', label: 'Node #2', position: { ...doc.nodes[0].position, y: 300, order: 1 }, actions: [], trigger: { id: 't3', type: 'inbound_call' } });
    const { container, host } = renderCanvas(doc);
    fireEvent.click(await waitFor(() => cardOf(container, 'n2')));
    fireEvent.keyDown(document, { key: 'Shift' });
    fireEvent.click(cardOf(container, 'n3'));
    fireEvent.keyUp(document, { key: 'Shift' });
    expect(await within(screen.getByRole('complementary', { name: 'Inspector' })).findByText('2 nodes selected')).toBeTruthy();
    fireEvent.keyDown(cardOf(container, 'n3'), { key: 'Delete' });
    expect(commandNames(host)).toEqual(['Delete 2 nodes']);
    expect(host.document().nodes.map((n) => n.id)).toEqual(['n1']);
  });

  it('deletes the selected node with its subtree on Delete', async () => {
    const { host, card } = await selected('n1');
    fireEvent.keyDown(card, { key: 'Delete' });
    expect(commandNames(host)).toEqual(['Delete 1 node']);
    expect(host.document().nodes).toEqual([]);
  });

  it('duplicates the selected node on Ctrl+D', async () => {
    const { host, card } = await selected('n2');
    fireEvent.keyDown(card, { key: 'd', ctrlKey: true });
    expect(commandNames(host)).toEqual(['Duplicate node']);
    expect(host.document().nodes.map((n) => n.label)).toEqual(['Node #1', 'Node #1.1', 'Node #1.2']);
  });

  it('does neither when read-only', async () => {
    const { host, card } = await selected('n1', { readOnly: true });
    fireEvent.keyDown(card, { key: 'Delete' });
    fireEvent.keyDown(card, { key: 'd', ctrlKey: true });
    fireEvent.keyDown(card, { key: 'z', ctrlKey: true });
    expect(host.onCommand).not.toHaveBeenCalled();
    expect(host.onUndo).not.toHaveBeenCalled();
  });
});

describe('copy and paste', () => {
  it('copies the selection to the system clipboard and to localStorage', async () => {
    const { card } = await selected('n2');
    const clipboard = clipboardData();
    fireEvent.copy(card, { clipboardData: clipboard });
    const copied = parseClipboard(clipboard.data['text/plain']);
    expect(copied?.nodes.map((n) => n.id)).toEqual(['n2']);
    expect(parseClipboard(localStorage.getItem(CLIPBOARD_STORAGE_KEY) ?? '')).toEqual(copied);
  });

  it('pastes what another responder copied, with fresh ids, and selects the copies', async () => {
    const other = twoNodes();
    const clipboard = clipboardData({ 'text/plain': serialiseClipboard(copyNodes(other, ['n1'])) });
    const { host, container } = renderCanvas({ nodes: [], notes: [] });
    await waitFor(() => expect(container.querySelector('.react-flow__pane')).not.toBeNull());
    fireEvent.paste(document.body, { clipboardData: clipboard });
    expect(commandNames(host)).toEqual(['Paste 1 item']);
    const [pasted] = host.document().nodes;
    expect(pasted).toMatchObject({ label: 'Node #1', parentId: null, trigger: { type: 'inbound_message', keywords: ['stop', 'quit'] } });
    expect(pasted.id).not.toBe('n1');
    expect(await within(screen.getByRole('complementary', { name: 'Inspector' })).findByRole('heading', { name: 'Node #1' })).toBeTruthy();
  });

  it('pastes the last copy kept in localStorage when the system clipboard holds something else', async () => {
    localStorage.setItem(CLIPBOARD_STORAGE_KEY, serialiseClipboard(copyNodes(twoNodes(), ['n1'])));
    const { host, container } = renderCanvas({ nodes: [], notes: [] });
    await waitFor(() => expect(container.querySelector('.react-flow__pane')).not.toBeNull());
    fireEvent.paste(document.body, { clipboardData: clipboardData({ 'text/plain': 'just some words' }) });
    expect(host.document().nodes).toHaveLength(1);
  });

  it('pastes a copied child beside the original, under the same action', async () => {
    const { host, card } = await selected('n2');
    const clipboard = clipboardData();
    fireEvent.copy(card, { clipboardData: clipboard });
    fireEvent.paste(card, { clipboardData: clipboard });
    const copy = host.document().nodes[2];
    expect(copy).toMatchObject({ parentId: 'n1', parentActionId: 'a1', label: 'Node #1.2', trigger: { type: 'no_reply', timeout: 5 } });
  });
});

describe('find', () => {
  it('lists the nodes matching a keyword; choosing one selects it and zooms to it', async () => {
    const user = userEvent.setup();
    const { container } = renderCanvas(twoNodes());
    await waitFor(() => cardOf(container, 'n1'));
    const viewport = container.querySelector<HTMLElement>('.react-flow__viewport')!;
    const before = viewport.style.transform;
    fireEvent.keyDown(document.body, { key: 'f', ctrlKey: true });
    const search = await screen.findByRole('searchbox', { name: 'Find a node' }).catch(() => screen.getByLabelText('Find a node'));
    await user.type(search, 'hooks.example');
    expect(await screen.findByText('No node matches')).toBeTruthy();
    await user.clear(search);
    await user.type(search, 'quit');
    await user.click(await screen.findByRole('button', { name: /Node #1\s*quit/ }));
    await waitFor(() => expect(cardOf(container, 'n1').classList.contains('selected')).toBe(true));
    expect(cardOf(container, 'n2').classList.contains('selected')).toBe(false);
    expect(screen.queryByLabelText('Find a node')).toBeNull();
    await waitFor(() => expect(viewport.style.transform).not.toBe(before));
  });
});

describe('pointing at a node from outside', () => {
  it('selects the node the page points at (the problems panel) and zooms to it', async () => {
    const { container } = renderCanvas(twoNodes(), { focusNodeId: 'n2' });
    await waitFor(() => expect(cardOf(container, 'n2').classList.contains('selected')).toBe(true));
    expect(await within(screen.getByRole('complementary', { name: 'Inspector' })).findByRole('heading', { name: 'Node #1.1' })).toBeTruthy();
  });
});
