// Every graph the server stores goes through here first: the spec's node-save rules on each node
// (flows/node-save-rules.ts), labels and levels from the tree ('Node #1.2'; the client's are not
// trusted), and the structure checks. A refusal is a 400 naming the field in the request: `nodes.3.parentId` for
// a whole document, `node.trigger` for one node (a problem the node causes in another, such as a
// child left hanging from an action it removed, is told at the node's `actions`).
import type { FlowNode, ResponderDocument } from '@domain/responder-flow';
import type { SendMethod } from '@domain/routes';
import { treeLabels } from '@flows/model';
import { normaliseDocument } from '@flows/node-save-rules';
import { badRequest } from '../../http/errors';
import { fieldLabel } from '../../http/validation';
import { identityIssues, linkIssues, type StructureIssue } from './structure';

/**
 * Normalised and labelled nodes, in the order given, or the first structure issue. Labels are
 * made once ids are known unique and free of loops (treeLabels walks the tree).
 */
export function normaliseNodes(nodes: readonly FlowNode[], sendMethod: SendMethod): { nodes: FlowNode[]; issue: StructureIssue | null } {
  const [identity] = identityIssues(nodes);
  if (identity) return { nodes: [...nodes], issue: identity };
  // Each node keeps what the send method of the action it answers allows (the responder's by default).
  const clean = normaliseDocument({ nodes: [...nodes], notes: [] }, sendMethod).nodes;
  const labels = treeLabels(clean);
  const labelled = clean.map((n) => {
    const at = labels.get(n.id);
    return at ? { ...n, label: at.label, level: at.level } : n;
  });
  return { nodes: labelled, issue: linkIssues(labelled)[0] ?? null };
}

/** A whole document, as PUT /document stores it; 400 at `nodes.N...` for the first structure issue. */
export function prepareDocument(doc: ResponderDocument, sendMethod: SendMethod): ResponderDocument {
  const { nodes, issue } = normaliseNodes(doc.nodes, sendMethod);
  if (issue) {
    const path = ['nodes', issue.index, ...issue.path];
    throw badRequest(path.join('.'), `${fieldLabel(path)} ${issue.text}`);
  }
  return { nodes, notes: doc.notes };
}

/**
 * The stored nodes with `node` added or replaced (saveNode); 400 at `node...` when it breaks the
 * structure. `prefix` is the body's name for the node ('node').
 */
export function prepareWithNode(stored: readonly FlowNode[], node: FlowNode, sendMethod: SendMethod, prefix = 'node'): FlowNode[] {
  const merged = stored.some((n) => n.id === node.id) ? stored.map((n) => (n.id === node.id ? node : n)) : [...stored, node];
  const { nodes, issue } = normaliseNodes(merged, sendMethod);
  if (issue) {
    const own = nodes[issue.index].id === node.id;
    const path = own ? [prefix, ...issue.path] : [prefix, 'actions'];
    const labelOf = (n: FlowNode) => n.label || n.id;
    const saved = nodes.find((n) => n.id === node.id) ?? node;
    const text = own ? issue.text : `of ${labelOf(saved)} would leave ${labelOf(nodes[issue.index])} broken: ${fieldLabel(issue.path)} ${issue.text}`;
    throw badRequest(path.join('.'), `${fieldLabel(path)} ${text}`);
  }
  return nodes;
}
