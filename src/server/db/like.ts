// Substring search that means what the user typed: `%`, `_` and `\` in the text match themselves.
// SQLite has no default LIKE escape character and PostgreSQL's is `\`, so the ESCAPE is explicit.
// Case-insensitive: the expression is compared lower-cased (both sides).
import { sql, type Expression, type RawBuilder } from 'kysely';

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function likeContains(expr: Expression<unknown>, text: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${expr}) like ${`%${escapeLike(text.toLowerCase())}%`} escape '\\'`;
}
