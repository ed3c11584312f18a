// Narrowing for JSON-ish values arriving from the wire, so the api folder reads bodies without `as`.

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A literal object or one made by JSON.parse, as opposed to FormData, Blob, Date, URLSearchParams. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!isRecord(value) || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Keys like password, currentPassword, confirmPassword: their values are never trimmed or reported. */
export function isPasswordKey(key: string): boolean {
  return key.toLowerCase().includes('password');
}
