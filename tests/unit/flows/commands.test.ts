// Every editor command, applied through flows/history.ts: what the user sees change, that undo
// brings the document back exactly, and that redo replays it.
import { describe, expect, it } from 'vitest';
import type { ResponderDocument } from '@domain/responder-flow';
import { applyCommand, emptyHistory, redo, undo, type Command } from '@flows/history';
import {
  addAction,
  addChild,
  addNote,
  addRoot,
  applyLayout,
  connect,
  deleteNodes,
  deleteNote,
  disconnect,
  duplicateNode,
  moveAction,
  moveNodes,
  removeAction,
  updateAction,
  updateNote,
  updateTrigger,
} from '@flows/commands';
import { largeDocument, sampleDocument, sms } from './fixtures';

/** Apply, then check undo gives the original back and redo the result; answers the result. */
function applyUndoRedo(doc: ResponderDocument, command: Command): ResponderDocument {
  const applied = applyCommand(doc, emptyHistory(), command);
  if (!applied.ok) throw new Error(`refused: ${applied.reason}`);
  const undone = undo(applied.document, applied.history);
  expect(undone.document).toEqual(doc);
  const redone = redo(undone.document, undone.history);
  expect(redone.document).toEqual(applied.document);
  return applied.document;
}

function refusal(doc: ResponderDocument, command: Command): string {
  const applied = applyCommand(doc, emptyHistory(), command);
  if (applied.ok) throw new Error('expected a refusal');
  return applied.reason;
}

const byId = (doc: ResponderDocument, id: string) => {
  const node = doc.nodes.find((n) => n.id === id);
  if (!node) throw new Error(`no node ${id}`);
  return node;
};
const labels = (doc: ResponderDocument) => Object.fromEntries(doc.nodes.map((n) => [n.id, `${n.label}/${n.level}`]));

describe('editor commands with undo and redo', () => {
  it('addRoot adds a start with one empty send_message, labelled after the last root', () => {
    const command = addRoot('live_feed', { x: 10, y: 20 });
    const doc = applyUndoRedo(sampleDocument(), command);
    const root = byId(doc, command.createdId);
    expect(root).toMatchObject({ label: 'Node #3', level: 1, parentId: null, trigger: { type: 'live_feed' }, position: { x: 10, y: 20 } });
    expect(root.actions).toEqual([expect.objectContaining({ type: 'send_message', messageType: 'SMS', medias: [], delayedMinute: 0 })]);
    expect(refusal(sampleDocument(), addRoot('dtmf', { x: 0, y: 0 }))).toBe('DTMF cannot start a responder: it can only follow an action');
  });

  it('addChild hangs a trigger with its defaults under an action, and refuses a disallowed one', () => {
    const noClick = addChild({ parentId: 'n1', actionId: 'a1', triggerType: 'no_click' });
    const doc = applyUndoRedo(sampleDocument(), noClick);
    expect(byId(doc, noClick.createdId)).toMatchObject({ label: 'Node #1.4', level: 2, parentActionId: 'a1', trigger: { type: 'no_click', timeout: 1 } });
    const keyword = addChild({ parentId: 'n1', actionId: 'a1', triggerType: 'inbound_message' });
    expect(byId(applyUndoRedo(sampleDocument(), keyword), keyword.createdId).trigger).toMatchObject({ keywords: [], intents: [] });
    const key = addChild({ parentId: 'n2', actionId: 'a2', triggerType: 'dtmf', position: { x: 5, y: 6 } });
    expect(byId(applyUndoRedo(sampleDocument(), key), key.createdId)).toMatchObject({ trigger: { button: '1' }, position: { x: 5, y: 6 } });
    expect(refusal(sampleDocument(), addChild({ parentId: 'n1', actionId: 'a1', triggerType: 'dtmf' }))).toBe(
      'DTMF cannot follow Send message; it can lead to Click link, Inbound message, No click, No reply',
    );
  });

  it('addAction appends an empty action; updateAction edits it; moveAction reorders; removeAction takes its children', () => {
    const add = addAction('n1', 'fire_request');
    let doc = applyUndoRedo(sampleDocument(), add);
    expect(byId(doc, 'n1').actions.map((a) => a.type)).toEqual(['send_message', 'fire_request']);
    expect(byId(doc, 'n1').actions[1]).toMatchObject({ url: '', method: 'GET', headers: [] });

    doc = applyUndoRedo(doc, updateAction('n1', { id: add.createdId, type: 'fire_request', url: 'https://hook.example/x', method: 'POST', params: [], headers: [] }));
    expect(byId(doc, 'n1').actions[1]).toMatchObject({ url: 'https://hook.example/x', method: 'POST' });

    doc = applyUndoRedo(doc, moveAction('n1', add.createdId, 0));
    expect(byId(doc, 'n1').actions.map((a) => a.type)).toEqual(['fire_request', 'send_message']);

    doc = applyUndoRedo(doc, removeAction('n1', 'a1'));
    expect(byId(doc, 'n1').actions.map((a) => a.type)).toEqual(['fire_request']);
    expect(doc.nodes.map((n) => n.id)).toEqual(['n1', 'n2', 'n21', 'n22']);
    expect(labels(doc)).toEqual({ n1: 'Node #1/1', n2: 'Node #2/1', n21: 'Node #2.1/2', n22: 'Node #2.2/2' });
  });

  it('updateAction refuses a type its children cannot follow', () => {
    expect(refusal(sampleDocument(), updateAction('n2', { id: 'a2', type: 'fire_request', url: 'https://x.example', method: 'GET', params: [], headers: [] }))).toBe(
      'Node #2.1: Nothing can follow Fire request: the contact never sees it',
    );
    const doc = applyUndoRedo(sampleDocument(), updateAction('n2', { id: 'a2', type: 'send_voice', mediaId: 4, delayedMinute: 0 }));
    expect(byId(doc, 'n2').actions[0].type).toBe('send_voice');
  });

  it('updateTrigger changes parameters, keeps the trigger id, and refuses a type the parent action cannot lead to', () => {
    const doc = applyUndoRedo(sampleDocument(), updateTrigger('n11', { id: 'other', type: 'inbound_message', keywords: ['yes', 'ok'], intents: [] }));
    expect(byId(doc, 'n11').trigger).toEqual({ id: 't11', type: 'inbound_message', keywords: ['yes', 'ok'], intents: [] });
    expect(refusal(sampleDocument(), updateTrigger('n11', { id: 't11', type: 'dtmf', button: '2' }))).toMatch(/^DTMF cannot follow Send message/);
    expect(refusal(sampleDocument(), updateTrigger('n1', { id: 't1', type: 'no_dtmf', timeout: 1 }))).toMatch(/cannot start a responder/);
  });

  it('connect re-parents a node with its subtree and relabels both trees', () => {
    const doc = applyUndoRedo(sampleDocument(), connect({ parentId: 'n11', actionId: 'a11', childId: 'n13' }));
    expect(byId(doc, 'n13')).toMatchObject({ parentId: 'n11', parentActionId: 'a11', label: 'Node #1.1.1', level: 3 });
    expect(byId(doc, 'n131')).toMatchObject({ label: 'Node #1.1.1.1', level: 4 });
    expect(byId(doc, 'n12').label).toBe('Node #1.2');
  });

  it('connect with a trigger type gives the node that trigger with its defaults', () => {
    const doc = applyUndoRedo(sampleDocument(), connect({ parentId: 'n2', actionId: 'a2', childId: 'n12', triggerType: 'dtmf' }));
    expect(byId(doc, 'n12')).toMatchObject({ parentId: 'n2', trigger: { id: 't12', type: 'dtmf', button: '1' }, label: 'Node #2.3' });
    expect(byId(doc, 'n13').label).toBe('Node #1.2');
  });

  it('connect refuses disallowed triggers, loops, a node onto itself, and start-only triggers under an action', () => {
    const doc = sampleDocument();
    expect(refusal(doc, connect({ parentId: 'n2', actionId: 'a2', childId: 'n11' }))).toMatch(/^Inbound message cannot follow Play audio; it can lead to DTMF/);
    expect(refusal(doc, connect({ parentId: 'n131', actionId: 'a131', childId: 'n1' }))).toBe('Node #1.3.1 is below Node #1: connecting them would make a loop');
    expect(refusal(doc, connect({ parentId: 'n13', actionId: 'a13', childId: 'n13' }))).toBe('A node cannot follow its own action');
    expect(refusal(doc, connect({ parentId: 'n1', actionId: 'a1', childId: 'n2' }))).toBe(
      'Inbound call cannot follow Send message; it can lead to Click link, Inbound message, No click, No reply',
    );
    expect(refusal(doc, connect({ parentId: 'n1', actionId: 'gone', childId: 'n2' }))).toBe('This action is no longer in Node #1');
  });

  it('disconnect makes a start-able node a root and refuses one that cannot start', () => {
    const doc = applyUndoRedo(sampleDocument(), disconnect('n12'));
    expect(byId(doc, 'n12')).toMatchObject({ parentId: null, parentActionId: null, label: 'Node #3', level: 1 });
    expect(refusal(sampleDocument(), disconnect('n21'))).toBe('DTMF cannot start a responder: it can only follow an action');
  });

  it('deleteNodes removes the nodes, their descendants and selected notes; labels close the gap', () => {
    const note = addNote({ x: 0, y: 0 }, 'remember');
    const withNote = applyUndoRedo(sampleDocument(), note);
    const doc = applyUndoRedo(withNote, deleteNodes(['n12', 'n13', note.createdId]));
    expect(doc.nodes.map((n) => n.id)).toEqual(['n1', 'n11', 'n2', 'n21', 'n22']);
    expect(doc.notes).toEqual([]);
    const all = applyUndoRedo(sampleDocument(), deleteNodes(['n1']));
    expect(labels(all)).toEqual({ n2: 'Node #1/1', n21: 'Node #1.1/2', n22: 'Node #1.2/2' });
  });

  it('duplicateNode copies the subtree with fresh ids, offset, after its siblings', () => {
    const command = duplicateNode('n13');
    const doc = applyUndoRedo(sampleDocument(), command);
    expect(doc.nodes).toHaveLength(10);
    const copy = byId(doc, command.createdId);
    const original = byId(doc, 'n13');
    expect(copy).toMatchObject({ parentId: 'n1', parentActionId: 'a1', label: 'Node #1.4', trigger: { type: 'no_reply', timeout: 5 } });
    expect(copy.trigger.id).not.toBe(original.trigger.id);
    expect(copy.actions[0].id).not.toBe('a13');
    expect(copy.position).toMatchObject({ x: original.position.x + 40, y: original.position.y + 40 });
    const copiedChild = doc.nodes.find((n) => n.parentId === copy.id);
    expect(copiedChild).toMatchObject({ parentActionId: copy.actions[0].id, label: 'Node #1.4.1', trigger: { type: 'no_reply', timeout: 10 } });
    const ids = doc.nodes.flatMap((n) => [n.id, n.trigger.id, ...n.actions.map((a) => a.id)]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('moveNodes moves nodes and notes together; applyLayout moves nodes only', () => {
    const note = addNote({ x: 1, y: 1 });
    const withNote = applyUndoRedo(sampleDocument(), note);
    const moved = applyUndoRedo(withNote, moveNodes({ n1: { x: 100, y: 200 }, [note.createdId]: { x: 7, y: 8 } }));
    expect(byId(moved, 'n1').position).toMatchObject({ x: 100, y: 200 });
    expect(moved.notes[0].position).toMatchObject({ x: 7, y: 8 });
    const laid = applyUndoRedo(moved, applyLayout({ n2: { x: 0, y: 900 }, [note.createdId]: { x: 50, y: 50 }, missing: { x: 1, y: 1 } }));
    expect(byId(laid, 'n2').position).toMatchObject({ x: 0, y: 900 });
    expect(laid.notes[0].position).toMatchObject({ x: 7, y: 8 });
  });

  it('notes: add, edit, delete', () => {
    const add = addNote({ x: 3, y: 4 }, 'Ask legal', 'pink');
    let doc = applyUndoRedo(sampleDocument(), add);
    expect(doc.notes).toEqual([{ id: add.createdId, text: 'Ask legal', color: 'pink', position: { x: 3, y: 4, width: 0, height: 0, order: 0 } }]);
    doc = applyUndoRedo(doc, updateNote(add.createdId, { text: 'Asked legal', color: 'green', width: 200 }));
    expect(doc.notes[0]).toMatchObject({ text: 'Asked legal', color: 'green', position: { width: 200 } });
    doc = applyUndoRedo(doc, deleteNote(add.createdId));
    expect(doc.notes).toEqual([]);
    expect(refusal(doc, updateNote(add.createdId, { text: 'x' }))).toBe('This note no longer exists');
  });

  it('a refused command changes nothing and leaves the history as it was', () => {
    const doc = sampleDocument();
    const history = emptyHistory();
    const applied = applyCommand(doc, history, addAction('missing', 'send_message'));
    expect(applied).toEqual({ ok: false, reason: 'This node no longer exists' });
  });

  // Speed is the canvas bench's job (canvas.undo_ms); here every command and its undo must work on
  // a document the size the bench uses.
  it('applies and undoes every kind of command on a 1,000-node document', () => {
    const doc = largeDocument(1000);
    let current = doc;
    let history = emptyHistory();
    const commands: Command[] = [
      addChild({ parentId: 'n500', actionId: 'a500', triggerType: 'click_link' }),
      deleteNodes(['n1']),
      duplicateNode('n2'),
      connect({ parentId: 'n3', actionId: 'a3', childId: 'n2' }),
      moveNodes(Object.fromEntries(doc.nodes.map((n) => [n.id, { x: n.position.x + 1, y: n.position.y }]))),
      updateAction('n10', sms('a10', 'changed')),
    ];
    for (const command of commands) {
      const applied = applyCommand(current, history, command);
      if (!applied.ok) throw new Error(applied.reason);
      current = applied.document;
      history = applied.history;
    }
    for (let i = 0; i < commands.length; i += 1) ({ document: current, history } = undo(current, history));
    expect(current).toEqual(doc);
  });
});
