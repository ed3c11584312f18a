// "Texts are trimmed before sending" (001 §7: bodies are sanitised): a stray space copied into an
// email or a group name would otherwise become a different value on the server.
import { isPasswordKey, isPlainObject } from './is-record';

/**
 * Trims every string inside a JSON body or a params object, however deep. Left alone:
 * - values under a key containing "password": leading or trailing spaces may be part of the
 *   password itself, and trimming would lock the user out of an account they set up correctly;
 * - anything that is not a plain object or array (FormData, Blob, URLSearchParams, a raw string
 *   body): those are sent as they are, byte for byte.
 */
export function trimRequestStrings(value: unknown): unknown {
  if (!Array.isArray(value) && !isPlainObject(value)) return value;
  return trimDeep(value);
}

function trimDeep(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(trimDeep);
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) out[key] = isPasswordKey(key) ? inner : trimDeep(inner);
  return out;
}
