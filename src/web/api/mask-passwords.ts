// Error reports go to a shared chat channel (001 §8: "reported to a chat channel with the password
// masked"), so no password may leave the browser inside one.
import { isPasswordKey, isPlainObject } from './is-record';

export const MASK = '******';

/** A copy of a request body where every value under a key containing "password" reads ******. */
export function maskPasswords(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskPasswords);
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) out[key] = isPasswordKey(key) ? MASK : maskPasswords(inner);
  return out;
}
