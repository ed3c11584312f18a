// The registration process behind 10DLC and toll-free (decision 45), driven through the simulated
// vendor with the fake clock: the fee charged once when sent, whatever the outcome; register pending
// while the registry reviews; registered with its throughput, or rejected with a reason; a vendor
// that is down retried with a doubling delay and the user told once; a notification on each change.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REGISTRATION_FEE_CENTS, registrationMessages } from '@domain/registrations';
import { InsufficientCreditError } from '@server/http/errors';
import { latestRegistrations, registrationHistory, requestRegistration, type NewRegistration } from '@server/modules/registrations/registration-requests';
import { registrationRetryDelayMs, reviewPollMs, runDueRegistrations } from '@server/modules/registrations/registration-sweep';
import { SimulatedRegistrationVendor, REJECTION_REASONS } from '@server/providers/registration/simulated-registration-vendor';
import { insertBareUser } from '../fixtures/bare-user';
import { createTestApp, dialects, type TestApp } from '../fixtures/test-app';

describe.each(dialects)('registration requests and their sweep (%s)', (dialect) => {
  let t: TestApp;
  let userId: number;
  const reviewMs = 300_000;

  beforeEach(async () => {
    t = await createTestApp(dialect);
    userId = await insertBareUser(t, 'registrant@example.com');
    await t.app.ctx.ledger.credit(userId, 10_000, 'adjustment', 'test: starting credit');
  });
  afterEach(async () => t.close());

  const brand = (fields: Record<string, unknown>, vendorId = 'registry-direct'): NewRegistration => ({
    userId, kind: 'brand', subjectId: 7, subjectName: 'Lakeview Auto', link: '/10-dlc/7', vendorId, fields,
  });
  const send = (request: NewRegistration) => t.db.transaction().execute((trx) => requestRegistration(trx, t.clock.now(), request));
  const state = async (subjectId = 7, kind: NewRegistration['kind'] = 'brand') => (await latestRegistrations(t.db, userId, kind, [subjectId])).get(subjectId);
  const notes = () => t.db.selectFrom('notifications').select(['title', 'body', 'link']).where('user_id', '=', userId).where('event', '=', 'registrationChanged').orderBy('id').execute();
  /** Moves the clock and runs the sweep, as the server's timer would. */
  const tick = async (ms: number) => {
    t.clock.advance(ms);
    return runDueRegistrations(t.app.ctx);
  };

  it('charges the fee once when sent, reviews for minutes, then registers and tells the owner', async () => {
    const sent = await send(brand({ ein: '12-3456789', companyName: 'Lakeview Auto LLC' }));
    expect(sent).toMatchObject({ state: 'requesting', feeCents: REGISTRATION_FEE_CENTS.brand, attempts: 0 });
    expect(await t.app.ctx.ledger.balance(userId)).toBe(10_000 - REGISTRATION_FEE_CENTS.brand);
    const [fee] = await t.app.ctx.ledger.entries(userId, 1, 0);
    expect(fee).toMatchObject({ kind: '10dlc-fee', amountCents: -REGISTRATION_FEE_CENTS.brand, reference: `registration:${sent.id}` });

    expect(await tick(0)).toBe(1);
    expect(await state()).toMatchObject({ state: 'register pending', reason: null });
    // Still in review a minute later.
    await tick(reviewPollMs(reviewMs));
    expect((await state())?.state).toBe('register pending');
    await tick(reviewMs);
    expect(await state()).toMatchObject({ state: 'registered', throughputPerMinute: null });
    expect((await state())?.decidedAt).not.toBeNull();
    // Decided requests are not read again, and nothing more is charged.
    expect(await tick(reviewMs)).toBe(0);
    expect(await t.app.ctx.ledger.balance(userId)).toBe(10_000 - REGISTRATION_FEE_CENTS.brand);
    expect(await notes()).toEqual([
      { title: 'Registration sent', body: 'Lakeview Auto: sent to the registry for review.', link: '/10-dlc/7' },
      { title: 'Registration approved', body: 'Lakeview Auto: registered.', link: '/10-dlc/7' },
    ]);
  });

  it('keeps the fee of a rejected request and says what to fix; a resubmission is a new request', async () => {
    await send(brand({ ein: '00-1234567', companyName: 'Lakeview Auto LLC' }));
    await tick(0);
    await tick(reviewMs);
    expect(await state()).toMatchObject({ state: 'rejected', reason: REJECTION_REASONS[0] });
    expect((await notes()).at(-1)).toEqual({ title: 'Registration rejected', body: `Lakeview Auto: ${REJECTION_REASONS[0]}`, link: '/10-dlc/7' });
    expect(await t.app.ctx.ledger.balance(userId)).toBe(10_000 - REGISTRATION_FEE_CENTS.brand);

    await send(brand({ ein: '12-1234567', companyName: 'Lakeview Auto LLC' }));
    await tick(0);
    await tick(reviewMs);
    expect((await state())?.state).toBe('registered');
    expect((await registrationHistory(t.db, userId, 'brand', 7)).map((r) => r.state)).toEqual(['registered', 'rejected']);
    expect(await t.app.ctx.ledger.balance(userId)).toBe(10_000 - 2 * REGISTRATION_FEE_CENTS.brand);
  });

  it('refuses to send without the credit for the fee, and saves nothing', async () => {
    await t.app.ctx.ledger.charge(userId, 10_000 - 100, 'adjustment', 'test: little credit');
    await expect(send(brand({ ein: '12-3456789' }))).rejects.toBeInstanceOf(InsufficientCreditError);
    expect(await state()).toBeUndefined();
    expect(await t.app.ctx.ledger.balance(userId)).toBe(100);
  });

  it('retries a vendor that is down with a doubling delay, tells the user once, and registers when it is back', async () => {
    const vendor = t.app.ctx.registrationVendor as SimulatedRegistrationVendor;
    vendor.setOutage('registry-direct', true);
    await send(brand({ ein: '12-3456789' }));
    const retry = t.config.registrationRetryMs;

    await tick(0);
    expect(await state()).toMatchObject({ state: 'requesting', attempts: 1, reason: registrationMessages.vendorRetrying });
    // Not due again before the delay ...
    expect(await tick(retry - 1)).toBe(0);
    expect(await tick(1)).toBe(1);
    expect((await state())?.attempts).toBe(2);
    // ... which doubles.
    expect(await tick(registrationRetryDelayMs(2, retry) - 1)).toBe(0);
    expect(await tick(1)).toBe(1);
    expect((await state())?.attempts).toBe(3);
    expect((await notes()).map((n) => n.body)).toEqual([`Lakeview Auto: ${registrationMessages.vendorRetrying}.`]);

    vendor.setOutage('registry-direct', false);
    await tick(registrationRetryDelayMs(3, retry));
    expect(await state()).toMatchObject({ state: 'register pending', attempts: 0, reason: null });
    await tick(reviewMs);
    expect((await state())?.state).toBe('registered');
    expect(await t.app.ctx.ledger.balance(userId)).toBe(10_000 - REGISTRATION_FEE_CENTS.brand);
  });

  it('gets through the unreliable vendor after its failures, and a use case carries its throughput', async () => {
    const useCase: NewRegistration = {
      userId, kind: 'use-case', subjectId: 3, subjectName: 'Service alerts', link: '/10-dlc/7/use-case/3', vendorId: 'registry-reseller',
      fields: { brandName: 'Lakeview Auto', usecaseType: 'LOW_VOLUME', samples: ['Lakeview Auto: your car is ready. Reply STOP to opt out.'] },
    };
    await send(useCase);
    for (let i = 0; i < 6 && (await state(3, 'use-case'))?.state !== 'registered'; i += 1) await tick(reviewMs);
    expect(await state(3, 'use-case')).toMatchObject({ state: 'registered', throughputPerMinute: 75 });
    expect(await t.app.ctx.ledger.balance(userId)).toBe(10_000 - REGISTRATION_FEE_CENTS['use-case']);
  });

  it('takes each due request once, even with two sweeps at the same moment', async () => {
    await send(brand({ ein: '12-3456789' }));
    const [a, b] = await Promise.all([runDueRegistrations(t.app.ctx), runDueRegistrations(t.app.ctx)]);
    expect(a + b).toBe(1);
    expect((await notes()).filter((n) => n.title === 'Registration sent')).toHaveLength(1);
  });

  it("never shows one user another user's requests", async () => {
    await send(brand({ ein: '12-3456789' }));
    const other = await insertBareUser(t, 'someone-else@example.com');
    expect((await latestRegistrations(t.db, other, 'brand', [7])).size).toBe(0);
    expect(await registrationHistory(t.db, other, 'brand', 7)).toEqual([]);
  });
});
