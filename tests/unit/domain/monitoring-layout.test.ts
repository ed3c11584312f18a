// The monitoring layout's migration to 0.0.3 from each older shape (a bare list of keys, { columns:
// [keys] }, 0.0.1, 0.0.2): Convertor, Total DID and Remain contact inserted shown beside the columns
// that precede them in the spec's order, the user's order, hidden and frozen columns and widths
// kept, unknown keys dropped, missing ones hidden at their places; and the edits the columns menu
// makes (show, hide, move, freeze).
import { describe, expect, it } from 'vitest';
import { MONITORING_COLUMN_KEYS } from '@domain/monitoring-columns';
import {
  compareVersions,
  defaultMonitoringLayout,
  insertAtItsPlace,
  migrateMonitoringLayout,
  moveColumn,
  normalizeMonitoringLayout,
  setColumnFrozen,
  setColumnVisible,
  type MonitoringLayout,
} from '@domain/monitoring-layout';

const keys = (l: MonitoringLayout) => l.columns.map((c) => c.key);
const shown = (l: MonitoringLayout) => l.columns.filter((c) => c.visible).map((c) => c.key);
const col = (l: MonitoringLayout, key: string) => l.columns.find((c) => c.key === key);

describe('monitoring layout', () => {
  it('defaults to the spec’s order with the title frozen, every column once', () => {
    const layout = defaultMonitoringLayout();
    expect(layout.version).toBe('0.0.3');
    expect(keys(layout)).toEqual([...MONITORING_COLUMN_KEYS]);
    expect(layout.columns.filter((c) => c.frozen).map((c) => c.key)).toEqual(['title']);
    expect(shown(layout)).toEqual(expect.arrayContaining(['title', 'totalDid', 'remainContact', 'convertor', 'costPerClick', 'roi']));
  });

  it('compares versions part by part, a missing one the oldest', () => {
    expect(compareVersions('0.0.2', '0.0.3')).toBe(-1);
    expect(compareVersions('0.0.10', '0.0.3')).toBe(1);
    expect(compareVersions('0.0.3', '0.0.3')).toBe(0);
    expect(compareVersions(undefined, '0.0.1')).toBe(-1);
    expect(compareVersions('v2', '0.0.1')).toBe(-1);
  });

  it('migrates a bare list of shown keys (no version)', () => {
    const layout = migrateMonitoringLayout(['title', 'contactGroups', 'progress', 'clicked', 'failed']);
    expect(shown(layout)).toEqual(['title', 'contactGroups', 'totalDid', 'remainContact', 'progress', 'clicked', 'convertor', 'failed']);
    expect(keys(layout)).toHaveLength(MONITORING_COLUMN_KEYS.length);
    expect(layout.sort).toBeNull();
  });

  it('migrates { columns: [keys] } without a version', () => {
    const layout = migrateMonitoringLayout({ columns: ['progress', 'title', 'routeSenders'] });
    // The user's order is kept; each new column follows the nearest column that precedes it in the
    // spec's order, wherever the user put it: Total DID the route's senders, Convertor the progress.
    expect(shown(layout)).toEqual(['progress', 'convertor', 'title', 'routeSenders', 'totalDid', 'remainContact']);
  });

  it('migrates 0.0.1 { version, columns: [{ key, visible }] }, keeping hidden columns hidden', () => {
    const layout = migrateMonitoringLayout({
      version: '0.0.1',
      columns: [
        { key: 'title', visible: true },
        { key: 'status', visible: false },
        { key: 'replied', visible: true },
        { key: 'callback', visible: false },
        { key: 'failed', visible: true },
      ],
    });
    expect(col(layout, 'status')).toMatchObject({ visible: false });
    expect(keys(layout).filter((k) => ['title', 'status', 'replied', 'callback', 'failed', 'totalDid', 'remainContact', 'convertor'].includes(k))).toEqual([
      'title', 'status', 'totalDid', 'remainContact', 'replied', 'callback', 'convertor', 'failed',
    ]);
    expect(col(layout, 'convertor')).toEqual({ key: 'convertor', visible: true, frozen: false });
  });

  it('migrates 0.0.2 with frozen columns, widths and a sort', () => {
    const layout = migrateMonitoringLayout({
      version: '0.0.2',
      columns: [
        { key: 'sent', visible: true, frozen: false },
        { key: 'title', visible: true, frozen: true, width: 320 },
        { key: 'routeName', visible: true, frozen: true },
        { key: 'roi', visible: true, width: 20 },
        { key: 'retired', visible: true },
      ],
      sort: { key: 'roi', direction: 'ASC' },
    });
    // Frozen columns lead; the inserted ones are not frozen, so they follow the frozen block.
    expect(keys(layout).slice(0, 2)).toEqual(['title', 'routeName']);
    expect(col(layout, 'title')).toEqual({ key: 'title', visible: true, frozen: true, width: 320 });
    // A width out of range is dropped, not the column.
    expect(col(layout, 'roi')).toEqual({ key: 'roi', visible: true, frozen: false });
    expect(keys(layout)).not.toContain('retired');
    expect(col(layout, 'totalDid')).toMatchObject({ visible: true, frozen: false });
    expect(layout.sort).toEqual({ key: 'roi', direction: 'ASC' });
  });

  it('inserts nothing into a 0.0.3 layout or a newer one, and drops a sort it cannot do', () => {
    const current = migrateMonitoringLayout({ version: '0.0.3', columns: [{ key: 'title', visible: true }], sort: { key: 'contactGroups', direction: 'ASC' } });
    expect(shown(current)).toEqual(['title']);
    expect(current.sort).toBeNull();
    const newer = migrateMonitoringLayout({ version: '0.1.0', columns: [{ key: 'title', visible: true }, { key: 'heatmap', visible: true }] });
    expect(shown(newer)).toEqual(['title']);
    expect(newer.version).toBe('0.0.3');
  });

  it('falls back to the default for nothing stored or nothing readable', () => {
    for (const stored of [null, undefined, 'title', 42, {}, { columns: 'title' }, { columns: [] }, { columns: ['gone'] }]) {
      expect(migrateMonitoringLayout(stored)).toEqual(defaultMonitoringLayout());
    }
  });

  it('places a column after its nearest earlier neighbour, else before its nearest later one', () => {
    const after = insertAtItsPlace([{ key: 'title', visible: true, frozen: false }, { key: 'sent', visible: true, frozen: false }], { key: 'status', visible: true, frozen: false });
    expect(after.map((c) => c.key)).toEqual(['title', 'status', 'sent']);
    const before = insertAtItsPlace([{ key: 'sent', visible: true, frozen: false }], { key: 'title', visible: true, frozen: false });
    expect(before.map((c) => c.key)).toEqual(['title', 'sent']);
  });

  it('keeps at least one column shown and each column once', () => {
    const layout = normalizeMonitoringLayout({ columns: [{ key: 'sent', visible: false, frozen: false }, { key: 'sent', visible: true, frozen: false }] });
    expect(shown(layout)).toEqual(['title']);
    expect(keys(layout).filter((k) => k === 'sent')).toHaveLength(1);
  });

  it('shows, hides, moves and freezes columns as the menu asks', () => {
    let layout = defaultMonitoringLayout();
    layout = setColumnVisible(layout, 'sent', false);
    expect(col(layout, 'sent')!.visible).toBe(false);
    layout = setColumnFrozen(layout, 'status', true);
    expect(keys(layout).slice(0, 2)).toEqual(['title', 'status']);
    // A frozen column moves among the frozen ones only.
    expect(keys(moveColumn(layout, 'status', 1)).slice(0, 3)).toEqual(['title', 'status', 'contactGroups']);
    expect(keys(moveColumn(layout, 'status', -1)).slice(0, 2)).toEqual(['status', 'title']);
    layout = setColumnFrozen(layout, 'title', false);
    expect(keys(layout).slice(0, 2)).toEqual(['status', 'title']);
    expect(col(layout, 'title')!.frozen).toBe(false);
    const only = { ...layout, columns: layout.columns.map((c) => ({ ...c, visible: c.key === 'title' })) };
    expect(setColumnVisible(only, 'title', false)).toBe(only);
  });
});
