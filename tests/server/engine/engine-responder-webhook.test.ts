// A responder's fire_request made for real, on both databases: the request reaches the endpoint
// with the contact's fields in its parameters and its headers; an endpoint failing with a 5xx is
// tried again after 1 then 5 minutes, every attempt logged; one that never answers fails after
// three timed-out attempts; a 4xx is final at once.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign } from '@domain/campaigns';
import { dialects, type TestApp } from '../fixtures/test-app';
import { documentOf } from '../../unit/flows/fixtures';
import { EngineClient, engineSuite, newYorkers } from './engine-client';
import { ResponderClient } from './responder-client';

/** An endpoint answering each path's statuses in turn ('hang' never answers). */
function endpoint(plan: Record<string, (number | 'hang')[]>) {
  const seen: { path: string; query: URLSearchParams; token: string | undefined }[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    seen.push({ path: url.pathname, query: url.searchParams, token: req.headers['x-token'] as string | undefined });
    const next = plan[url.pathname]?.shift() ?? 404;
    if (next === 'hang') return;
    res.writeHead(next).end('ok');
  });
  return { server, seen };
}

describe.each(dialects)('fire_request (%s)', (dialect) => {
  let t: TestApp;
  let e: EngineClient;
  let r: ResponderClient;
  let base: string;
  let responderId: number;
  let campaign: Campaign;
  const { server, seen } = endpoint({ '/flaky': [500, 503, 200], '/silent': ['hang', 'hang', 'hang'], '/gone': [410] });

  engineSuite(dialect, (app, client) => ((t = app), (e = client), (r = new ResponderClient(client))), {
    config: { carrierSim: JSON.stringify({ audience: { clickRate: 0, replyRate: 0 } }), webhookAllowPrivate: true, webhookTimeoutMs: 300 },
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const hook = (id: string, keyword: string, path: string) => ({
      id: `n_${id}`,
      trigger: { id: `t_${id}`, type: 'inbound_message' as const, keywords: [keyword], intents: [] },
      actions: [{ id, type: 'fire_request' as const, url: `${base}${path}?phone=[phone]`, method: 'POST' as const, params: [{ name: 'name', value: '[fName]' }], headers: [{ name: 'X-Token', value: 'abc123' }, { name: ' ', value: 'dropped' }] }],
    });
    responderId = await r.create('Lead webhooks', { doc: documentOf([hook('h1', 'lead', '/flaky'), hook('h2', 'quiet', '/silent'), hook('h3', 'gone', '/gone')]) });
    campaign = await e.send('Webhook audience', newYorkers(3, 7200), { modeResponder: 'responder', responderId });
    await e.run(3);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const attempts = async (actionId: string) => {
    const [action] = (await r.actions(responderId)).filter((a) => a.action_id === actionId);
    const log = await t.db.selectFrom('responder_request_log').select(['attempt', 'status', 'error', 'url', 'method']).where('responder_action_id', '=', action!.id).orderBy('attempt').execute();
    return { action: action!, log };
  };
  const step = async (ms: number) => {
    await e.run(1, ms);
    await t.app.ctx.engine.responders.settled();
  };

  it('calls the endpoint with the contact\'s fields, and retries a 5xx after 1 then 5 minutes until it answers', async () => {
    const [m] = await e.messages(campaign.id);
    await r.inbound(m!.phone, m!.did!, 'lead');
    await step(1_000);
    let { action, log } = await attempts('h1');
    expect(log.map((l) => l.status)).toEqual([500]);
    expect(action.state).toBe('pending');
    await step(50_000);
    expect((await attempts('h1')).log).toHaveLength(1);
    await step(15_000);
    expect((await attempts('h1')).log.map((l) => l.status)).toEqual([500, 503]);
    await step(4 * 60_000);
    expect((await attempts('h1')).log).toHaveLength(2);
    await step(60_000);
    ({ action, log } = await attempts('h1'));
    expect(log.map((l) => [l.attempt, l.status, l.method])).toEqual([[1, 500, 'POST'], [2, 503, 'POST'], [3, 200, 'POST']]);
    expect(action.state).toBe('done');
    const calls = seen.filter((s) => s.path === '/flaky');
    expect(calls).toHaveLength(3);
    expect(calls[0]!.query.get('phone')).toBe(m!.phone);
    expect(calls[0]!.query.get('name')).toBe('Pat7200');
    expect(calls[0]!.token).toBe('abc123');
    expect((await r.events(responderId)).filter((x) => x.action_id === 'h1').map((x) => x.outcome)).toEqual(['sent']);
  });

  it('fails an endpoint that never answers after three timed-out attempts, and a 4xx at once', async () => {
    const [, quiet, gone] = await e.messages(campaign.id);
    await r.inbound(quiet!.phone, quiet!.did!, 'quiet');
    await r.inbound(gone!.phone, gone!.did!, 'gone');
    for (const ms of [1_000, 61_000, 5 * 60_000 + 1_000]) await step(ms);
    const silent = await attempts('h2');
    expect(silent.log.map((l) => [l.status, l.error])).toEqual([
      [null, 'No answer within 300 ms'],
      [null, 'No answer within 300 ms'],
      [null, 'No answer within 300 ms'],
    ]);
    expect(silent.action.state).toBe('failed');
    const refused = await attempts('h3');
    expect(refused.log.map((l) => [l.status, l.error])).toEqual([[410, 'HTTP 410']]);
    expect(refused.action.state).toBe('failed');
    expect((await r.events(responderId)).filter((x) => x.action_id !== 'h1').map((x) => x.outcome)).toEqual(['failed', 'failed']);
  });
});
