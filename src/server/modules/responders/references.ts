// Everything a graph points at must be the user's own: creatives, offers, opt-out links, media files
// (images for an MMS, audio for a call), audio-builder configs, AI assistant settings and DID groups
// of an alternative route; a route must be an active one. One query per kind for the whole graph;
// the first reference that is not the user's answers 400 naming its field:
// 'Creative of Node #1.2 is not one of your creatives' at nodes.3.actions.0.creativeId.
import type { FlowNode } from '@domain/responder-flow';
import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';
import { fieldLabel } from '../../http/validation';

type Kind = 'creative' | 'offer' | 'optoutLink' | 'image' | 'audio' | 'audioConfig' | 'aiAssistant' | 'didGroup' | 'route' | 'contactGroup';

interface Reference {
  kind: Kind;
  id: number;
  nodeIndex: number;
  /** Path inside the node. */
  path: (string | number)[];
}

const KIND_WORDS: Record<Kind, string> = {
  creative: 'creatives',
  offer: 'offers',
  optoutLink: 'opt-out links',
  image: 'image files',
  audio: 'audio files',
  audioConfig: 'audio builder configs',
  aiAssistant: 'AI assistant settings',
  didGroup: 'DID groups',
  route: 'active routes',
  contactGroup: 'contact groups',
};

function referencesOf(nodes: readonly FlowNode[]): Reference[] {
  const refs: Reference[] = [];
  nodes.forEach((node, nodeIndex) => {
    node.actions.forEach((action, i) => {
      const add = (kind: Kind, id: number | undefined, ...rest: (string | number)[]) => {
        if (id !== undefined) refs.push({ kind, id, nodeIndex, path: ['actions', i, ...rest] });
      };
      // groupUUID names the contact group reached contacts join (its id, as text); text that is no
      // id is no one's group.
      if ('groupUUID' in action && action.groupUUID) add('contactGroup', /^\d{1,10}$/.test(action.groupUUID) ? Number(action.groupUUID) : 0, 'groupUUID');
      switch (action.type) {
        case 'send_message':
          add('creative', action.creativeId, 'creativeId');
          add('offer', action.offerId, 'offerId');
          add('optoutLink', action.optoutLinkId, 'optoutLinkId');
          add('aiAssistant', action.aiAssistantId, 'aiAssistantId');
          action.medias.forEach((m, k) => add('image', m, 'medias', k));
          add('didGroup', action.altRouteSetting?.didGroupId, 'altRouteSetting', 'didGroupId');
          add('route', action.altRouteSetting?.routeId, 'altRouteSetting', 'routeId');
          break;
        case 'send_voice':
          add('audio', action.mediaId, 'mediaId');
          add('audioConfig', action.audioBuilderConfigId, 'audioBuilderConfigId');
          add('didGroup', action.altRouteSetting?.didGroupId, 'altRouteSetting', 'didGroupId');
          add('route', action.altRouteSetting?.routeId, 'altRouteSetting', 'routeId');
          break;
        case 'play_audio':
          add('audio', action.mediaId, 'mediaId');
          add('audioConfig', action.audioBuilderConfigId, 'audioBuilderConfigId');
          break;
        case 'ai_agent':
          add('creative', action.creativeId, 'creativeId');
          break;
        default:
          break;
      }
    });
  });
  return refs;
}

/** The ids of one kind that are the user's (or, for routes, active). */
async function owned(db: Db, userId: number, kind: Kind, ids: number[]): Promise<Set<number>> {
  const found = async (query: Promise<{ id: number }[]>) => new Set((await query).map((r) => Number(r.id)));
  switch (kind) {
    case 'creative':
      return found(db.selectFrom('creatives').select('id').where('user_id', '=', userId).where('id', 'in', ids).execute());
    case 'offer':
      return found(db.selectFrom('offers').select('id').where('user_id', '=', userId).where('id', 'in', ids).execute());
    case 'optoutLink':
      return found(db.selectFrom('optout_links').select('id').where('user_id', '=', userId).where('id', 'in', ids).execute());
    case 'image':
    case 'audio':
      return found(db.selectFrom('media_files').select('id').where('user_id', '=', userId).where('kind', '=', kind).where('id', 'in', ids).execute());
    case 'audioConfig':
      return found(db.selectFrom('audio_builder_configs').select('id').where('user_id', '=', userId).where('id', 'in', ids).execute());
    case 'aiAssistant':
      return found(db.selectFrom('ai_assistant_settings').select('id').where('user_id', '=', userId).where('id', 'in', ids).execute());
    case 'didGroup':
      return found(db.selectFrom('did_groups').select('id').where('user_id', '=', userId).where('id', 'in', ids).execute());
    case 'contactGroup':
      return found(db.selectFrom('contact_groups').select('id').where('user_id', '=', userId).where('id', 'in', ids).execute());
    case 'route':
      return found(db.selectFrom('routes').select('id').where('status', '=', 'active').where('id', 'in', ids).execute());
  }
}

const MAX_ID = 2_147_483_647;

/**
 * 400 for the first reference not the user's. `fieldOf(nodeIndex)` is where the node sits in the
 * request ('nodes.3' or 'node').
 */
export async function assertReferencesOwned(db: Db, userId: number, nodes: readonly FlowNode[], fieldOf: (nodeIndex: number) => string): Promise<void> {
  const refs = referencesOf(nodes);
  const kinds = [...new Set(refs.map((r) => r.kind))];
  const ownedByKind = new Map<Kind, Set<number>>();
  for (const kind of kinds) {
    // Ids past the database's integer range can be no one's; asking would be an error on PostgreSQL.
    const ids = [...new Set(refs.filter((r) => r.kind === kind && r.id <= MAX_ID).map((r) => r.id))];
    ownedByKind.set(kind, ids.length === 0 ? new Set() : await owned(db, userId, kind, ids));
  }
  const bad = refs.find((r) => !ownedByKind.get(r.kind)?.has(r.id));
  if (!bad) return;
  const node = nodes[bad.nodeIndex];
  const label = fieldLabel(bad.path);
  throw badRequest(`${fieldOf(bad.nodeIndex)}.${bad.path.join('.')}`, `${label} of ${node.label} is not one of your ${KIND_WORDS[bad.kind]}`);
}

/** Contact and DID groups a responder is attached to: 400 at contactGroupIds.N / didGroupIds.N. */
export async function assertGroupsOwned(db: Db, userId: number, contactGroupIds: readonly number[], didGroupIds: readonly number[]): Promise<void> {
  const check = async (field: string, table: 'contact_groups' | 'did_groups', ids: readonly number[], words: string) => {
    if (ids.length === 0) return;
    const inRange = [...new Set(ids.filter((i) => i <= MAX_ID))];
    const rows = inRange.length === 0 ? [] : await db.selectFrom(table).select('id').where('user_id', '=', userId).where('id', 'in', inRange).execute();
    const mine = new Set(rows.map((r) => Number(r.id)));
    const index = ids.findIndex((i) => !mine.has(i));
    if (index >= 0) throw badRequest(`${field}.${index}`, `${fieldLabel([field])}: ${ids[index]} is not one of your ${words}`);
  };
  await check('contactGroupIds', 'contact_groups', contactGroupIds, 'contact groups');
  await check('didGroupIds', 'did_groups', didGroupIds, 'DID groups');
}
