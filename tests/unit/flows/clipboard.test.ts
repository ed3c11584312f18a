// Copy and paste, within one responder and into another: fresh ids, kept links, tops placed by the
// paste rules, and a clipboard that went through text (the system clipboard, localStorage).
import { describe, expect, it } from 'vitest';
import type { ResponderDocument } from '@domain/responder-flow';
import { copyNodes, parseClipboard, serialiseClipboard } from '@flows/clipboard';
import { pasteClipboard } from '@flows/commands';
import { applyCommand, emptyHistory, redo, undo } from '@flows/history';
import { validateDocument } from '@flows/validation';
import { documentOf, sampleDocument, sms } from './fixtures';

function paste(doc: ResponderDocument, command: ReturnType<typeof pasteClipboard>) {
  const applied = applyCommand(doc, emptyHistory(), command);
  if (!applied.ok) return { reason: applied.reason, doc };
  const undone = undo(applied.document, applied.history);
  expect(undone.document).toEqual(doc);
  expect(redo(undone.document, undone.history).document).toEqual(applied.document);
  return { reason: null, doc: applied.document };
}

const allIds = (doc: ResponderDocument) => doc.nodes.flatMap((n) => [n.id, n.trigger.id, ...n.actions.map((a) => a.id)]);

describe('clipboard', () => {
  it('survives text: serialise then parse gives the same clipboard; anything else is refused', () => {
    const clipboard = copyNodes(sampleDocument(), ['n1', 'n11']);
    expect(parseClipboard(serialiseClipboard(clipboard))).toEqual(clipboard);
    expect(parseClipboard('hello')).toBeNull();
    expect(parseClipboard('{"kind":"responder-clipboard","version":1,"nodes":[{"id":"bad id!"}]}')).toBeNull();
  });

  it('copies with descendants when asked, and notes by id', () => {
    const doc = { ...sampleDocument(), notes: [{ id: 's1', text: 'hi', color: 'yellow' as const, position: { x: 0, y: 0, width: 0, height: 0, order: 0 } }] };
    expect(copyNodes(doc, ['n13']).nodes.map((n) => n.id)).toEqual(['n13']);
    const withBelow = copyNodes(doc, ['n13', 's1'], { withDescendants: true });
    expect(withBelow.nodes.map((n) => n.id)).toEqual(['n13', 'n131']);
    expect(withBelow.notes.map((n) => n.id)).toEqual(['s1']);
  });

  it('pastes a tree into another responder as a new root with fresh ids and its links kept', () => {
    const source = sampleDocument();
    const clipboard = parseClipboard(serialiseClipboard(copyNodes(source, ['n1'], { withDescendants: true })));
    if (!clipboard) throw new Error('clipboard lost');
    const other = documentOf([{ id: 'o1', trigger: { id: 'to1', type: 'live_feed' }, actions: [sms('oa1')] }]);
    const command = pasteClipboard(clipboard, { x: 500, y: 300 });
    const { reason, doc } = paste(other, command);
    expect(reason).toBeNull();
    expect(doc.nodes).toHaveLength(6);
    expect(new Set(allIds(doc)).size).toBe(allIds(doc).length);
    expect(allIds(doc).filter((id) => allIds(source).includes(id))).toEqual([]);
    const top = doc.nodes.find((n) => n.id === command.createdIds[0]);
    expect(top).toMatchObject({ parentId: null, label: 'Node #2', position: { x: 500, y: 300 } });
    const reminder = doc.nodes.find((n) => n.trigger.type === 'no_reply' && n.trigger.timeout === 10);
    const reminderParent = doc.nodes.find((n) => n.id === reminder?.parentId);
    expect(reminderParent?.actions.map((a) => a.id)).toContain(reminder?.parentActionId);
    expect(reminder?.label).toBe('Node #2.3.1');
    expect(validateDocument(doc)).toEqual([]);
  });

  it('pastes into the same responder twice without clashes', () => {
    const clipboard = copyNodes(sampleDocument(), ['n2', 'n21', 'n22']);
    const once = paste(sampleDocument(), pasteClipboard(clipboard, { x: 0, y: 1000 })).doc;
    const twice = paste(once, pasteClipboard(clipboard, { x: 0, y: 2000 })).doc;
    expect(twice.nodes.filter((n) => n.level === 1).map((n) => n.label)).toEqual(['Node #1', 'Node #2', 'Node #3', 'Node #4']);
    expect(new Set(allIds(twice)).size).toBe(allIds(twice).length);
  });

  it('refuses to make a root of a trigger that cannot start, unless pasted under an action that allows it', () => {
    const clipboard = copyNodes(sampleDocument(), ['n21']);
    expect(paste(sampleDocument(), pasteClipboard(clipboard, { x: 0, y: 0 })).reason).toBe(
      'Cannot paste Node #2.1: DTMF cannot start a responder: it can only follow an action',
    );
    expect(paste(sampleDocument(), pasteClipboard(clipboard, { x: 0, y: 0 }, { parentId: 'n1', actionId: 'a1' })).reason).toMatch(/^Cannot paste Node #2.1: DTMF cannot follow Send message/);
    const command = pasteClipboard(clipboard, { x: 0, y: 0 }, { parentId: 'n2', actionId: 'a2' });
    const { doc } = paste(sampleDocument(), command);
    expect(doc.nodes.find((n) => n.id === command.createdIds[0])).toMatchObject({ parentId: 'n2', parentActionId: 'a2', label: 'Node #2.3' });
  });

  it('moves pasted notes with the nodes', () => {
    const doc = { ...sampleDocument(), notes: [{ id: 's1', text: 'hi', color: 'blue' as const, position: { x: -100, y: -50, width: 0, height: 0, order: 0 } }] };
    const command = pasteClipboard(copyNodes(doc, ['n1', 's1']), { x: 0, y: 0 });
    const pasted = paste(doc, command).doc;
    expect(pasted.notes[1]).toMatchObject({ text: 'hi', color: 'blue', position: { x: 0, y: 0 } });
    expect(pasted.notes[1].id).not.toBe('s1');
  });
});
