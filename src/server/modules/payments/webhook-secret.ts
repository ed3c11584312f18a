// The secret that signs the card processor's callbacks (x-payments-signature: hex HMAC-SHA256 of
// the raw body): PAYMENTS_WEBHOOK_SECRET when set (the real processor is given it, and several
// servers must share it), else a random one written once to DATA_DIR/payments-webhook-secret, which
// the built-in sandbox signs with, as the opt-out secret is made (content/optout-secret.ts).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../config';

export function paymentsWebhookSecretSource(config: AppConfig): () => Promise<string> {
  let cached: Promise<string> | null = null;
  const load = async () => {
    if (config.paymentsWebhookSecret) return config.paymentsWebhookSecret;
    const file = path.join(config.dataDir, 'payments-webhook-secret');
    try {
      const text = (await readFile(file, 'utf8')).trim();
      if (text.length >= 32) return text;
    } catch {
      // First start: no secret yet.
    }
    await mkdir(config.dataDir, { recursive: true });
    // 'wx': if another process wrote it first, read theirs.
    await writeFile(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' }).catch(() => undefined);
    return (await readFile(file, 'utf8')).trim();
  };
  return () => (cached ??= load());
}

export function signPaymentEvent(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

/** Whether `given` is the body's signature; compared in constant time. */
export function signatureValid(secret: string, rawBody: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const expected = Buffer.from(signPaymentEvent(secret, rawBody), 'utf8');
  const actual = Buffer.from(given.trim().toLowerCase(), 'utf8');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
