// Time-based one-time codes (RFC 6238): 6 digits, 30 s, SHA1, one step of drift either way, which is
// what authenticator apps produce.
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

export function verifyTotp(secretBase32: string, code: string, at: Date): boolean {
  return totp(secretBase32).validate({ token: code, timestamp: at.getTime(), window: 1 }) !== null;
}

export function totpCode(secretBase32: string, at: Date): string {
  return totp(secretBase32).generate({ timestamp: at.getTime() });
}
