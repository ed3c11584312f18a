// The secret that signs opt-out links: OPTOUT_SECRET when set (several servers must share it),
// else a random one written once to DATA_DIR/optout-secret, so links keep working across restarts.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../config';

export function optoutSecretSource(config: AppConfig): () => Promise<string> {
  let cached: Promise<string> | null = null;
  const load = async () => {
    if (config.optoutSecret) return config.optoutSecret;
    const file = path.join(config.dataDir, 'optout-secret');
    try {
      const text = (await readFile(file, 'utf8')).trim();
      if (text.length >= 32) return text;
    } catch {
      // First start: no secret yet.
    }
    await mkdir(config.dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    // 'wx': if another process wrote it first, read theirs.
    await writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(() => undefined);
    return (await readFile(file, 'utf8')).trim();
  };
  return () => (cached ??= load());
}
