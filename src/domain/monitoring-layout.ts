// The monitoring layout a user keeps (000 §3 campaignMonitoringLayout; 000 §4, 001 §4: "layout
// version 0.0.3; older stored layouts migrate by inserting Convertor, Total DID and Remain contact
// columns"): the columns in their order, each shown or hidden, frozen (stuck to the left) or not,
// with an optional width, and the sort. Stored per user as JSON text; the server answers it through
// migrateMonitoringLayout, so whatever an older app wrote comes back as a 0.0.3 layout.
//
// The spec does not show the older layouts; the shapes read here are the ones a layout could have
// had before 0.0.3: a bare list of the shown column keys (no version), { columns: [keys] },
// 0.0.1 { version, columns: [{ key, visible }] } and 0.0.2 (frozen, width, sort added). None had
// Convertor, Total DID or Remain contact; the migration inserts them, shown, beside the column
// that precedes them in the spec's order. A column of the catalogue the stored layout does not
// name (one added since) joins hidden at its place; a key the catalogue no longer has is dropped.
import { z } from 'zod';
import { MONITORING_COLUMNS, MONITORING_COLUMN_KEYS, MONITORING_SORT_KEYS, isMonitoringColumnKey, type MonitoringColumnKey } from './monitoring-columns';

export const MONITORING_LAYOUT_VERSION = '0.0.3';
/** What 0.0.3 added: inserted, shown, into every older layout. */
export const COLUMNS_ADDED_IN_0_0_3: readonly MonitoringColumnKey[] = ['totalDid', 'remainContact', 'convertor'];

export const MIN_COLUMN_WIDTH = 60;
export const MAX_COLUMN_WIDTH = 800;

export const layoutColumnSchema = z.object({
  key: z.enum(MONITORING_COLUMN_KEYS),
  visible: z.boolean(),
  frozen: z.boolean().default(false),
  width: z.number().int().min(MIN_COLUMN_WIDTH).max(MAX_COLUMN_WIDTH).optional(),
});
export type LayoutColumn = z.infer<typeof layoutColumnSchema>;

export const monitoringSortSchema = z.object({
  key: z.enum(MONITORING_SORT_KEYS),
  direction: z.enum(['ASC', 'DESC']),
});
export type MonitoringSort = z.infer<typeof monitoringSortSchema>;

export const monitoringLayoutSchema = z.object({
  version: z.literal(MONITORING_LAYOUT_VERSION),
  columns: z.array(layoutColumnSchema).min(1).max(MONITORING_COLUMN_KEYS.length),
  sort: monitoringSortSchema.nullable().default(null),
});
export type MonitoringLayout = z.infer<typeof monitoringLayoutSchema>;
export type MonitoringLayoutInput = z.input<typeof monitoringLayoutSchema>;

/** The spec's order and default visibility; the title frozen. */
export function defaultMonitoringLayout(): MonitoringLayout {
  return {
    version: MONITORING_LAYOUT_VERSION,
    columns: MONITORING_COLUMN_KEYS.map((key) => ({ key, visible: MONITORING_COLUMNS[key].visible, frozen: key === 'title' })),
    sort: null,
  };
}

/** '0.0.2' -> [0, 0, 2]; anything else (missing, not a version) is the oldest, [0, 0, 0]. */
function versionParts(version: unknown): number[] {
  if (typeof version !== 'string' || !/^\d+(\.\d+)*$/.test(version)) return [0, 0, 0];
  return version.split('.').map(Number);
}

export function compareVersions(a: unknown, b: unknown): number {
  const x = versionParts(a);
  const y = versionParts(b);
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

/**
 * Puts `column` where the spec's order says, among the columns there are: after the nearest column
 * that precedes it in the catalogue, else before the nearest one that follows it, else last.
 */
export function insertAtItsPlace(columns: readonly LayoutColumn[], column: LayoutColumn): LayoutColumn[] {
  const at = MONITORING_COLUMN_KEYS.indexOf(column.key);
  const indexOf = (key: MonitoringColumnKey) => columns.findIndex((c) => c.key === key);
  for (let i = at - 1; i >= 0; i--) {
    const found = indexOf(MONITORING_COLUMN_KEYS[i]!);
    if (found >= 0) return [...columns.slice(0, found + 1), column, ...columns.slice(found + 1)];
  }
  for (let i = at + 1; i < MONITORING_COLUMN_KEYS.length; i++) {
    const found = indexOf(MONITORING_COLUMN_KEYS[i]!);
    if (found >= 0) return [...columns.slice(0, found), column, ...columns.slice(found)];
  }
  return [...columns, column];
}

/**
 * A layout as the table draws it: each catalogue column once (a missing one hidden at its place),
 * the frozen ones first (they stick to the left edge, so they lead), at least one column shown.
 */
export function normalizeMonitoringLayout(layout: { columns: readonly LayoutColumn[]; sort?: MonitoringSort | null }): MonitoringLayout {
  const seen = new Set<MonitoringColumnKey>();
  let columns = layout.columns.filter((c) => !seen.has(c.key) && seen.add(c.key));
  for (const key of MONITORING_COLUMN_KEYS) {
    if (!seen.has(key)) columns = insertAtItsPlace(columns, { key, visible: false, frozen: false });
  }
  columns = [...columns.filter((c) => c.frozen), ...columns.filter((c) => !c.frozen)];
  if (!columns.some((c) => c.visible)) columns = columns.map((c) => (c.key === 'title' ? { ...c, visible: true } : c));
  return { version: MONITORING_LAYOUT_VERSION, columns, sort: layout.sort ?? null };
}

const looseColumn = z.union([
  z.string().transform((key) => ({ key, visible: true, frozen: false, width: undefined })),
  z.object({
    key: z.string(),
    visible: z.boolean().catch(true).default(true),
    frozen: z.boolean().catch(false).default(false),
    width: z.number().int().min(MIN_COLUMN_WIDTH).max(MAX_COLUMN_WIDTH).optional().catch(undefined),
  }),
]);
const looseLayout = z.object({
  version: z.unknown().optional(),
  columns: z.array(z.unknown()),
  sort: z.unknown().optional(),
});

/** The stored columns that still mean something: known keys, in their stored order. */
function knownColumns(items: readonly unknown[]): LayoutColumn[] {
  return items.flatMap((item) => {
    const parsed = looseColumn.safeParse(item);
    if (!parsed.success || !isMonitoringColumnKey(parsed.data.key)) return [];
    const { key, visible, frozen, width } = parsed.data;
    return [{ key, visible, frozen, ...(width === undefined ? {} : { width }) }];
  });
}

/**
 * Whatever a user's stored layout is (null, an older version, a newer one, broken JSON already
 * parsed to something odd) as a 0.0.3 layout. Nothing stored, or nothing readable: the default.
 */
export function migrateMonitoringLayout(stored: unknown): MonitoringLayout {
  const shape = looseLayout.safeParse(Array.isArray(stored) ? { columns: stored } : stored);
  if (!shape.success) return defaultMonitoringLayout();
  let columns = knownColumns(shape.data.columns);
  if (columns.length === 0) return defaultMonitoringLayout();
  if (compareVersions(shape.data.version, MONITORING_LAYOUT_VERSION) < 0) {
    for (const key of COLUMNS_ADDED_IN_0_0_3) {
      if (!columns.some((c) => c.key === key)) columns = insertAtItsPlace(columns, { key, visible: true, frozen: false });
    }
  }
  const sort = monitoringSortSchema.safeParse(shape.data.sort);
  return normalizeMonitoringLayout({ columns, sort: sort.success ? sort.data : null });
}

/** Freezing a column moves it to the end of the frozen block; unfreezing, to just after it. */
export function setColumnFrozen(layout: MonitoringLayout, key: MonitoringColumnKey, frozen: boolean): MonitoringLayout {
  const column = layout.columns.find((c) => c.key === key);
  if (!column) return layout;
  const rest = layout.columns.filter((c) => c.key !== key);
  const lead = rest.filter((c) => c.frozen).length;
  return { ...layout, columns: [...rest.slice(0, lead), { ...column, frozen }, ...rest.slice(lead)] };
}

/** Moves a column one place left (-1) or right (+1), within its block (frozen or not). */
export function moveColumn(layout: MonitoringLayout, key: MonitoringColumnKey, by: -1 | 1): MonitoringLayout {
  const from = layout.columns.findIndex((c) => c.key === key);
  const to = from + by;
  const target = layout.columns[to];
  if (from < 0 || !target || target.frozen !== layout.columns[from]!.frozen) return layout;
  const columns = [...layout.columns];
  [columns[from], columns[to]] = [columns[to]!, columns[from]!];
  return { ...layout, columns };
}

/** Shows or hides a column; the last shown one stays. */
export function setColumnVisible(layout: MonitoringLayout, key: MonitoringColumnKey, visible: boolean): MonitoringLayout {
  if (!visible && layout.columns.filter((c) => c.visible).length <= 1) return layout;
  return { ...layout, columns: layout.columns.map((c) => (c.key === key ? { ...c, visible } : c)) };
}
