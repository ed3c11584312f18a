// The monitoring layout kept per user, on every database: the default until saved, a saved 0.0.3
// layout read back as it was, a layout stored by an older app read back migrated (Convertor, Total
// DID and Remain contact inserted, shown, beside their neighbours; the user's order, hidden and
// frozen columns kept), a broken one read as the default, and one user's layout never another's.
import { describe, expect, it } from 'vitest';
import { defaultMonitoringLayout, type MonitoringLayout } from '@domain/monitoring-layout';
import { dialects, type TestApp } from '../fixtures/test-app';
import { CampaignsClient, OTHER } from '../campaigns/campaigns-client';
import { EngineClient, engineSuite } from '../engine/engine-client';
import { MonitoringClient } from './monitoring-client';

const DEMO_EMAIL = 'demo@example.com';

describe.each(dialects)('monitoring layout (%s)', (dialect) => {
  let t: TestApp;
  let m: MonitoringClient;

  engineSuite(dialect, (app, client: EngineClient) => ((t = app), (m = new MonitoringClient(client))));

  const store = (value: unknown) =>
    t.db.updateTable('users').set({ campaign_monitoring_layout: typeof value === 'string' ? value : JSON.stringify(value) }).where('email', '=', DEMO_EMAIL).execute();
  const keys = (layout: MonitoringLayout) => layout.columns.map((c) => c.key);
  const column = (layout: MonitoringLayout, key: string) => layout.columns.find((c) => c.key === key);
  /** The order of some columns (the others, hidden ones the migration added at their places, left out). */
  const orderOf = (layout: MonitoringLayout, among: string[]) => keys(layout).filter((k) => among.includes(k));
  const ADDED = ['totalDid', 'remainContact', 'convertor'];

  it('answers the default layout until one is saved, then the saved one', async () => {
    expect(await m.layout()).toEqual(defaultMonitoringLayout());
    const layout = defaultMonitoringLayout();
    const moved: MonitoringLayout = {
      ...layout,
      columns: [
        { key: 'title', visible: true, frozen: true, width: 260 },
        { key: 'status', visible: true, frozen: true },
        ...layout.columns.filter((c) => c.key !== 'title' && c.key !== 'status').map((c) => (c.key === 'sent' ? { ...c, visible: false } : c)),
      ],
      sort: { key: 'roi', direction: 'ASC' },
    };
    const saved = await m.call('POST', '/users/me/campaign-monitoring-layout', moved);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(moved);
    expect(await m.layout()).toEqual(moved);
    const row = await t.db.selectFrom('users').select('campaign_monitoring_layout').where('email', '=', DEMO_EMAIL).executeTakeFirstOrThrow();
    expect(JSON.parse(row.campaign_monitoring_layout!)).toMatchObject({ version: '0.0.3', sort: { key: 'roi', direction: 'ASC' } });
  });

  it('refuses a layout that is not a 0.0.3 layout of known columns', async () => {
    const layout = defaultMonitoringLayout();
    expect((await m.call('POST', '/users/me/campaign-monitoring-layout', { ...layout, version: '0.0.2' })).body).toMatchObject({ code: 400, field: 'version' });
    expect((await m.call('POST', '/users/me/campaign-monitoring-layout', { ...layout, columns: [{ key: 'nope', visible: true }] })).body).toMatchObject({ code: 400 });
    expect((await m.call('POST', '/users/me/campaign-monitoring-layout', { ...layout, sort: { key: 'contactGroups', direction: 'ASC' } })).body).toMatchObject({ code: 400 });
    expect((await m.call('POST', '/users/me/campaign-monitoring-layout', { ...layout, columns: [{ key: 'title', visible: true, width: 5 }] })).body).toMatchObject({ code: 400 });
  });

  it('migrates a bare list of shown columns (no version)', async () => {
    await store(['title', 'contactGroups', 'routeName', 'progress', 'sent', 'replied', 'failed', 'revenue']);
    const layout = await m.layout();
    expect(layout.version).toBe('0.0.3');
    const shown = layout.columns.filter((c) => c.visible).map((c) => c.key);
    expect(shown).toEqual(['title', 'contactGroups', 'routeName', 'totalDid', 'remainContact', 'progress', 'sent', 'replied', 'convertor', 'failed', 'revenue']);
    // Everything else is there, hidden.
    expect(layout.columns).toHaveLength(defaultMonitoringLayout().columns.length);
  });

  it('migrates { columns: [keys] } and 0.0.1 { version, columns: [{ key, visible }] }', async () => {
    await store({ columns: ['status', 'title', 'routeSenders', 'clicked'] });
    let layout = await m.layout();
    expect(layout.columns.filter((c) => c.visible).map((c) => c.key)).toEqual(['status', 'title', 'routeSenders', 'totalDid', 'remainContact', 'clicked', 'convertor']);

    await store({ version: '0.0.1', columns: [{ key: 'title', visible: true }, { key: 'sent', visible: false }, { key: 'listen', visible: true }, { key: 'failed', visible: true }] });
    layout = await m.layout();
    expect(column(layout, 'sent')).toMatchObject({ visible: false });
    // Total DID and Remain contact after the title (what precedes them in the spec's order), Convertor after Listen.
    expect(orderOf(layout, ['title', 'sent', 'listen', 'failed', ...ADDED])).toEqual(['title', 'totalDid', 'remainContact', 'sent', 'listen', 'convertor', 'failed']);
    expect(keys(layout).indexOf('convertor')).toBe(keys(layout).indexOf('listen') + 1);
    expect(column(layout, 'convertor')).toMatchObject({ visible: true, frozen: false });
  });

  it('migrates 0.0.2 keeping frozen columns, widths and the sort', async () => {
    await store({
      version: '0.0.2',
      columns: [
        { key: 'title', visible: true, frozen: true, width: 300 },
        { key: 'routeName', visible: true, frozen: false },
        { key: 'routeSenders', visible: false, frozen: false },
        { key: 'messageType', visible: true },
        { key: 'replied', visible: true },
        { key: 'gone', visible: true },
      ],
      sort: { key: 'sent', direction: 'DESC' },
    });
    const layout = await m.layout();
    expect(orderOf(layout, ['title', 'routeName', 'routeSenders', 'messageType', 'replied', ...ADDED])).toEqual([
      'title', 'routeName', 'routeSenders', 'totalDid', 'remainContact', 'messageType', 'replied', 'convertor',
    ]);
    expect(column(layout, 'title')).toEqual({ key: 'title', visible: true, frozen: true, width: 300 });
    expect(column(layout, 'routeSenders')!.visible).toBe(false);
    expect(keys(layout)).not.toContain('gone');
    expect(layout.sort).toEqual({ key: 'sent', direction: 'DESC' });
  });

  it('reads a 0.0.3 layout as stored (nothing inserted) and broken text as the default', async () => {
    await store({ version: '0.0.3', columns: [{ key: 'title', visible: true, frozen: false }, { key: 'convertor', visible: false, frozen: false }], sort: null });
    const layout = await m.layout();
    expect(column(layout, 'convertor')!.visible).toBe(false);
    expect(column(layout, 'totalDid')!.visible).toBe(false);
    await store('{not json');
    expect(await m.layout()).toEqual(defaultMonitoringLayout());
    await store({ version: '0.0.1', columns: 'title' });
    expect(await m.layout()).toEqual(defaultMonitoringLayout());
  });

  it('keeps each user’s layout to that user', async () => {
    await store(['title', 'sent']);
    const other = await CampaignsClient.signIn(t, OTHER);
    expect((await other.call('GET', '/users/me/campaign-monitoring-layout')).body).toEqual(defaultMonitoringLayout());
    const mine = (await m.layout()).columns.filter((c) => c.visible).map((c) => c.key);
    expect(mine).toEqual(['title', 'totalDid', 'remainContact', 'sent', 'convertor']);
  });
});
