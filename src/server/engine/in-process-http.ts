// How the built-in carrier simulator reaches the product's public endpoints: through Fastify's
// inject, in process, as the request a phone or a carrier would make (the short-link redirect on
// its domain's Host, the inbound webhook with the carrier's token). Nothing listens on a socket for
// it, so it works the same in tests and in the server.
import type { FastifyInstance } from 'fastify';
import { API_BASE } from '@domain/api';
import { PAYMENTS_SIGNATURE_HEADER, type PaymentEvent } from '@domain/payments';
import type { SimHttp } from '../providers/carrier/carrier';
import { signPaymentEvent } from '../modules/payments/webhook-secret';

export const CARRIER_TOKEN_HEADER = 'x-carrier-token';

export function inProcessHttp(app: FastifyInstance, carrierToken: () => Promise<string>): SimHttp {
  return async ({ method, url, body }) => {
    const target = new URL(url);
    const answer = await app.inject({
      method,
      url: `${target.pathname}${target.search}`,
      headers: { host: target.host, [CARRIER_TOKEN_HEADER]: await carrierToken(), 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148' },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    const headers = Object.fromEntries(Object.entries(answer.headers).map(([k, v]) => [k, typeof v === 'number' ? String(v) : v]));
    return { status: answer.statusCode, headers };
  };
}

/** How the sandbox card processor posts its signed events to POST /payments/webhook; answers the status. */
export function inProcessPaymentEvents(app: FastifyInstance, secret: () => Promise<string>): (event: PaymentEvent) => Promise<number> {
  return async (event) => {
    const body = JSON.stringify(event);
    const answer = await app.inject({
      method: 'POST',
      url: `${API_BASE}/payments/webhook`,
      headers: { 'content-type': 'application/json', [PAYMENTS_SIGNATURE_HEADER]: signPaymentEvent(await secret(), body) },
      payload: body,
    });
    return answer.statusCode;
  };
}
