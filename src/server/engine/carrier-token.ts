// The token the carrier's webhooks carry (x-carrier-token): CARRIER_WEBHOOK_TOKEN when set (a real
// carrier is given it), else one derived from the opt-out secret, so the built-in simulator and the
// server agree without another secret to keep.
import { createHmac } from 'node:crypto';
import type { AppConfig } from '../config';
import { optoutSecretSource } from '../modules/content/optout-secret';

export function carrierTokenSource(config: AppConfig): () => Promise<string> {
  if (config.carrierWebhookToken) {
    const token = config.carrierWebhookToken;
    return async () => token;
  }
  const secret = optoutSecretSource(config);
  let cached: Promise<string> | null = null;
  return () => (cached ??= secret().then((s) => createHmac('sha256', s).update('carrier-webhook').digest('base64url')));
}
