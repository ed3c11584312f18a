// Sending 10DLC brands and use cases for registration through /10dlc/request10dlc (issue 14; decisions
// 45 and 48), with the simulated registry and the fake clock: the fee charged once when sent, the
// brand status following the request (REQUESTING, PROCESSING, ACTIVE, FAILED), the retry message
// while a vendor is down, a use case refused until its brand is registered, and registeredUseCases()
// for the sending rules.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REGISTRATION_FEE_CENTS, registrationMessages } from '@domain/registrations';
import { runDueRegistrations } from '@server/modules/registrations/registration-sweep';
import { registeredUseCases } from '@server/modules/ten-dlc/registered-use-cases';
import { REJECTION_REASONS } from '@server/providers/registration/simulated-registration-vendor';
import { call, createTestApp, dialects, signIn, type TestApp } from '../fixtures/test-app';
import { aBrand, aUseCase, DEMO } from './ten-dlc-fixtures';

describe.each(dialects)('10DLC registration through the calls (%s)', (dialect) => {
  let t: TestApp;
  let token: string;
  let userId: number;
  let groupId: number;
  const reviewMs = 300_000;
  const api = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, as = token) => call(t.app, method, url, body, as);
  const balance = async () => (await api('GET', '/users/me')).body.balanceCents as number;
  const tick = async (ms: number) => {
    t.clock.advance(ms);
    return runDueRegistrations(t.app.ctx);
  };
  const register = (kind: 'brand' | 'use-case', id: number, vendorId = 'registry-direct') => api('POST', '/10dlc/request10dlc', { kind, id, vendorId });

  beforeEach(async () => {
    t = await createTestApp(dialect);
    token = await signIn(t.app, DEMO.email, DEMO.password);
    userId = Number((await t.db.selectFrom('users').select('id').where('email', '=', DEMO.email).executeTakeFirstOrThrow()).id);
    groupId = Number((await t.db.selectFrom('did_groups').select('id').where('user_id', '=', userId).where('name', '=', 'Chicago pool').executeTakeFirstOrThrow()).id);
  });
  afterEach(async () => t.close());

  it('registers a brand then its use case, charging each fee once, and the use case reaches the sending rules', async () => {
    const start = await balance();
    const brand = (await api('POST', '/10dlc/brand', aBrand())).body.id;
    const useCase = (await api('POST', `/10dlc/brand/${brand}/usecase`, aUseCase([groupId]))).body.id;

    // A use case is refused until its brand is registered, and nothing is charged.
    const early = await register('use-case', useCase);
    expect(early.status).toBe(400);
    expect(early.body).toMatchObject({ field: 'brandId', message: 'Register the brand first: a use case can be sent once its brand is registered' });

    const sent = await register('brand', brand);
    expect(sent.status).toBe(200);
    expect(sent.body.registration).toMatchObject({ kind: 'brand', subjectId: brand, state: 'requesting', feeCents: REGISTRATION_FEE_CENTS.brand });
    expect((await api('GET', `/10dlc/brand/${brand}`)).body.status).toBe('REQUESTING');
    // A second click while it is under way is refused and charges nothing more.
    expect((await register('brand', brand)).body).toMatchObject({ field: 'id', message: 'This registration is already being reviewed; wait for its answer' });
    expect(await balance()).toBe(start - REGISTRATION_FEE_CENTS.brand);

    await tick(0);
    expect((await api('GET', `/10dlc/brand/${brand}`)).body).toMatchObject({ status: 'PROCESSING', registration: { state: 'register pending' } });
    expect((await register('use-case', useCase)).status).toBe(400);
    await tick(reviewMs);
    expect((await api('GET', `/10dlc/brand/${brand}`)).body).toMatchObject({ status: 'ACTIVE', registration: { state: 'registered' } });
    expect((await register('brand', brand)).body.message).toBe('Already registered');

    const useCaseSent = await register('use-case', useCase);
    expect(useCaseSent.body.registration).toMatchObject({ kind: 'use-case', state: 'requesting', feeCents: REGISTRATION_FEE_CENTS['use-case'] });
    expect((await api('GET', `/10dlc/usecase/${useCase}`)).body).toMatchObject({ usecaseId: null, registration: { state: 'requesting' } });
    await tick(0);
    expect((await api('GET', `/10dlc/usecase/${useCase}`)).body.usecaseId).toMatch(/^C[0-9A-Z]{6}$/);
    await tick(reviewMs);
    expect((await api('GET', `/10dlc/usecase/${useCase}`)).body.registration).toMatchObject({ state: 'registered', throughputPerMinute: 4500 });
    expect(await balance()).toBe(start - REGISTRATION_FEE_CENTS.brand - REGISTRATION_FEE_CENTS['use-case']);
    expect(await registeredUseCases(t.db, userId)).toContainEqual({ useCaseId: useCase, didGroupIds: [groupId], throughputPerMinute: 4500 });
    // Decided: nothing more is charged however long the sweep runs.
    await tick(reviewMs);
    expect(await balance()).toBe(start - REGISTRATION_FEE_CENTS.brand - REGISTRATION_FEE_CENTS['use-case']);
  });

  it('shows a rejection with its reason (FAILED), keeps the fee, and takes a corrected resubmission', async () => {
    const start = await balance();
    const brand = (await api('POST', '/10dlc/brand', aBrand({ ein: '00-1234567' }))).body.id;
    await register('brand', brand);
    await tick(0);
    await tick(reviewMs);
    expect((await api('GET', `/10dlc/brand/${brand}`)).body).toMatchObject({ status: 'FAILED', registration: { state: 'rejected', reason: REJECTION_REASONS[0] } });
    expect(await balance()).toBe(start - REGISTRATION_FEE_CENTS.brand);

    await api('PUT', `/10dlc/brand/${brand}`, aBrand({ ein: '94-7654321' }));
    expect((await register('brand', brand)).status).toBe(200);
    await tick(0);
    await tick(reviewMs);
    expect((await api('GET', `/10dlc/brand/${brand}`)).body.status).toBe('ACTIVE');
    expect(await balance()).toBe(start - 2 * REGISTRATION_FEE_CENTS.brand);
  });

  it('shows the retry message while the chosen vendor is down, then goes on', async () => {
    const brand = (await api('POST', '/10dlc/brand', aBrand())).body.id;
    await register('brand', brand, 'registry-reseller');
    await tick(0);
    expect((await api('GET', `/10dlc/brand/${brand}`)).body).toMatchObject({ status: 'REQUESTING', registration: { state: 'requesting', reason: registrationMessages.vendorRetrying } });
    await tick(t.config.registrationRetryMs);
    await tick(2 * t.config.registrationRetryMs);
    expect((await api('GET', `/10dlc/brand/${brand}`)).body).toMatchObject({ status: 'PROCESSING', registration: { reason: null } });
  });

  it('refuses an unknown vendor or one that does not register 10DLC, naming the vendor', async () => {
    const brand = (await api('POST', '/10dlc/brand', aBrand())).body.id;
    expect((await register('brand', brand, 'nobody')).body).toMatchObject({ field: 'vendorId', message: 'Vendor is not in the vendor list' });
    expect((await register('brand', brand, 'toll-free-aggregator')).body).toMatchObject({ field: 'vendorId', message: 'Vendor does not register this kind of request' });
    expect((await api('POST', '/10dlc/request10dlc', { kind: 'toll-free', id: brand, vendorId: 'registry-direct' })).body).toMatchObject({ field: 'kind' });
    expect((await api('POST', '/10dlc/request10dlc', { kind: 'brand', vendorId: 'registry-direct' })).body).toMatchObject({ field: 'id', message: 'Id is required field!' });
  });

  it('answers 402 without the credit for the fee and saves no request', async () => {
    const low = await signIn(t.app, 'lowbalance@example.com', 'LowBalance#2026');
    const brand = (await api('POST', '/10dlc/brand', aBrand(), low)).body.id;
    const res = await api('POST', '/10dlc/request10dlc', { kind: 'brand', id: brand, vendorId: 'registry-direct' }, low);
    expect(res.status).toBe(402);
    expect((await api('GET', `/10dlc/brand/${brand}`, undefined, low)).body).toMatchObject({ status: null, registration: null });
  });

  it("registeredUseCases lists the demo's registered use case with its DID group and throughput, and nothing for others", async () => {
    const [seeded] = await registeredUseCases(t.db, userId);
    expect(seeded).toMatchObject({ didGroupIds: [groupId], throughputPerMinute: 4500 });
    const other = await t.db.selectFrom('users').select('id').where('email', '=', 'agency@example.com').executeTakeFirstOrThrow();
    expect(await registeredUseCases(t.db, Number(other.id))).toEqual([]);
    // A use case whose newest request is not registered is left out.
    const brand = (await api('POST', '/10dlc/brand', aBrand())).body.id;
    await api('POST', `/10dlc/brand/${brand}/usecase`, aUseCase([groupId]));
    expect(await registeredUseCases(t.db, userId)).toHaveLength(1);
  });
});
