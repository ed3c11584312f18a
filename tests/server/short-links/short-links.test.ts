// Short links through the API and the redirect, on both databases: create with the spec's part
// rules, the embedded default path and the Host-header route, every click recorded with its risk
// score and outcome, protection pages with their whitelists, click limits, expiry, blocked IPs,
// IP stats within a click range, and another user's ids refused everywhere.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LinkClick, ShortLink } from '@domain/short-links';
import { call, createTestApp, dialects, signIn, type TestApp } from '../fixtures/test-app';
import { agents } from './user-agents';

describe.each(dialects)('short links (%s)', (dialect) => {
  let t: TestApp;
  let demo: string;
  let other: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    demo = await signIn(t.app, 'demo@example.com', 'Demo#2026');
    other = await signIn(t.app, 'admin@example.com', 'Admin#2026');
  });
  afterAll(async () => t?.close());

  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token = demo) => call(t.app, method, url, body, token);
  async function newLink(extra: Record<string, unknown> = {}): Promise<ShortLink> {
    const res = await api('POST', '/short-links', { url: 'https://offer.example/landing?x=1', ...extra });
    expect(res.status, res.raw.body).toBe(200);
    return res.body as ShortLink;
  }
  const open = (path: string, ip = '127.0.0.1', userAgent: string = agents.iphone, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: path, remoteAddress: ip, headers: { 'user-agent': userAgent, ...headers } });
  async function clicks(link: ShortLink): Promise<LinkClick[]> {
    const res = await api('GET', `/short-links/${link.id}/clicks?limit=100`);
    expect(res.status, res.raw.body).toBe(200);
    return res.body.items as LinkClick[];
  }

  it('creates a link on the embedded default with the part rules, and redirects it', async () => {
    const link = await newLink({ pathParts: [' sale/spring ', '', 'x'] });
    expect(link).toMatchObject({ domain: null, host: null, pathParts: ['sale', 'spring', 'x'], clicks: 0, url: 'https://offer.example/landing?x=1' });
    expect(link.code).toMatch(/^[A-Za-z0-9]{7}$/);
    expect(link.path).toBe(`/l/sale/spring/x/${link.code}`);
    expect(link.shortUrl).toBe(`${t.config.publicUrl}/l/sale/spring/x/${link.code}`);

    const res = await open(link.path);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://offer.example/landing?x=1');
    expect(res.headers['cache-control']).toBe('no-store');

    const listed = (await api('GET', '/short-links')).body.items.find((l: ShortLink) => l.id === link.id);
    expect(listed.clicks).toBe(1);
    const [click] = await clicks(link);
    expect(click).toMatchObject({ ip: '127.0.0.1', browser: 'Safari 17', os: 'iOS 17.4', device: 'mobile', riskScore: 0, riskFactors: [], outcome: 'redirected', userAgent: agents.iphone });
  });

  it('refuses bad input naming the field', async () => {
    const url = await api('POST', '/short-links', { url: 'not a url' });
    expect(url.status).toBe(400);
    expect(url.body).toMatchObject({ field: 'url', message: 'Url is incorrect format!' });
    const domain = await api('POST', '/short-links', { url: 'https://a.example', domain: 'someone-else.example' });
    expect(domain.status).toBe(400);
    expect(domain.body).toMatchObject({ field: 'domain', message: 'Domain is not one of your active domains' });
    const sub = await api('POST', '/short-links', { url: 'https://a.example', subDomainParts: ['promo'] });
    expect(sub.body).toMatchObject({ field: 'subDomainParts', message: 'Sub-domains need one of your own domains' });
    const part = await api('POST', '/short-links', { url: 'https://a.example', pathParts: ['a b'] });
    expect(part.body).toMatchObject({ field: 'pathParts', message: 'Path is incorrect format!' });
    const limit = await api('POST', '/short-links', { url: 'https://a.example', clickLimit: 0 });
    expect(limit.body).toMatchObject({ field: 'clickLimit' });
  });

  it('answers an unknown link or a wrong path with a plain 404 page', async () => {
    const link = await newLink({ pathParts: ['sale'] });
    for (const path of ['/l/NoSuchCode', `/l/other/${link.code}`, `/l/${link.code}`]) {
      const res = await open(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('Short link not found');
    }
    expect((await api('GET', `/short-links/${link.id}`)).body.clicks).toBe(0);
  });

  it('serves a link on its domain by the Host header', async () => {
    const user = await t.db.selectFrom('users').select('id').where('email', '=', 'demo@example.com').executeTakeFirstOrThrow();
    await t.db
      .insertInto('domains')
      .values({ user_id: Number(user.id), name: 'links.example', name_key: 'links.example', status: 'ACTIVE', active: 1, source: 'own', created_at: new Date().toISOString() })
      .execute();
    const row = await t.db
      .insertInto('short_links')
      .values({ user_id: Number(user.id), code: 'HostLink1', domain: 'links.example', sub_domain: 'promo', path: 'go', target_url: 'https://offer.example/host', created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await open('/go/HostLink1', '127.0.0.1', agents.iphone, { host: 'promo.links.example' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://offer.example/host');
    // The same path on another host, or the app's own host, is not the link.
    expect((await open('/go/HostLink1', '127.0.0.1', agents.iphone, { host: 'other.example' })).statusCode).toBe(404);
    expect((await open('/go/HostLink1')).headers.location).toBeUndefined();
    const link = (await api('GET', `/short-links/${row.id}`)).body as ShortLink;
    expect(link).toMatchObject({ host: 'promo.links.example', path: '/go/HostLink1', shortUrl: 'https://promo.links.example/go/HostLink1', clicks: 1 });
  });

  it("puts a link on one of the user's own active domains only, and serves it there", async () => {
    const demoId = Number((await t.db.selectFrom('users').select('id').where('email', '=', 'demo@example.com').executeTakeFirstOrThrow()).id);
    const active = await t.db.selectFrom('domains').select('name').where('user_id', '=', demoId).where('active', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const failed = await t.db.selectFrom('domains').select('name').where('user_id', '=', demoId).where('active', '=', 0).orderBy('id').executeTakeFirstOrThrow();
    const created = await api('POST', '/short-links', { url: 'https://offer.example/own', domain: active.name.toUpperCase(), subDomainParts: ['promo'], pathParts: ['go'] });
    expect(created.status, created.raw.body).toBe(200);
    const link = created.body as ShortLink;
    expect(link).toMatchObject({ domain: active.name, host: `promo.${active.name}` });
    const res = await open(link.path, '127.0.0.1', agents.iphone, { host: `promo.${active.name}` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://offer.example/own');
    // Released, the domain stops serving the link (another user may buy the name next).
    await t.db.updateTable('domains').set({ active: 0, status: 'RELEASING' }).where('name_key', '=', active.name).execute();
    t.app.ctx.shortLinks.links.invalidate(link.code);
    expect((await open(link.path, '127.0.0.1', agents.iphone, { host: `promo.${active.name}` })).statusCode).toBe(404);
    await t.db.updateTable('domains').set({ active: 1, status: 'ACTIVE' }).where('name_key', '=', active.name).execute();
    t.app.ctx.shortLinks.links.invalidate(link.code);
    // A domain not verified yet, and another user's active domain, are refused.
    for (const [domain, token] of [[failed.name, demo], [active.name, other]] as const) {
      const refused = await api('POST', '/short-links', { url: 'https://a.example', domain }, token);
      expect(refused.body, domain).toMatchObject({ field: 'domain', message: 'Domain is not one of your active domains' });
    }
  });

  it('records the risk score of each click from its address and user agent', async () => {
    const link = await newLink();
    await open(link.path, '198.18.1.9', agents.iphone); // VPN 20
    await open(link.path, '198.18.4.9', agents.googlebot); // Tor 25 + bot 20 + unknown OS 20
    await open(link.path, '198.18.10.9', agents.fakeIphone); // unknown user type 3 + fake iOS 10
    await open(link.path, '10.0.0.5', agents.android, { 'sec-ch-ua-mobile': '?0', 'sec-ch-ua-platform': '"Windows"' }); // desktop as phone 20
    await open(link.path, '198.19.255.9', ''); // every IP fact + bot + unknown OS: capped
    const byIp = new Map((await clicks(link)).map((c) => [c.ip, c]));
    expect(byIp.get('198.18.1.9')).toMatchObject({ riskScore: 20, riskFactors: ['vpn'] });
    expect(byIp.get('198.18.4.9')).toMatchObject({ riskScore: 65, riskFactors: ['tor', 'bot', 'unknownOs'], device: 'bot' });
    expect(byIp.get('198.18.10.9')).toMatchObject({ riskScore: 13, riskFactors: ['unknownUserType', 'fakeIos'] });
    expect(byIp.get('10.0.0.5')).toMatchObject({ riskScore: 20, riskFactors: ['desktopAsPhone'] });
    expect(byIp.get('198.19.255.9')).toMatchObject({ riskScore: 99.99 });
  });

  it('sends matching clicks to the safe and preview pages unless whitelisted', async () => {
    const conditions = await api('GET', '/user-domain/shortLinkProtection/conditions');
    expect(conditions.body).toContainEqual({ value: 'VPN', label: 'VPN' });
    const missing = await api('PUT', '/user-domain/shortLinkProtection', { enableRedirectSafePage: true, customPageSafeMode: true, redirectSafePageCondition: ['VPN'] });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ field: 'safeUrl' });
    const noConditions = await api('PUT', '/user-domain/shortLinkProtection', { enableRedirectSafePage: true });
    expect(noConditions.body).toMatchObject({ field: 'redirectSafePageCondition', message: 'Choose at least one condition' });

    const saved = await api('PUT', '/user-domain/shortLinkProtection', {
      enableRedirectSafePage: true,
      redirectSafePageCondition: ['VPN', 'RISK_SCORE_50'],
      originalPageWhitelistCondition: ['MOBILE'],
      enableRedirectPreviewPage: true,
      redirectPreviewPageCondition: ['LINK_PREVIEW'],
    });
    expect(saved.status, saved.raw.body).toBe(200);
    expect((await api('GET', '/user-domain/shortLinkProtection')).body).toMatchObject({ enableRedirectSafePage: true, redirectSafePageCondition: ['VPN', 'RISK_SCORE_50'] });
    const link = await newLink();

    const vpnDesktop = await open(link.path, '198.18.1.20', agents.windows);
    expect(vpnDesktop.statusCode).toBe(200);
    expect(vpnDesktop.body).toContain('Welcome');
    expect(vpnDesktop.body).not.toContain('offer.example');
    expect((await open(link.path, '198.18.1.21', agents.iphone)).statusCode).toBe(302); // whitelisted: mobile
    const preview = await open(link.path, '127.0.0.1', agents.facebookPreview);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('You are about to visit offer.example');
    expect(preview.body).toContain('href="https://offer.example/landing?x=1"');

    await api('PUT', '/user-domain/shortLinkProtection', {
      enableRedirectSafePage: true, customPageSafeMode: true, safeUrl: 'https://safe.example/', redirectSafePageCondition: ['BOT'],
    });
    const bot = await open(link.path, '127.0.0.1', agents.googlebot);
    expect(bot.statusCode).toBe(302);
    expect(bot.headers.location).toBe('https://safe.example/');
    const outcomes = (await clicks(link)).map((c) => c.outcome).reverse();
    expect(outcomes).toEqual(['safe_page', 'redirected', 'preview_page', 'safe_page']);
    await api('PUT', '/user-domain/shortLinkProtection', {});
  });

  it('refuses clicks over the link limit and the per-IP limit', async () => {
    const link = await newLink({ clickLimit: 3, ipClickLimit: 2 });
    expect((await open(link.path, '203.0.113.1')).statusCode).toBe(302);
    expect((await open(link.path, '203.0.113.1')).statusCode).toBe(302);
    const overIp = await open(link.path, '203.0.113.1');
    expect(overIp.statusCode).toBe(429);
    expect(overIp.body).toContain('click limit');
    expect((await open(link.path, '203.0.113.2')).statusCode).toBe(302);
    expect((await open(link.path, '203.0.113.3')).statusCode).toBe(429);
    const outcomes = (await clicks(link)).map((c) => c.outcome).reverse();
    expect(outcomes).toEqual(['redirected', 'redirected', 'limit_refused', 'redirected', 'limit_refused']);
    expect((await api('GET', `/short-links/${link.id}`)).body.clicks).toBe(5);
  });

  it('counts clicks already stored when a limit counter starts', async () => {
    const link = await newLink({ clickLimit: 2 });
    const user = await t.db.selectFrom('users').select('id').where('email', '=', 'demo@example.com').executeTakeFirstOrThrow();
    const stored = { link_id: link.id, user_id: Number(user.id), clicked_at: new Date().toISOString(), ip: '203.0.113.9', user_agent: '', browser: '', os: '', device: 'unknown', risk_score_x100: 0, risk_factors: '', outcome: 'redirected' };
    await t.db.insertInto('link_clicks').values(stored).execute();
    expect((await open(link.path)).statusCode).toBe(302);
    expect((await open(link.path)).statusCode).toBe(429);
  });

  it('expires a link at its expire time', async () => {
    const link = await newLink({ expiresAt: new Date(t.clock.now().getTime() + 3_600_000).toISOString() });
    expect((await open(link.path)).statusCode).toBe(302);
    t.clock.advance(2 * 3_600_000);
    const res = await open(link.path);
    expect(res.statusCode).toBe(410);
    expect(res.body).toContain('This link has expired');
    expect((await clicks(link)).map((c) => c.outcome)).toEqual(['expired', 'redirected']);
    expect((await api('POST', '/short-links', { url: 'https://a.example', expiresAt: 'tomorrow' })).body).toMatchObject({ field: 'expiresAt' });
  });

  it('blocks and unblocks an IP for every link of the user', async () => {
    const link = await newLink();
    expect((await api('POST', '/user/addBlockedIp', { ip: '999.1.1.1' })).body).toMatchObject({ field: 'ip', message: 'IP is incorrect format!' });
    expect((await api('POST', '/user/addBlockedIp', { ip: '203.0.113.50' })).status).toBe(200);
    expect((await api('GET', '/user/blockedIps')).body).toContainEqual(expect.objectContaining({ ip: '203.0.113.50' }));
    const blocked = await open(link.path, '203.0.113.50');
    expect(blocked.statusCode).toBe(403);
    expect((await open(link.path, '203.0.113.51')).statusCode).toBe(302);
    // Another user's block does not touch this user's links.
    await api('POST', '/user/addBlockedIp', { ip: '203.0.113.51' }, other);
    expect((await open(link.path, '203.0.113.51')).statusCode).toBe(302);
    expect((await api('POST', '/user/removeBlockedIp', { ip: '203.0.113.50' })).status).toBe(200);
    expect((await open(link.path, '203.0.113.50')).statusCode).toBe(302);
    expect((await api('POST', '/user/removeBlockedIp', { ip: '203.0.113.50' })).body).toMatchObject({ message: 'IP is not blocked' });
    expect((await clicks(link)).map((c) => c.outcome)).toEqual(['redirected', 'redirected', 'redirected', 'blocked_ip']);
  });

  it('lists IPs by click count within the click range', async () => {
    const link = await newLink();
    for (let i = 0; i < 4; i++) await open(link.path, '192.0.2.4');
    for (let i = 0; i < 2; i++) await open(link.path, '192.0.2.2');
    await open(link.path, '192.0.2.1');
    await api('POST', '/user/addBlockedIp', { ip: '192.0.2.2' });
    const range = await api('GET', '/traffic/ip_stats?clickFrom=2&clickTo=3');
    expect(range.status, range.raw.body).toBe(200);
    const ips = range.body.map((r: { ip: string }) => r.ip);
    expect(ips).toContain('192.0.2.2');
    expect(ips).not.toContain('192.0.2.4');
    expect(ips).not.toContain('192.0.2.1');
    expect(range.body.find((r: { ip: string }) => r.ip === '192.0.2.2')).toMatchObject({ clicks: 2, blocked: true });
    const all = await api('GET', '/traffic/ip_stats');
    const counts = all.body.map((r: { clicks: number }) => r.clicks);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(all.body).toContainEqual(expect.objectContaining({ ip: '192.0.2.4', clicks: 4, blocked: false }));
    expect((await api('GET', '/traffic/ip_stats?limit=1')).body).toHaveLength(1);
    expect((await api('GET', '/traffic/ip_stats?clickFrom=5&clickTo=1')).body).toMatchObject({ field: 'clickFrom', message: 'Click from must not exceed click to' });
    expect((await api('GET', '/traffic/ip_stats', undefined, other)).body.map((r: { ip: string }) => r.ip)).not.toContain('192.0.2.4');
    await api('POST', '/user/removeBlockedIp', { ip: '192.0.2.2' });
  });

  it("answers 404 for another user's link on every call, and deletes a link with its clicks", async () => {
    const link = await newLink();
    await open(link.path);
    for (const [method, url] of [['GET', `/short-links/${link.id}`], ['GET', `/short-links/${link.id}/clicks`], ['DELETE', `/short-links/${link.id}`]] as const) {
      const res = await api(method, url, undefined, other);
      expect(res.status, url).toBe(404);
      expect(res.body).toMatchObject({ message: 'Short link is not existed' });
    }
    expect((await api('GET', '/short-links', undefined, other)).body.items.map((l: ShortLink) => l.id)).not.toContain(link.id);
    expect((await api('DELETE', `/short-links/${link.id}`)).status).toBe(200);
    expect((await open(link.path)).statusCode).toBe(404);
    const left = await t.db.selectFrom('link_clicks').select('id').where('link_id', '=', link.id).execute();
    expect(left).toHaveLength(0);
    expect((await api('GET', `/short-links/${link.id}`)).status).toBe(404);
  });
});
