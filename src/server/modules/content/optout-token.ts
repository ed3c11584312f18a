// The token in a public opt-out address: which opt-out link and which phone, signed with the
// server's secret (HMAC-SHA256), so only a link the server made can opt a number out; nobody can
// opt out an arbitrary number by editing the address. base64url(linkId:phone) '.' base64url(mac).
import { createHmac, timingSafeEqual } from 'node:crypto';

const mac = (secret: string, payload: string) => createHmac('sha256', secret).update(`optout:${payload}`).digest();

export function signOptoutToken(secret: string, linkId: number, phone: string): string {
  const payload = Buffer.from(`${linkId}:${phone}`).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

/** The link id and phone of a genuine token, or null for a forged, cut or malformed one. */
export function readOptoutToken(secret: string, token: string): { linkId: number; phone: string } | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const match = /^(\d{1,10}):(\+\d{6,15})$/.exec(Buffer.from(payload, 'base64url').toString('utf8'));
  if (!match) return null;
  return { linkId: Number(match[1]), phone: match[2]! };
}
