// Brute-force brakes for the public auth calls: per IP and email at LOGIN_RATE_LIMIT a minute, and a
// looser per-IP limit (ten times that) so one address cannot walk through many emails. Runs before
// validation, so malformed attempts count too.
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { tooManyRequests } from './errors';

const MINUTE_MS = 60_000;

function bodyEmail(request: FastifyRequest): string {
  const body = request.body;
  if (typeof body === 'object' && body !== null && 'email' in body && typeof body.email === 'string') {
    return body.email.trim().toLowerCase().slice(0, 320);
  }
  return '';
}

/** A preValidation hook limiting one group of calls (e.g. 'login') by IP+email and by IP. */
export function authRateLimit(app: FastifyInstance, group: string, perMinute: number): preValidationAsyncHookHandler {
  const byIpAndEmail = app.createRateLimit({
    max: perMinute,
    timeWindow: MINUTE_MS,
    keyGenerator: (req) => `${group}:${req.ip}:${bodyEmail(req)}`,
  });
  const byIp = app.createRateLimit({
    max: perMinute * 10,
    timeWindow: MINUTE_MS,
    keyGenerator: (req) => `${group}-ip:${req.ip}`,
  });
  return async (request) => {
    for (const check of [byIp, byIpAndEmail]) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) throw tooManyRequests();
    }
  };
}
