// INTERIM, TO BE REPLACED: a minimal stand-in for flows/validation.ts validateDocument (helper
// "flows" writes it; issue 8 contract: validateDocument(doc, context) -> Problem[]). When that file
// is on main, import validateDocument from '@flows/validation' in publish-service.ts and delete this.
import type { Action, ResponderDocument } from '@domain/responder-flow';
import type { Problem } from '@flows/problems';
import { connectionProblem } from '@flows/rules';

function missing(action: Action): string | null {
  switch (action.type) {
    case 'send_message':
      if (action.source === 'creative' && action.creativeId === undefined) return 'Creative';
      if (action.source === 'onfly' && !action.message?.trim()) return 'Message';
      if (action.source === 'ai' && action.aiAssistantId === undefined) return 'AI assistant';
      return null;
    case 'fire_request':
      return action.url.trim() === '' ? 'Url' : null;
    case 'forward_call':
      return action.phone || action.variable ? null : 'Phone';
    case 'send_voice':
    case 'play_audio':
      return action.mediaId === undefined && action.audioBuilderConfigId === undefined ? 'Media' : null;
    case 'ai_agent':
      return action.creativeId === undefined ? 'Creative' : null;
  }
}

export function validateDocument(doc: ResponderDocument): Problem[] {
  const problems: Problem[] = [];
  const error = (nodeId: string | null, field: string | null, message: string, actionId: string | null = null) =>
    problems.push({ severity: 'error', nodeId, actionId, field, message });
  if (doc.nodes.length === 0) error(null, null, 'Add at least one node');
  for (const node of doc.nodes) {
    const start = node.parentId === null ? connectionProblem(null, node.trigger.type) : null;
    if (start) error(node.id, 'Trigger', start);
    const t = node.trigger;
    if ((t.type === 'inbound_message' && t.keywords.length + t.intents.length === 0) || (t.type === 'voice_command' && t.keywords.length === 0)) {
      error(node.id, 'Keyword', 'Keyword is required field!');
    }
    if (node.actions.length === 0) error(node.id, 'Actions', 'Action is required field!');
    for (const action of node.actions) {
      const field = missing(action);
      if (field) error(node.id, field, `${field} is required field!`, action.id);
    }
  }
  return problems;
}
