// The responders a live contact can meet (decision 30): each as the engine plays it, and which of
// them answer a contact. A responder plays its latest published revision (what the marketer
// released, not a draft still being edited); one never published plays its draft. Read through a
// short cache: an inbound burst does not re-read a graph per message, and an edit reaches live
// contacts within seconds.
import { responderDocumentSchema, type ResponderDocument } from '@domain/responder-flow';
import type { ResponderSetting } from '@domain/responders';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { loadDocument } from '../../modules/responders/document-store';
import { readSetting } from '../../modules/responders/responders-repo';

export interface PlayableResponder {
  id: number;
  userId: number;
  setting: ResponderSetting;
  /** 1 one-way (A2P), 2 two-way (P2P). */
  sendMethod: number;
  doc: ResponderDocument;
  didGroupIds: readonly number[];
}

const snapshotSchema = responderDocumentSchema.pick({ nodes: true });
const CACHE_MS = 5_000;

export class PlayableResponders {
  private readonly known = new Map<number, { at: number; responder: PlayableResponder | null }>();

  constructor(private readonly db: () => Db) {}

  /** The responder as played now; null when it was deleted or switched off. */
  async get(id: number, now: number): Promise<PlayableResponder | null> {
    const cached = this.known.get(id);
    if (cached && now - cached.at < CACHE_MS && now >= cached.at) return cached.responder;
    const responder = await this.read(id);
    this.known.set(id, { at: now, responder });
    return responder;
  }

  clear(): void {
    this.known.clear();
  }

  private async read(id: number): Promise<PlayableResponder | null> {
    const db = this.db();
    const row = await db.selectFrom('responders').selectAll().where('id', '=', id).where('deleted_at', 'is', null).where('status', '=', 1).executeTakeFirst();
    if (!row) return null;
    // The switches (sleep, loopback, priority) are the responder's as saved now; the graph is the release's.
    const setting = readSetting(row.setting);
    let doc: ResponderDocument;
    const revision = row.revision === null ? undefined : await db.selectFrom('responder_revisions').select('snapshot').where('responder_id', '=', id).where('number', '=', row.revision).executeTakeFirst();
    const snapshot = revision ? snapshotSchema.safeParse(JSON.parse(revision.snapshot)) : null;
    if (snapshot?.success) {
      doc = { nodes: snapshot.data.nodes, notes: [] };
    } else {
      doc = await loadDocument(db, id);
    }
    const groups = await db.selectFrom('responder_did_groups').select('did_group_id').where('responder_id', '=', id).orderBy('did_group_id').execute();
    return { id, userId: Number(row.user_id), setting, sendMethod: Number(row.send_method), doc, didGroupIds: groups.map((g) => Number(g.did_group_id)) };
  }
}

const composeResponderSchema = z.object({
  modeResponder: z.string().optional(),
  responderId: z.number().nullable().optional(),
  responderTemplate: z.number().nullable().optional(),
});

/** The responder a campaign's compose names (modeResponder responder or template), if any. */
export function responderOfCompose(composeJson: string): number | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(composeJson);
  } catch {
    return null;
  }
  const compose = composeResponderSchema.safeParse(parsed);
  if (!compose.success) return null;
  const { modeResponder, responderId, responderTemplate } = compose.data;
  if (modeResponder === 'responder') return responderId ?? null;
  if (modeResponder === 'template') return responderTemplate ?? null;
  return null;
}

export interface Candidate {
  responderId: number;
  /** The responder's contact group the contact is in, if any. */
  contactGroupId: number | null;
}

/**
 * The published, enabled responders of the user that answer this contact on this number: those
 * linked to the number's DID group or to a contact group holding the contact, smaller priority
 * first (001 §5), then the older one.
 */
export async function linkedResponders(db: Db, userId: number, phone: string, did: string | null): Promise<Candidate[]> {
  const byGroup = await db
    .selectFrom('responder_contact_groups as l')
    .innerJoin('contacts as c', 'c.group_id', 'l.contact_group_id')
    .innerJoin('responders as r', 'r.id', 'l.responder_id')
    .select(['r.id', 'r.setting', 'l.contact_group_id'])
    .where('r.user_id', '=', userId)
    .where('c.phone', '=', phone)
    .where('r.status', '=', 1)
    .where('r.published', '=', 1)
    .where('r.deleted_at', 'is', null)
    .execute();
  const byDid =
    did === null
      ? []
      : await db
          .selectFrom('responder_did_groups as l')
          .innerJoin('dids as d', 'd.group_id', 'l.did_group_id')
          .innerJoin('responders as r', 'r.id', 'l.responder_id')
          .select(['r.id', 'r.setting'])
          .where('r.user_id', '=', userId)
          .where('d.phone', '=', did)
          .where('r.status', '=', 1)
          .where('r.published', '=', 1)
          .where('r.deleted_at', 'is', null)
          .execute();
  const found = new Map<number, { priority: number; contactGroupId: number | null }>();
  for (const r of byGroup) found.set(Number(r.id), { priority: readSetting(r.setting).priority, contactGroupId: Number(r.contact_group_id) });
  for (const r of byDid) if (!found.has(Number(r.id))) found.set(Number(r.id), { priority: readSetting(r.setting).priority, contactGroupId: null });
  return [...found.entries()]
    .sort(([a, x], [b, y]) => x.priority - y.priority || a - b)
    .map(([responderId, { contactGroupId }]) => ({ responderId, contactGroupId }));
}
