// The audit log of login as user (decision 40): every mutating call (POST, PUT, PATCH, DELETE) made
// with an impersonated session is recorded, but for the reads the spec sends as POST (listed
// below): root user, acting user, method, path (no query string, which may carry tokens), status
// code, time. Never a body: passwords and card numbers travel in bodies. The hook runs on onSend, once the status code is final and before the answer leaves, so
// the row exists when the caller reads the log next (onResponse would race a quick reader).
import type { AuditEntry, AuditLogPage, AuditLogQuery } from '@domain/user-tools';
import { API_BASE } from '@domain/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import { likeContains } from '../../db/like';
import { iso } from '../../lib/time';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const MAX_PATH = 500;

/**
 * POSTs that change nothing of the user's: the spec's searches and counts sent as POST, and the
 * click tracking and error reports the app sends by itself. Listing them would bury what the admin
 * did under what the screens read. Route patterns, under API_BASE.
 */
const READ_ONLY_POSTS = new Set([
  '/contact-groups/:groupId/contacts/search',
  '/orders/list',
  '/creatives/spintax/preview',
  '/domains/search-to-buy',
  '/dialog/getStats',
  '/responder-v2/search',
  '/responder-v2/getNodes',
  '/responder-v2/simulateAction',
  '/performance-tracker/domains/search',
  '/performance-tracker/domains/count',
  '/performance-tracker/dids/search',
  '/performance-tracker/dids/count',
  '/campaigns/check',
  '/tracking',
  '/slack-services',
]);
/** The notifications call reads with action get and countUnread (decision 34). */
const READ_ONLY_ACTIONS: Record<string, readonly string[]> = { '/notifications': ['get', 'countUnread'] };

function isReadOnly(request: FastifyRequest): boolean {
  if (request.method !== 'POST') return false;
  const route = (request.routeOptions.url ?? '').slice(API_BASE.length);
  if (READ_ONLY_POSTS.has(route)) return true;
  const body: unknown = request.body;
  const action = body && typeof body === 'object' && 'action' in body ? body.action : undefined;
  return typeof action === 'string' && (READ_ONLY_ACTIONS[route]?.includes(action) ?? false);
}

export interface AuditRecord {
  rootUserId: number;
  userId: number;
  method: string;
  path: string;
  statusCode: number;
}

export async function recordAudit(ctx: Pick<AppContext, 'db' | 'now'>, r: AuditRecord): Promise<void> {
  await ctx.db
    .insertInto('audit_log')
    .values({ root_user_id: r.rootUserId, user_id: r.userId, method: r.method, path: r.path.slice(0, MAX_PATH), status_code: r.statusCode, created_at: iso(ctx.now()) })
    .execute();
}

/** Adds the hook to the app (before the routes, so it covers them all). */
export function registerAuditLog(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const auth = request.auth;
    if (!auth || auth.rootUserId === null || !MUTATING.has(request.method) || isReadOnly(request)) return payload;
    const path = request.url.split('?')[0] ?? request.url;
    try {
      await recordAudit(app.ctx, { rootUserId: auth.rootUserId, userId: auth.user.id, method: request.method, path, statusCode: reply.statusCode });
    } catch (error) {
      // The user's call has been done; a log row that could not be written is the server's problem.
      request.log.error({ err: error }, 'audit log row not written');
    }
    return payload;
  });
}

export async function listAuditLog(ctx: Pick<AppContext, 'db'>, query: AuditLogQuery): Promise<AuditLogPage> {
  let base = ctx.db
    .selectFrom('audit_log as a')
    .leftJoin('users as r', 'r.id', 'a.root_user_id')
    .leftJoin('users as u', 'u.id', 'a.user_id');
  if (query.rootUser) base = base.where(likeContains(sql.ref('r.email'), query.rootUser));
  if (query.actingUser) base = base.where(likeContains(sql.ref('u.email'), query.actingUser));
  if (query.from) base = base.where('a.created_at', '>=', new Date(query.from).toISOString());
  if (query.to) base = base.where('a.created_at', '<', new Date(query.to).toISOString());
  const [rows, count] = await Promise.all([
    base
      .select(['a.id', 'a.root_user_id', 'a.user_id', 'a.method', 'a.path', 'a.status_code', 'a.created_at', 'r.email as rootEmail', 'u.email as userEmail'])
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const items: AuditEntry[] = rows.map((r) => ({
    id: Number(r.id),
    // A deleted user keeps their rows; the email then reads as the id.
    rootUser: { id: Number(r.root_user_id), email: r.rootEmail ?? `#${r.root_user_id}` },
    actingUser: { id: Number(r.user_id), email: r.userEmail ?? `#${r.user_id}` },
    method: r.method,
    path: r.path,
    statusCode: Number(r.status_code),
    createdAt: r.created_at,
  }));
  return { items, total: Number(count.n) };
}
