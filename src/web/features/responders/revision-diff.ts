// What changed between a published revision and the document being edited, node by node (Twilio
// Studio's users rely on seeing this before they restore): nodes added since the revision, nodes
// removed since, and nodes whose trigger, actions or place in the tree changed. Moving a node on
// the canvas is not a change of the flow, so positions are left out.
import type { FlowNode, ResponderDocument } from '@domain/responder-flow';

export interface NodeChange {
  nodeId: string;
  label: string;
}

export interface RevisionDiff {
  added: NodeChange[];
  removed: NodeChange[];
  changed: NodeChange[];
}

/** The parts of a node that make the flow: not where it sits on the canvas. */
const meaning = (node: FlowNode) => JSON.stringify([node.parentId, node.parentActionId, node.trigger, node.actions]);
const change = (node: FlowNode): NodeChange => ({ nodeId: node.id, label: node.label });
const byLabel = (a: NodeChange, b: NodeChange) => a.label.localeCompare(b.label, undefined, { numeric: true });

export function revisionDiff(revision: Pick<ResponderDocument, 'nodes'>, current: Pick<ResponderDocument, 'nodes'>): RevisionDiff {
  const before = new Map(revision.nodes.map((n) => [n.id, n]));
  const after = new Map(current.nodes.map((n) => [n.id, n]));
  const added = current.nodes.filter((n) => !before.has(n.id)).map(change);
  const removed = revision.nodes.filter((n) => !after.has(n.id)).map(change);
  const changed = current.nodes
    .filter((n) => {
      const old = before.get(n.id);
      return old !== undefined && meaning(old) !== meaning(n);
    })
    .map(change);
  return { added: added.sort(byLabel), removed: removed.sort(byLabel), changed: changed.sort(byLabel) };
}

export const hasChanges = (diff: RevisionDiff) => diff.added.length + diff.removed.length + diff.changed.length > 0;
