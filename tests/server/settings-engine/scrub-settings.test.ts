// The scrub switches of Advanced settings acted on (decision 46): skip DNC scrub leaves numbers on
// the DNC list with their line type (not DNC, not charged), skip landline scrub leaves landlines
// UNKNOWN (not charged); the send-time DNC check still applies. Auto scrub: the user's switch
// governs the DID groups' automatic scrubs, and a group without its own interval takes the user's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scrubChargeCents, type ContactType } from '@domain/contacts';
import { defaultDidGroupSetting, type DidGroup } from '@domain/dids';
import { queueDueScrubs } from '@server/modules/dids/auto-scrub';
import { updateUserSettings } from '@server/modules/user-settings/repo';
import { simulatedLineType } from '@server/providers/lookup/simulated-phone-lookup';
import { call, createTestApp, dialects, signIn, type TestApp } from '../fixtures/test-app';
import { ContactsClient } from '../contacts/contacts-client';

const DAY = 24 * 3_600_000;
const phones = Array.from({ length: 300 }, (_, i) => `+1415${String(5550000 + i * 7)}`);
const csv = ['phone,first', ...phones.map((p, i) => `${p},Name${i}`)].join('\n');

describe.each(dialects)('scrub settings acted on (%s)', (dialect) => {
  let t: TestApp;
  let demo: ContactsClient;
  let userId: number;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    demo = await ContactsClient.signIn(t);
    userId = Number((await demo.call('GET', '/users/me')).body.id);
    await t.db.insertInto('dnc_numbers').values({ phone: phones[0]!, created_at: t.clock.now().toISOString() }).execute();
  });
  afterAll(async () => t?.close());

  /** Imports the phones into a new group, scrubs it, answers the task's result, the charge and the contacts' types by phone. */
  async function scrubbed() {
    const group = await demo.createGroup(`Skip scrub ${++n}`);
    await demo.importFile(group.id, 's.csv', csv, [{ field: 'phone' }, { field: 'fName' }]);
    const before = await t.app.ctx.ledger.balance(userId);
    const started = await demo.call('POST', `/contact-groups/${group.id}/scrub`);
    expect(started.status).toBe(200);
    await t.app.ctx.tasks.drain();
    const task = await demo.task(started.body.id);
    expect(task.status).toBe('COMPLETED');
    const rows = await t.db.selectFrom('contacts').select(['phone', 'type']).where('group_id', '=', group.id).execute();
    return { result: task.result!, charged: before - (await t.app.ctx.ledger.balance(userId)), types: new Map(rows.map((r) => [r.phone, r.type])), group: await demo.group(group.id) };
  }
  const lineCounts = (list: string[]) => {
    const counts: Record<ContactType, number> = { RAW: 0, MOBILE: 0, LANDLINE: 0, UNKNOWN: 0, DNC: 0, INVALID: 0 };
    for (const p of list) counts[simulatedLineType(p).lineType]++;
    return counts;
  };

  it('marks DNC and landline numbers and charges them with both switches off', async () => {
    await updateUserSettings(t.db, userId, { skipScrubDNC: false, skipScrubLandline: false });
    const expected = { ...lineCounts(phones.slice(1)), DNC: 1 };
    expect(expected.LANDLINE).toBeGreaterThan(0);
    const { result, charged, types } = await scrubbed();
    expect(result).toMatchObject(expected);
    expect(charged).toBe(scrubChargeCents(expected.LANDLINE + expected.INVALID + expected.DNC));
    expect(types.get(phones[0]!)).toBe('DNC');
  });

  it('skip DNC scrub: a number on the DNC list gets its line type, is not charged as DNC, and the group counts no DNC', async () => {
    await updateUserSettings(t.db, userId, { skipScrubDNC: true, skipScrubLandline: false });
    const expected = lineCounts(phones);
    const { result, charged, types, group } = await scrubbed();
    expect(result).toMatchObject({ ...expected, DNC: 0 });
    expect(charged).toBe(scrubChargeCents(expected.LANDLINE + expected.INVALID));
    expect(types.get(phones[0]!)).toBe(simulatedLineType(phones[0]!).lineType);
    expect(group.metadata.dnc).toBe(0);
  });

  it('skip landline scrub: landlines are left UNKNOWN and not charged; DNC still marked', async () => {
    await updateUserSettings(t.db, userId, { skipScrubDNC: false, skipScrubLandline: true });
    const rest = lineCounts(phones.slice(1));
    const { result, charged, types, group } = await scrubbed();
    expect(result).toMatchObject({ ...rest, LANDLINE: 0, UNKNOWN: rest.UNKNOWN + rest.LANDLINE, DNC: 1 });
    expect(charged).toBe(scrubChargeCents(rest.INVALID + 1));
    const landline = phones.slice(1).find((p) => simulatedLineType(p).lineType === 'LANDLINE')!;
    expect(types.get(landline)).toBe('UNKNOWN');
    expect(group.metadata.landline).toBe(0);
    await updateUserSettings(t.db, userId, { skipScrubDNC: false, skipScrubLandline: false });
  });

  it("auto scrub: the user's switch governs the DID groups' automatic scrubs; a group without an interval takes the user's", async () => {
    const token = await signIn(t.app, 'demo@example.com', 'Demo#2026');
    const created = await call(t.app, 'POST', '/did-groups', { name: 'Auto pool', country: 'US' }, token);
    expect(created.status).toBe(200);
    const group = created.body as DidGroup;
    const setting = { ...defaultDidGroupSetting(), scrubSetting: { autoScrub: true, autoScrubInterval: 0, autoRefillBadDid: false, autoMoveBadDid: false, badDidGroupId: null } };
    expect((await call(t.app, 'PUT', `/did-groups/${group.id}/settings`, setting, token)).status).toBe(200);

    await updateUserSettings(t.db, userId, { enableAutoScrub: false, autoScrubInterval: 3 });
    expect(await queueDueScrubs(t.app.ctx)).not.toContain(group.id); // the user's switch is off: never

    await updateUserSettings(t.db, userId, { enableAutoScrub: true });
    expect(await queueDueScrubs(t.app.ctx)).toContain(group.id); // never scrubbed: due now
    await t.app.ctx.tasks.drain();
    t.clock.advance(2 * DAY + 1000);
    expect(await queueDueScrubs(t.app.ctx)).not.toContain(group.id); // the user's 3 days have not passed
    t.clock.advance(DAY);
    await updateUserSettings(t.db, userId, { enableAutoScrub: false });
    expect(await queueDueScrubs(t.app.ctx)).not.toContain(group.id); // due, but switched off
    await updateUserSettings(t.db, userId, { enableAutoScrub: true });
    expect(await queueDueScrubs(t.app.ctx)).toContain(group.id);
    await t.app.ctx.tasks.drain();
  });
});
