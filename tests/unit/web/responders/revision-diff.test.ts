// What a revision shows as changed against the document being edited: nodes added and removed
// since, and nodes whose trigger, actions or parent changed; a node only moved on the canvas is
// not a change. Restoring a revision is one undoable step.
import { describe, expect, it } from 'vitest';
import type { FlowNode, ResponderDocument } from '@domain/responder-flow';
import { applyCommand, emptyHistory, undo } from '@flows/history';
import { restoreRevision } from '@web/features/responders/restore-revision';
import { hasChanges, revisionDiff } from '@web/features/responders/revision-diff';

function node(id: string, label: string, keyword = 'yes', x = 0): FlowNode {
  return {
    id,
    label,
    level: label.split('.').length,
    parentId: label === 'Node #1' ? null : 'n_root',
    parentActionId: label === 'Node #1' ? null : 'a_root',
    trigger: { id: `t_${id}`, type: 'inbound_message', keywords: [keyword], intents: [] },
    actions: [{ id: `a_${id}`, type: 'send_message', messageType: 'SMS', source: 'onfly', message: 'Hi', medias: [], delayedMinute: 0 }],
    position: { x, y: 0, width: 0, height: 0, order: 0 },
  };
}

const revision: ResponderDocument = { nodes: [node('n_root', 'Node #1'), node('n_yes', 'Node #1.1'), node('n_no', 'Node #1.2', 'no')], notes: [] };

describe('revision diff', () => {
  it('names the nodes added, removed and changed since the revision, by label', () => {
    const current: ResponderDocument = { nodes: [node('n_root', 'Node #1'), node('n_yes', 'Node #1.1', 'sure'), node('n_stop', 'Node #1.10', 'stop'), node('n_later', 'Node #1.2', 'later')], notes: [] };
    expect(revisionDiff(revision, current)).toEqual({
      added: [
        { nodeId: 'n_later', label: 'Node #1.2' },
        { nodeId: 'n_stop', label: 'Node #1.10' },
      ],
      removed: [{ nodeId: 'n_no', label: 'Node #1.2' }],
      changed: [{ nodeId: 'n_yes', label: 'Node #1.1' }],
    });
  });

  it('does not count a node moved on the canvas', () => {
    const moved = { ...revision, nodes: revision.nodes.map((n) => ({ ...n, position: { ...n.position, x: 500 } })) };
    expect(hasChanges(revisionDiff(revision, moved))).toBe(false);
  });
});

describe('restoring a revision', () => {
  it('replaces the graph as one step that undo takes back', () => {
    const current: ResponderDocument = { nodes: [node('n_root', 'Node #1')], notes: [{ id: 's_1', text: 'Check', color: 'yellow', position: { x: 0, y: 0, width: 0, height: 0, order: 0 } }] };
    const applied = applyCommand(current, emptyHistory(), restoreRevision(3, revision));
    if (!applied.ok) throw new Error(applied.reason);
    expect(applied.document.nodes.map((n) => n.id)).toEqual(['n_root', 'n_yes', 'n_no']);
    expect(applied.document.notes).toEqual([]);
    expect(applied.history.past.map((s) => s.name)).toEqual(['Restore revision 3']);
    expect(undo(applied.document, applied.history).document).toEqual(current);
  });
});
