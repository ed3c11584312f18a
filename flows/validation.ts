// The checks that stand between a responder and publish (issue 8), shown on the nodes and in the
// problems panel; any 'error' blocks publish (flows/problems.ts). docs/decisions/0020 lists them:
// - fields: what each trigger and action needs, in the spec's words (flows/validation-fields.ts);
// - structure: ids used twice, a node hanging from a node or action that is gone (dangling), a node
//   no start leads to (unreachable), a trigger not allowed after its parent's action or unable to
//   start a root (flows/rules.ts);
// - branches of one action: the same keyword (or intent, or DTMF key) twice, since only the first
//   would ever fire; two timeouts of one kind (a warning: only the first fires);
// - "a DTMF key with no branch": an action that branches on some keys but has no No DTMF child, so a
//   caller pressing any other key (or none) is left in silence;
// - "a message without a no-reply / no-answer fallback" (a warning): an action that waits for the
//   contact (replies, clicks, an answered call, keys) with no branch for when nothing comes. A
//   message nobody is expected to answer (the end of a flow) needs none.
import { DTMF_KEYS, type Action, type FlowNode, type ResponderDocument, type TriggerType } from '@domain/responder-flow';
import { childrenIndex } from './model';
import type { Problem } from './problems';
import { connectionProblem, TRIGGER_LABELS } from './rules';
import { nodeFieldProblems, type LibraryIds } from './validation-fields';
import type { EstimateContext } from './message-estimate';

export { messageEstimate, type MessageEstimate } from './message-estimate';

export type ValidationContext = LibraryIds & EstimateContext;

/** Per action type: the triggers that wait for the contact, and the fallbacks for when nothing comes. */
const WAITING: Partial<Record<Action['type'], { waits: TriggerType[]; fallbacks: TriggerType[]; message: string }>> = {
  send_message: {
    waits: ['inbound_message', 'click_link'],
    fallbacks: ['no_reply', 'no_click'],
    message: 'No fallback when the contact does not reply: add a No reply or No click branch',
  },
  ai_agent: {
    waits: ['inbound_message', 'ai_agent_qualify'],
    fallbacks: ['no_reply'],
    message: 'No fallback when the contact does not reply: add a No reply branch',
  },
  send_voice: {
    waits: ['answered_call', 'dtmf', 'voice_command', 'listen_call', 'amd'],
    fallbacks: ['no_answer'],
    message: 'No fallback when the call is not answered: add a No answer branch',
  },
};

export function validateDocument(doc: ResponderDocument, context: ValidationContext = {}): Problem[] {
  const problems: Problem[] = [];
  const error = (nodeId: string | null, message: string, field: string | null = null, actionId: string | null = null) =>
    problems.push({ severity: 'error', nodeId, actionId, field, message });
  const byId = new Map(doc.nodes.map((n) => [n.id, n]));
  const index = childrenIndex(doc.nodes);

  const seenIds = new Set<string>();
  for (const node of doc.nodes) {
    for (const id of [node.id, node.trigger.id, ...node.actions.map((a) => a.id)]) {
      if (seenIds.has(id)) error(node.id, `Id ${id} is used twice`);
      seenIds.add(id);
    }
  }

  const dangling = new Set<string>();
  for (const node of doc.nodes) {
    if (node.parentId === null) {
      const problem = connectionProblem(null, node.trigger.type);
      if (problem) error(node.id, problem, 'Trigger');
      continue;
    }
    const parent = byId.get(node.parentId);
    const action = parent?.actions.find((a) => a.id === node.parentActionId);
    if (!parent || !action) {
      dangling.add(node.id);
      error(node.id, parent ? 'This node hangs from an action that no longer exists' : 'This node hangs from a node that no longer exists');
      continue;
    }
    const problem = connectionProblem(action.type, node.trigger.type);
    if (problem) error(node.id, problem, 'Trigger');
  }

  const reached = reachable(index, dangling);
  for (const node of doc.nodes) {
    if (!reached.has(node.id) && !dangling.has(node.id)) error(node.id, 'Unreachable: no start of the responder leads to this node');
  }

  for (const node of doc.nodes) {
    problems.push(...nodeFieldProblems(node, context));
    const children = index.get(node.id) ?? [];
    for (const action of node.actions) problems.push(...branchProblems(node, action, children.filter((c) => c.parentActionId === action.id)));
  }
  return problems;
}

/** Nodes a start leads to, walking only through links that hold. */
function reachable(index: Map<string | null, FlowNode[]>, dangling: ReadonlySet<string>): Set<string> {
  const reached = new Set<string>();
  const stack = [...(index.get(null) ?? [])];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!node || reached.has(node.id) || dangling.has(node.id)) continue;
    reached.add(node.id);
    stack.push(...(index.get(node.id) ?? []));
  }
  return reached;
}

/** The checks over one action's branches (its children in sibling order). */
function branchProblems(node: FlowNode, action: Action, children: readonly FlowNode[]): Problem[] {
  const problems: Problem[] = [];
  const owners = new Map<string, string>();
  // `what` is the trigger's parameter ('Keyword "yes"'); the first child to claim it owns it.
  const claim = (child: FlowNode, key: string, what: string, severity: Problem['severity'] = 'error', why = '') => {
    const owner = owners.get(key);
    if (owner === undefined) owners.set(key, child.label);
    else problems.push({ severity, nodeId: child.id, actionId: null, field: 'Trigger', message: `${what} is also used by ${owner} under this action${why}` });
  };
  for (const child of children) {
    const t = child.trigger;
    if (t.type === 'inbound_message' || t.type === 'voice_command') {
      for (const keyword of new Set(t.keywords.map((k) => k.trim().toLowerCase()))) claim(child, `${t.type}:keyword:${keyword}`, `Keyword "${keyword}"`);
    }
    if (t.type === 'inbound_message') {
      for (const intent of new Set(t.intents.map((i) => i.trim().toLowerCase().replaceAll(' ', '_')))) claim(child, `intent:${intent}`, `Intent "${intent}"`);
    }
    if (t.type === 'dtmf') claim(child, `dtmf:${t.button}`, `DTMF ${t.button}`);
    if ('timeout' in t) claim(child, `timeout:${t.type}`, TRIGGER_LABELS[t.type], 'warning', '; only the first to time out fires');
  }

  const types = new Set(children.map((c) => c.trigger.type));
  if (types.has('dtmf') && !types.has('no_dtmf')) {
    const used = new Set(children.flatMap((c) => (c.trigger.type === 'dtmf' ? [c.trigger.button] : [])));
    const missing = DTMF_KEYS.filter((k) => !used.has(k));
    if (missing.length > 0) {
      problems.push({
        severity: 'error',
        nodeId: node.id,
        actionId: action.id,
        field: 'DTMF',
        message: `DTMF ${missing.join(', ')} ${missing.length === 1 ? 'has' : 'have'} no branch: add a No DTMF fallback`,
      });
    }
  }

  const waiting = WAITING[action.type];
  if (waiting && waiting.waits.some((w) => types.has(w)) && !waiting.fallbacks.some((f) => types.has(f))) {
    problems.push({ severity: 'warning', nodeId: node.id, actionId: action.id, field: null, message: waiting.message });
  }
  return problems;
}
