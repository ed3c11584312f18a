// The Click request tab: the filter's validation and storage, and that it really applies. A
// campaign's links clicked through the real redirect count in the campaign's figures only when the
// click passes the owner's filter: a risk score above the maximum, a blocked address (an IP or a
// range) and a bot when bots are not counted are recorded but never a campaign click.
import { describe, expect, it } from 'vitest';
import { linkHost, linkPath } from '@server/modules/short-links/link-paths';
import { dialects, type TestApp } from '../fixtures/test-app';
import { OTHER } from '../contacts/contacts-client';
import { EngineClient, engineSuite, newYorkers } from '../engine/engine-client';
import { SettingsClient } from './settings-client';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

describe.each(dialects)('click filter (%s)', (dialect) => {
  let t: TestApp;
  let e: EngineClient;

  // No simulated audience: every click in these tests is one the test makes.
  engineSuite(dialect, (app, client) => ((t = app), (e = client)), { config: { carrierSim: JSON.stringify({ audience: { clickRate: 0, replyRate: 0 } }) } });

  /** A sent campaign's message links, one per contact. */
  async function sentLinks(name: string, n: number, from: number) {
    const campaign = await e.send(name, newYorkers(n, from));
    await e.run(5);
    const links = await t.db
      .selectFrom('short_links')
      .innerJoin('messages', 'messages.id', 'short_links.message_id')
      .select(['short_links.code', 'short_links.domain', 'short_links.sub_domain', 'short_links.path'])
      .where('messages.campaign_id', '=', campaign.id)
      .orderBy('messages.id')
      .execute();
    expect(links).toHaveLength(n);
    return { campaign, links };
  }

  async function click(link: { code: string; domain: string | null; sub_domain: string; path: string }, ip: string, agent = CHROME) {
    const host = linkHost({ domain: link.domain, subDomain: link.sub_domain });
    const res = await t.app.inject({ method: 'GET', url: linkPath({ code: link.code, domain: link.domain, subDomain: link.sub_domain, path: link.path }), remoteAddress: ip, headers: { 'user-agent': agent, ...(host ? { host } : {}) } });
    return res.statusCode;
  }

  it('validates the filter, keeps it, and leaves another user untouched', async () => {
    const demo = await SettingsClient.signIn(t);
    const admin = await SettingsClient.signIn(t, OTHER);
    expect((await admin.clickFilter()).body).toEqual({ maxRiskScore: 99.99, countBots: true, blockedIps: [] });
    expect((await demo.saveClickFilter({ maxRiskScore: 100, countBots: true, blockedIps: [] })).body).toMatchObject({ field: 'maxRiskScore', message: 'Maximum risk score must be less or equal than 99.99!' });
    expect((await demo.saveClickFilter({ maxRiskScore: -1, countBots: true, blockedIps: [] })).body).toMatchObject({ field: 'maxRiskScore' });
    expect((await demo.saveClickFilter({ maxRiskScore: 'high', countBots: true, blockedIps: [] })).body).toMatchObject({ field: 'maxRiskScore', message: 'Maximum risk score must be number type!' });
    expect((await demo.saveClickFilter({ maxRiskScore: 50, countBots: true, blockedIps: ['10.0.0.1', '300.1.1.1'] })).body).toMatchObject({
      field: 'blockedIps',
      message: 'Blocked IPs must be valid IPs or ranges: 300.1.1.1 is not one',
    });
    const saved = await demo.saveClickFilter({ maxRiskScore: 42.5, countBots: false, blockedIps: ['192.0.2.7', '2001:db8::/32', '192.0.2.7'] });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ maxRiskScore: 42.5, countBots: false, blockedIps: ['192.0.2.7', '2001:db8::/32'] });
    expect((await demo.clickFilter()).body).toEqual(saved.body);
    // The blocked list is the one the short links' IP stats block from.
    expect((await demo.user.call('GET', '/user/blockedIps')).body.map((b: { ip: string }) => b.ip).sort()).toEqual(['192.0.2.7', '2001:db8::/32']);
    expect((await admin.clickFilter()).body).toEqual({ maxRiskScore: 99.99, countBots: true, blockedIps: [] });
  });

  it('counts only the clicks that pass: not above the risk score, not from a blocked range', async () => {
    const demo = await SettingsClient.signIn(t);
    await demo.saveClickFilter({ maxRiskScore: 30, countBots: true, blockedIps: ['192.0.2.0/24'] });
    const { campaign, links } = await sentLinks('Filtered clicks', 3, 100);
    expect(await click(links[0]!, '10.1.2.3')).toBe(302); // clean: risk 0
    expect(await click(links[1]!, '198.19.7.1')).toBe(302); // VPN + public + residential proxy: 45, redirected but not counted
    expect(await click(links[2]!, '192.0.2.99')).toBe(403); // inside the blocked range
    await e.run(1);
    expect((await e.progress(campaign.id)).clicked).toBe(1);
    const messages = await e.messages(campaign.id);
    expect(messages.map((m) => m.clicked_at !== null)).toEqual([true, false, false]);
    // Every click is still recorded with its link, with its outcome.
    const outcomes = await t.db.selectFrom('link_clicks').select(['ip', 'outcome']).where('ip', 'in', ['10.1.2.3', '198.19.7.1', '192.0.2.99']).orderBy('id').execute();
    expect(outcomes.map((o) => o.outcome)).toEqual(['redirected', 'redirected', 'blocked_ip']);
  });

  it("does not count bots' clicks while bots are excluded, and counts them once included", async () => {
    const demo = await SettingsClient.signIn(t);
    await demo.saveClickFilter({ maxRiskScore: 99.99, countBots: false, blockedIps: [] });
    const { campaign, links } = await sentLinks('Bot clicks', 2, 200);
    expect(await click(links[0]!, '10.1.2.4', 'curl/8.4.0')).toBe(302);
    await e.run(1);
    expect((await e.progress(campaign.id)).clicked).toBe(0);
    await demo.saveClickFilter({ maxRiskScore: 99.99, countBots: true, blockedIps: [] });
    expect(await click(links[1]!, '10.1.2.5', 'curl/8.4.0')).toBe(302);
    await e.run(1);
    expect((await e.progress(campaign.id)).clicked).toBe(1);
  });

  it('lists the top addresses by clicks in a date range, with their risk score', async () => {
    const demo = await SettingsClient.signIn(t);
    await demo.saveClickFilter({ maxRiskScore: 99.99, countBots: true, blockedIps: ['198.19.7.0/24'] });
    const from = new Date(t.clock.now().getTime() - 3_600_000).toISOString();
    const to = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    const stats = await demo.user.call('GET', `/user-settings/ip-stats?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`);
    expect(stats.status).toBe(200);
    expect(stats.body).toContainEqual(expect.objectContaining({ ip: '198.19.7.1', clicks: 1, maxRiskScore: 45, blocked: true }));
    expect(stats.body).toContainEqual(expect.objectContaining({ ip: '10.1.2.3', maxRiskScore: 0, blocked: false }));
    const admin = await SettingsClient.signIn(t, OTHER);
    expect((await admin.user.call('GET', `/user-settings/ip-stats?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`)).body).toEqual([]);
    expect((await demo.user.call('GET', `/user-settings/ip-stats?from=${encodeURIComponent(to)}&to=${encodeURIComponent(from)}`)).body).toMatchObject({ field: 'to', message: 'To must be after From' });
  });
});
