// Rate limits on the shared counter store (ctx.counters: the database, or Redis with REDIS_URL), so
// a limit holds across every server process, not per process. One helper, spend(), counts a hit
// and answers the spec's 429 with Retry-After; the hooks below are the limits the routes use.
// Why not @fastify/rate-limit: docs/decisions/0011-shared-limits.md.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { tooManyRequests } from './errors';

export const MINUTE_MS = 60_000;

/** At most `max` hits per `windowMs` on each key; `name` keeps one rule's keys apart from another's. */
export interface RateRule {
  name: string;
  max: number;
  windowMs: number;
}

/**
 * Counts one hit of the rule for a subject (an address, a session, a user) and throws the 429
 * ApiError once the window holds more than rule.max, with Retry-After in whole seconds until the
 * window ends. The hit counts even when refused, so hammering a limit does not shorten it.
 */
export async function spend(request: FastifyRequest, reply: FastifyReply, rule: RateRule, subject: string): Promise<void> {
  const { counters, now } = request.server.ctx;
  const window = await counters.hit(`${rule.name}:${subject}`, rule.windowMs);
  if (window.count <= rule.max) return;
  const seconds = Math.max(1, Math.ceil((window.resetAt - now().getTime()) / 1000));
  reply.header('retry-after', String(seconds));
  throw tooManyRequests();
}

/** A short fixed-length stand-in for a caller-chosen text (an email) inside a counter key. */
function keyPart(text: string): string {
  return createHash('sha256').update(text).digest('base64url').slice(0, 22);
}

function bodyEmail(request: FastifyRequest): string {
  const body = request.body;
  if (typeof body === 'object' && body !== null && 'email' in body && typeof body.email === 'string') {
    return body.email.trim().toLowerCase().slice(0, 320);
  }
  return '';
}

/**
 * Brute-force brakes for one group of public auth calls (login, forgot, reset): perMinute a minute
 * per IP and email, and perAddress a minute per IP so one address cannot walk through many emails. A
 * preValidation hook, so malformed attempts count too. The client IP is request.ip (see
 * AppConfig.trustProxy).
 */
export function authRateLimit(group: string, perMinute: number, perAddress: number): preValidationAsyncHookHandler {
  const byIp: RateRule = { name: `${group}-ip`, max: perAddress, windowMs: MINUTE_MS };
  const byIpAndEmail: RateRule = { name: group, max: perMinute, windowMs: MINUTE_MS };
  return async (request, reply) => {
    await spend(request, reply, byIp, request.ip);
    await spend(request, reply, byIpAndEmail, `${request.ip} ${keyPart(bodyEmail(request))}`);
  };
}
