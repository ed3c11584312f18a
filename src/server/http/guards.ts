// Route guards other modules reuse as Fastify hooks. Use them in onRequest, so a caller without a
// session gets 401 before its body is even parsed (preHandler works too):
//   app.get('/x', { onRequest: requireAuth }, ...)                          signed in
//   app.get('/x', { onRequest: requireRole('Super-Admin') }, ...)           signed in with a role
//   app.post('/x', { onRequest: [requireBilling, requireCredit(100)] }, ...) billing verified, credit
// Each guard signs the request in first if nothing did, so they compose in any order. In a handler,
// getAuth(request) returns the signed-in user (typed, never null).
import { SESSION_HEADER } from '@domain/api';
import type { Role } from '@domain/user';
import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../context';
import { resolveSession } from '../modules/auth/sessions';
import { billingRequired, forbidden, InsufficientCreditError, sessionExpired } from './errors';

/** The session token from the x-session-id header, if one was sent. */
export function sessionToken(request: FastifyRequest): string | undefined {
  const value = request.headers[SESSION_HEADER];
  const token = Array.isArray(value) ? value[0] : value;
  return token && token.length <= 200 ? token : undefined;
}

/** A hook usable as onRequest, preValidation or preHandler. */
export type Guard = (request: FastifyRequest) => Promise<void>;

async function ensureAuth(request: FastifyRequest): Promise<AuthContext> {
  request.auth ??= await resolveSession(request.server.ctx, sessionToken(request));
  return request.auth;
}

/** The signed-in user inside a handler guarded by any of the guards below. */
export function getAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw sessionExpired();
  return request.auth;
}

/** 401 'Token expired!' (errorCode SESSION_EXPIRED) without a live session. */
export const requireAuth: Guard = async (request) => {
  await ensureAuth(request);
};

/** 403 unless the user has one of the roles. */
export function requireRole(...roles: Role[]): Guard {
  return async (request) => {
    const auth = await ensureAuth(request);
    if (!roles.includes(auth.user.role)) throw forbidden();
  };
}

/** 412 'Please update billing information first' until billing is verified. */
export const requireBilling: Guard = async (request) => {
  const auth = await ensureAuth(request);
  if (auth.user.billingStatus !== 'verified') throw billingRequired();
};

/** 402 'Not enough credits' when the balance is below minCents. */
export function requireCredit(minCents: number): Guard {
  return async (request) => {
    const auth = await ensureAuth(request);
    const balance = await request.server.ctx.ledger.balance(auth.user.id);
    if (balance < minCents) throw new InsufficientCreditError(minCents, auth.user.id);
  };
}
