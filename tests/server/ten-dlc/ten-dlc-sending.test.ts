// The sending rules registration unlocks (issue 14): a campaign on a 10DLC route sends only from DID
// groups a registered use case covers, else the send and the check answer 400 naming the route; once
// a use case covering the group is registered the same send goes; the engine's pace is capped at the
// throughput the registry granted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComposeInput } from '@domain/campaign-compose';
import { runDueRegistrations } from '@server/modules/registrations/registration-sweep';
import { planOfCompose } from '@server/engine/campaign-plan';
import { CampaignsClient } from '../campaigns/campaigns-client';
import { createTestApp, dialects, type TestApp } from '../fixtures/test-app';
import { aBrand, aUseCase } from './ten-dlc-fixtures';

describe.each(dialects)('10DLC sending rules (%s)', (dialect) => {
  let t: TestApp;
  let demo: CampaignsClient;
  let spare: number;
  const tenDlcRoute = 'US 10DLC Two-way';

  beforeAll(async () => {
    t = await createTestApp(dialect);
    demo = await CampaignsClient.signIn(t);
    spare = Number((await t.db.selectFrom('did_groups').select('id').where('name', '=', 'Spare numbers').executeTakeFirstOrThrow()).id);
  });
  afterAll(async () => t?.close());

  const onSpare = async (): Promise<ComposeInput> => {
    const ready = await demo.readyCompose();
    return { routesTwoWays: [{ routeId: ready.routesTwoWays[0]!.routeId, didGroupIds: [spare] }] };
  };
  const send = async (changes: ComposeInput) => demo.call('POST', '/campaigns/send', { compose: await demo.readyCompose(changes) });
  const count = async () => (await demo.call('GET', '/campaigns')).body.total as number;
  const refusal = `Route ${tenDlcRoute} is a 10DLC route: DID group Spare numbers has no registered 10DLC use case. Register one on the 10-DLC page first`;

  it('sends from the DID group the seeded registered use case covers', async () => {
    const ready = await demo.readyCompose();
    const route = await t.db.selectFrom('routes').select('name').where('id', '=', ready.routesTwoWays[0]!.routeId).executeTakeFirstOrThrow();
    expect(route.name).toBe(tenDlcRoute);
    expect((await demo.call('POST', '/campaigns/check', { compose: ready })).body.problems).toEqual([]);
  });

  it('refuses a DID group no registered use case covers, naming the route, and stores nothing', async () => {
    const before = await count();
    const res = await send(await onSpare());
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'compose.routesTwoWays.0.didGroupIds', message: `DID groups: ${refusal}` });
    expect(await count()).toBe(before);
    const check = await demo.call('POST', '/campaigns/check', { compose: await demo.readyCompose(await onSpare()) });
    expect(check.body.problems).toContainEqual(expect.objectContaining({ path: 'routesTwoWays[0].didGroupIds', message: refusal, step: 'route' }));
    // The wizard reads the same facts: the spare group is not among the registered ones.
    expect((await demo.call('GET', '/campaigns/compose-options')).body.registeredDidGroupIds).not.toContain(spare);
  });

  it('lets the same send go once a use case covering the group is registered, at the registered pace', async () => {
    const brand = (await demo.call('POST', '/10dlc/brand', aBrand())).body.id as number;
    const useCase = (await demo.call('POST', `/10dlc/brand/${brand}/usecase`, aUseCase([spare], { usecaseType: 'LOW_VOLUME' }))).body.id as number;
    expect((await demo.call('POST', '/10dlc/request10dlc', { kind: 'brand', id: brand, vendorId: 'registry-direct' })).status).toBe(200);
    await runDueRegistrations(t.app.ctx);
    t.clock.advance(t.config.registrationReviewMs);
    await runDueRegistrations(t.app.ctx);
    expect((await demo.call('POST', '/10dlc/request10dlc', { kind: 'use-case', id: useCase, vendorId: 'registry-direct' })).status).toBe(200);
    await runDueRegistrations(t.app.ctx);
    // Still in review: still refused.
    expect((await send(await onSpare())).status).toBe(400);
    t.clock.advance(t.config.registrationReviewMs);
    await runDueRegistrations(t.app.ctx);

    const changes = { ...(await onSpare()), sendSpeed: 100_000 };
    const sent = await send(changes);
    expect(sent.status).toBe(200);
    // LOW_VOLUME is granted 75 messages a minute: the engine goes no faster than 4,500 an hour.
    const userId = Number((await t.db.selectFrom('users').select('id').where('email', '=', 'demo@example.com').executeTakeFirstOrThrow()).id);
    const plan = await planOfCompose(t.app.ctx, { campaignId: 0, userId, title: 'paced', compose: await demo.readyCompose(changes) });
    expect(plan.timing.speedPerHour).toBe(75 * 60);
    // A slower chosen speed stays as chosen.
    const slow = await planOfCompose(t.app.ctx, { campaignId: 0, userId, title: 'slow', compose: await demo.readyCompose({ ...changes, sendSpeed: 600 }) });
    expect(slow.timing.speedPerHour).toBe(600);
  });
});
