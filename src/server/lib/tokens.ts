// Opaque secrets (session and reset tokens): 32 random bytes for the client, only a sha256 in the
// database, so reading the table never yields a usable token.
import { createHash, randomBytes } from 'node:crypto';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
