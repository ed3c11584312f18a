// The field checks of one node (flows/validation.ts runs them over the whole document): what each
// trigger and action needs before the responder can run, in the spec's words ('X is required
// field!'), the schemas' own limits (a delay with four decimals, a timeout of 0), and references to
// creatives, offers or media the user's library no longer holds (when the caller passes it).
import { messages } from '@domain/messages';
import { actionSchema, triggerSchema, type Action, type AltRouteSetting, type FlowNode } from '@domain/responder-flow';
import type { Problem } from './problems';

type Ids = readonly { id: number }[] | undefined;

/**
 * The user's library as far as the checks need it (flows/canvas's ResponderLibrary fits). Pass a
 * list only once it has loaded: an empty list means "the user has none", so every reference to it
 * would be flagged.
 */
export interface LibraryIds {
  creatives?: readonly { id: number; message: string }[];
  offers?: Ids;
  optoutLinks?: Ids;
  media?: Ids;
  audioConfigs?: Ids;
  aiAssistants?: Ids;
  didGroups?: Ids;
  routes?: Ids;
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function nodeFieldProblems(node: FlowNode, library: LibraryIds): Problem[] {
  const problems: Problem[] = [];
  const error = (field: string | null, message: string, actionId: string | null = null) =>
    problems.push({ severity: 'error', nodeId: node.id, actionId, field, message });

  const trigger = triggerSchema.safeParse(node.trigger);
  if (!trigger.success) error('Trigger', trigger.error.issues[0].message);
  const t = node.trigger;
  if (t.type === 'inbound_message' && t.keywords.length === 0 && t.intents.length === 0) error('Keyword', messages.required('Keyword'));
  if (t.type === 'voice_command' && t.keywords.length === 0) error('Keyword', messages.required('Keyword'));
  if (node.actions.length === 0) error('Actions', messages.required('Action'));

  for (const action of node.actions) {
    const parsed = actionSchema.safeParse(action);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = typeof issue.path[0] === 'string' ? capitalised(issue.path[0]) : null;
      error(field, issue.message, action.id);
    }
    for (const [field, message] of actionFieldProblems(action, library)) error(field, message, action.id);
  }
  return problems;
}

/** [field, message] pairs for one action. */
function actionFieldProblems(action: Action, library: LibraryIds): [string, string][] {
  const found: [string, string][] = [];
  const required = (field: string) => found.push([field, messages.required(field)]);
  const mustExist = (field: string, id: number | undefined, list: Ids) => {
    if (id !== undefined && list && !list.some((item) => item.id === id)) found.push([field, `${field} no longer exists`]);
  };
  const route = (alt: AltRouteSetting | undefined) => {
    if (!alt) return;
    if (alt.sendMethod === 1 && alt.routeId === undefined) required('Route');
    if (alt.sendMethod === 2 && alt.didGroupId === undefined) required('DID group');
    mustExist('Route', alt.routeId, library.routes);
    mustExist('DID group', alt.didGroupId, library.didGroups);
  };
  switch (action.type) {
    case 'send_message':
      if (action.source === 'creative' && action.creativeId === undefined) required('Creative');
      if (action.source === 'onfly' && !action.message?.trim()) required('Message');
      if (action.source === 'ai' && action.aiAssistantId === undefined) required('AI assistant');
      if (action.messageType === 'MMS' && action.medias.length === 0) required('Media');
      mustExist('Creative', action.creativeId, library.creatives);
      mustExist('AI assistant', action.aiAssistantId, library.aiAssistants);
      mustExist('Offer', action.offerId, library.offers);
      mustExist('Opt-out link', action.optoutLinkId, library.optoutLinks);
      for (const media of action.medias) mustExist('Media', media, library.media);
      route(action.altRouteSetting);
      break;
    case 'fire_request':
      if (!action.url.trim()) required('Url');
      else if (!isWebUrl(action.url)) found.push(['Url', `Url ${messages.incorrectFormat}`]);
      break;
    case 'send_voice':
    case 'play_audio':
      if (action.mediaId === undefined && action.audioBuilderConfigId === undefined) required('Media');
      mustExist('Media', action.mediaId, library.media);
      mustExist('Audio builder', action.audioBuilderConfigId, library.audioConfigs);
      if (action.type === 'send_voice') route(action.altRouteSetting);
      break;
    case 'forward_call':
      if (!action.phone?.trim() && !action.variable?.trim()) required('Phone');
      break;
    case 'ai_agent':
      if (action.creativeId === undefined) required('Creative');
      mustExist('Creative', action.creativeId, library.creatives);
      break;
  }
  return found;
}

function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
