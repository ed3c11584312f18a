// Time-based one-time codes (RFC 6238): 6 digits, 30 s, SHA1, one step of drift either way, which is
// what authenticator apps produce. Matching answers the code's time step so a code is used once.
import { Secret, TOTP } from 'otpauth';

const ISSUER = 'Campaign Platform';

function totp(secretBase32: string, label = 'user'): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secretBase32),
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpUrl(secretBase32: string, email: string): string {
  return totp(secretBase32, email).toString();
}

/**
 * The time step (the 30 s counter since 1970) whose code `code` is, when it is valid at `at` (one
 * step of drift either way), else null. Callers keep the last accepted step per user and refuse a
 * step that is not newer, so an overheard code cannot be used a second time within its window.
 */
export function matchTotp(secretBase32: string, code: string, at: Date): number | null {
  // Only digits can match; anything else (e.g. multi-byte marks) would make otpauth's
  // constant-time comparison throw on unequal byte lengths.
  if (!/^\d+$/.test(code)) return null;
  const t = totp(secretBase32);
  const delta = t.validate({ token: code, timestamp: at.getTime(), window: 1 });
  return delta === null ? null : t.counter({ timestamp: at.getTime() }) + delta;
}

export function totpCode(secretBase32: string, at: Date): string {
  return totp(secretBase32).generate({ timestamp: at.getTime() });
}
