// The editor's own calls beside the graph's (responders-api.ts): the builder's config (what the
// node forms pick from, and the price table), the revisions publish keeps, and the live counts.
import {
  liveCountsSchema,
  responderConfigSchema,
  revisionListSchema,
  revisionSchema,
  type LiveCounts,
  type ResponderConfig,
  type Revision,
  type RevisionSummary,
} from '@domain/responder-api';
import { api } from '@web/api/client';
import { parseAnswer } from '@web/api/parse-answer';

const BASE = '/responder-v2';
const quiet = { ignoreShowMessage: true } as const;

/** The builder's config: what the node forms pick from (the canvas's library) and the price table. */
export async function getResponderConfig(signal?: AbortSignal): Promise<ResponderConfig> {
  const { data } = await api.get<unknown>(`${BASE}/config`, { signal });
  return parseAnswer(responderConfigSchema, data);
}

export async function listRevisions(responderId: number, signal?: AbortSignal): Promise<RevisionSummary[]> {
  const { data } = await api.get<unknown>(`${BASE}/revisions`, { params: { responderId }, signal, ...quiet });
  return parseAnswer(revisionListSchema, data).items;
}

export async function getRevision(responderId: number, revisionId: number, signal?: AbortSignal): Promise<Revision> {
  const { data } = await api.get<unknown>(`${BASE}/revision`, { params: { responderId, revisionId }, signal, ...quiet });
  return parseAnswer(revisionSchema, data);
}

/** What the responder does with live contacts, for the canvas's overlay. */
export async function getLiveCounts(responderId: number, signal?: AbortSignal): Promise<LiveCounts> {
  const { data } = await api.get<unknown>(`${BASE}/liveCounts`, { params: { responderId }, signal, ...quiet });
  return parseAnswer(liveCountsSchema, data);
}
