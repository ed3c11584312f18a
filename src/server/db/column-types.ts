// Column conventions that keep one query path on SQLite and PostgreSQL (see database.ts).

/** 0 or 1: SQLite has no boolean type, so both dialects store flags as integers. */
export type Flag = 0 | 1;
/** An ISO-8601 timestamp, e.g. 2026-01-01T00:00:00.000Z. */
export type IsoTime = string;
