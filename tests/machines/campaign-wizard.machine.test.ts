// The campaign wizard: every state and transition by model-based paths (the fakes answer the
// server's calls case by case), then the stories a sender lives through: stepping forward with
// the spec's messages, jumping back, resuming a draft, and the send's answers (a refused field
// shown on its step, the credit and billing walls).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { COMPOSE_STEPS, composeMessages as m, normalizeCompose, composeProblems, problemsOnStep, stepOfPath, stepsWithProblems, type Compose, type ComposeFacts, type ComposeProblem, type ComposeStep } from '@domain/campaign-compose';
import { campaignWizardMachine, type CampaignWizardContext, type SentCampaign } from '@machines/campaign-wizard.machine';
import { facts, validInput } from '@tests/unit/domain/campaign-compose/fixtures';
import { runModelBasedSuite, type Expectation } from './model-based';

const httpError = (status: number, message: string, field?: string) => Object.assign(new Error(message), { status, field });
const SENT: SentCampaign = { id: 7, title: 'Spring sale' };

type Snapshot = SnapshotFrom<typeof campaignWizardMachine>;
type Row = Expectation<typeof campaignWizardMachine>;

const problemsByContext = new WeakMap<CampaignWizardContext, ComposeProblem[]>();
/** The problems the sender would see on `step` now, by the domain's rules (unit-tested on their own). */
function problemsOf({ context }: Snapshot, step: ComposeStep): ComposeProblem[] {
  let all = problemsByContext.get(context);
  if (!all) problemsByContext.set(context, (all = composeProblems(normalizeCompose(context.compose, context.facts), context.facts)));
  return problemsOnStep(all, step);
}
const isSending = (snapshot: Snapshot) => snapshot.matches({ composing: { calls: 'sending' } });
const noticeIs = (notice: string | null) => ({ context }: Snapshot) => expect(context.notice).toBe(notice);

/**
 * Where the sender must be after each step, written from the issue and the spec: next moves on only
 * from a step without problems (else they show), back always moves back, a jump goes back freely and
 * forward only past steps without problems, the audience is counted again after each change unless
 * the compose is being sent, and each server answer lands where the spec says.
 */
function wizardExpectations(): Row[] {
  const rows: Row[] = [
    { in: 'loading', on: 'loadFacts resolves', then: ['composing.wizard.audience', 'composing.audience.counting', 'composing.calls.idle'] },
    { in: 'loading', on: 'loadFacts rejects', then: 'loadFailed', sees: noticeIs('FAIL, Please check network again') },
    { in: 'loadFailed', on: 'RETRY', then: 'loading', sees: noticeIs(null) },
    { in: 'composing.audience', on: 'compose.change', when: (s) => !isSending(s), then: 'composing.audience.counting' },
    { in: 'composing.audience', on: 'compose.change', when: isSending, then: 'composing.calls.sending', sees: ({ context }) => expect(context.compose.country).toBe('US') },
    { in: 'composing.audience.counted', on: 'compose.change', when: isSending, then: 'composing.audience.counted' },
    { in: 'composing.audience.counting', on: 'countAudience resolves', then: 'composing.audience.counted', sees: ({ context }) => expect(context.facts.totalTarget).toBe(5000) },
    { in: 'composing.audience.counting', on: 'countAudience rejects', then: 'composing.audience.counted', sees: ({ context }) => expect(context.facts.totalTarget).toBeNull() },
    { in: 'composing.calls.idle', on: 'draft.save', then: 'composing.calls.savingDraft' },
    { in: 'composing.calls.idle', on: 'test.send', then: 'composing.calls.sendingTest' },
    { in: 'composing.calls.idle', on: 'campaign.send', when: (s) => problemsOf(s, 'review').length === 0, then: 'composing.calls.sending' },
    {
      in: 'composing.calls.idle',
      on: 'campaign.send',
      when: (s) => problemsOf(s, 'review').length > 0,
      then: 'composing.calls.idle',
      sees: (s) => expect(s.context.problems).toEqual(problemsOf(s, 'review')),
    },
    { in: 'composing.calls.savingDraft', on: 'saveDraft resolves', then: 'composing.calls.idle', sees: (s) => expect([s.context.draftId, s.context.notice]).toEqual([12, 'Draft saved']) },
    { in: 'composing.calls.savingDraft', on: 'saveDraft rejects', then: 'composing.calls.idle', sees: noticeIs('Can not process') },
    { in: 'composing.calls.sendingTest', on: 'sendTest resolves', then: 'composing.calls.idle', sees: noticeIs('Successfully sent!') },
    { in: 'composing.calls.sendingTest', on: 'sendTest rejects', then: 'composing.calls.idle', sees: noticeIs('FAIL SEND MESSAGE') },
    { in: 'composing.calls.sending', on: 'send resolves', then: 'sent', sees: ({ context }) => expect(context.sent).toEqual(SENT) },
    { in: 'composing.calls.sending', on: 'send rejects no credit', then: 'noCredit' },
    { in: 'composing.calls.sending', on: 'send rejects no billing', then: 'noBilling' },
    {
      in: 'composing.calls.sending',
      on: 'send rejects group refused',
      then: ['composing.wizard.audience', 'composing.calls.idle'],
      sees: ({ context }) => expect([context.problems, context.notice]).toEqual([[{ path: 'contactGroups', message: 'Contact group 1 is not one of your contact groups' }], null]),
    },
    { in: 'composing.calls.sending', on: 'send rejects server down', then: 'composing.calls.idle', sees: noticeIs('Can not process') },
  ];
  for (const [index, step] of COMPOSE_STEPS.entries()) {
    const here = `composing.wizard.${step}`;
    const next = COMPOSE_STEPS[index + 1];
    const back = COMPOSE_STEPS[index - 1];
    rows.push({ in: here, on: 'compose.change', then: here });
    if (next) {
      rows.push({ in: here, on: 'wizard.next', when: (s) => problemsOf(s, step).length === 0, then: `composing.wizard.${next}` });
      rows.push({ in: here, on: 'wizard.next', when: (s) => problemsOf(s, step).length > 0, then: here, sees: (s) => expect(s.context.problems).toEqual(problemsOf(s, step)) });
    }
    if (back) rows.push({ in: here, on: 'wizard.back', then: `composing.wizard.${back}` });
    for (const [targetIndex, target] of COMPOSE_STEPS.entries()) {
      const reachable = (s: Snapshot) => targetIndex <= index || COMPOSE_STEPS.slice(0, targetIndex).every((before) => problemsOf(s, before).length === 0);
      rows.push({ in: here, on: `wizard.goto(${target})`, when: reachable, then: `composing.wizard.${target}`, sees: target === step ? undefined : noticeIs(null) });
      rows.push({ in: here, on: `wizard.goto(${target})`, when: (s) => !reachable(s), then: here });
    }
  }
  return rows;
}

const brokenByContext = new WeakMap<CampaignWizardContext, ComposeStep[]>();
/** The steps with problems, once per context: the model walk asks for the same context many times. */
function brokenSteps(context: CampaignWizardContext): ComposeStep[] {
  let broken = brokenByContext.get(context);
  if (!broken) brokenByContext.set(context, (broken = stepsWithProblems(normalizeCompose(context.compose, context.facts), context.facts)));
  return broken;
}



/** The wizard with answering fakes, started and loaded. */
async function openWizard(send: () => Promise<SentCampaign> = () => Promise.resolve(SENT), input = {}) {
  const given: ComposeFacts = facts({ totalTarget: null });
  const machine = campaignWizardMachine.provide({
    actors: {
      loadFacts: fromPromise(() => Promise.resolve(given)),
      countAudience: fromPromise(() => Promise.resolve(5000)),
      saveDraft: fromPromise(() => Promise.resolve({ id: 12 })),
      sendTest: fromPromise<unknown, { compose: Compose }>(() => Promise.resolve({})),
      send: fromPromise(send),
    },
  });
  const actor = createActor(machine, { input }).start();
  await waitFor(actor, (s) => s.matches({ composing: { audience: 'counted' } }));
  return actor;
}

const step = (actor: Awaited<ReturnType<typeof openWizard>>) => (actor.getSnapshot().value as { composing: { wizard: string } }).composing.wizard;

describe('campaign wizard stories', () => {
  it('stays on a step with problems and says them in the spec’s words', async () => {
    const actor = await openWizard();
    actor.send({ type: 'wizard.next' });
    expect(step(actor)).toBe('audience');
    expect(actor.getSnapshot().context.problems.map((p) => p.message)).toEqual([m.countryRequired, m.groupsRequired]);
    actor.send({ type: 'compose.change', patch: { country: 'US' } });
    expect(actor.getSnapshot().context.problems.map((p) => p.message)).toEqual([m.groupsRequired]);
  });

  it('walks every step of a complete compose to the send, and may go back', async () => {
    const actor = await openWizard();
    actor.send({ type: 'compose.change', patch: validInput });
    for (const expected of COMPOSE_STEPS.slice(1)) {
      actor.send({ type: 'wizard.next' });
      expect(step(actor)).toBe(expected);
    }
    actor.send({ type: 'wizard.back' });
    expect(step(actor)).toBe('optimization');
    actor.send({ type: 'wizard.goto', step: 'review' });
    actor.send({ type: 'campaign.send' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(actor.getSnapshot().context.sent).toEqual(SENT);
  });

  it('cannot jump past a step with problems, but can jump back to it from the review', async () => {
    const actor = await openWizard();
    actor.send({ type: 'wizard.goto', step: 'review' });
    expect(step(actor)).toBe('audience');
    actor.send({ type: 'compose.change', patch: validInput });
    actor.send({ type: 'wizard.goto', step: 'review' });
    expect(step(actor)).toBe('review');
    actor.send({ type: 'compose.change', patch: { creativeIds: [] } });
    actor.send({ type: 'campaign.send' });
    expect(actor.getSnapshot().context.problems).toEqual([{ path: 'creativeIds', message: m.creativeRequired }]);
    actor.send({ type: 'wizard.goto', step: 'content' });
    expect(step(actor)).toBe('content');
  });

  it('puts a field the server refused on its step', async () => {
    const actor = await openWizard(() => Promise.reject(httpError(400, 'DID group 40 is not one of your DID groups', 'compose.routesTwoWays.0.didGroupIds')));
    actor.send({ type: 'compose.change', patch: validInput });
    actor.send({ type: 'wizard.goto', step: 'review' });
    actor.send({ type: 'campaign.send' });
    await waitFor(actor, (s) => s.matches({ composing: { calls: 'idle' } }) && step(actor) !== 'review');
    expect(step(actor)).toBe('route');
    expect(actor.getSnapshot().context.problems).toEqual([{ path: 'routesTwoWays[0].didGroupIds', message: 'DID group 40 is not one of your DID groups' }]);
  });

  it('a change on a later step keeps the sender there, and only an audience field counts again', async () => {
    const actor = await openWizard();
    actor.send({ type: 'compose.change', patch: validInput });
    await waitFor(actor, (s) => s.matches({ composing: { audience: 'counted' } }));
    actor.send({ type: 'wizard.goto', step: 'content' });
    actor.send({ type: 'compose.change', patch: { campaignTitle: 'Renamed' } });
    expect(step(actor)).toBe('content');
    expect(actor.getSnapshot().matches({ composing: { audience: 'counted', calls: 'idle' } })).toBe(true);
    actor.send({ type: 'compose.change', patch: { country: 'CA' } });
    expect(step(actor)).toBe('content');
    expect(actor.getSnapshot().matches({ composing: { audience: 'counting' } })).toBe(true);
  });

  it('a change while the draft is being saved does not stop the save', async () => {
    const actor = await openWizard();
    actor.send({ type: 'draft.save' });
    actor.send({ type: 'compose.change', patch: { campaignTitle: 'Renamed' } });
    await waitFor(actor, (s) => s.context.notice === 'Draft saved');
    expect(actor.getSnapshot().context.draftId).toBe(12);
  });

  // A jump leaves the last call's notice behind, from any step to any other.
  const jumps = COMPOSE_STEPS.flatMap((from) => COMPOSE_STEPS.filter((to) => to !== from).map((to) => [from, to] as const));
  it.each(jumps)('a jump from %s to %s clears the last notice', async (from, to) => {
    const actor = await openWizard();
    actor.send({ type: 'compose.change', patch: validInput });
    actor.send({ type: 'wizard.goto', step: from });
    actor.send({ type: 'draft.save' });
    await waitFor(actor, (s) => s.context.notice === 'Draft saved');
    actor.send({ type: 'wizard.goto', step: to });
    expect(step(actor)).toBe(to);
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('resumes a draft where its compose left off, and saves it under the same id', async () => {
    const actor = await openWizard(undefined, { draft: { id: 12, compose: { ...validInput, country: '' } } });
    expect(actor.getSnapshot().context.compose.contactGroups).toEqual([1]);
    actor.send({ type: 'draft.save' });
    await waitFor(actor, (s) => s.context.notice === 'Draft saved');
    expect(actor.getSnapshot().context.draftId).toBe(12);
  });

  it('forces auto-optimization off for an audience of 99', async () => {
    const machine = campaignWizardMachine.provide({
      actors: {
        loadFacts: fromPromise(() => Promise.resolve(facts({ totalTarget: null }))),
        countAudience: fromPromise(() => Promise.resolve(99)),
        send: fromPromise<SentCampaign, { compose: Compose; draftId: number | null }>(({ input }) => Promise.resolve({ id: 1, title: String(input.compose.autoOp) })),
      },
    });
    const actor = createActor(machine, { input: {} }).start();
    await waitFor(actor, (s) => s.matches({ composing: { audience: 'counted' } }));
    actor.send({ type: 'compose.change', patch: { ...validInput, autoOp: true } });
    actor.send({ type: 'wizard.goto', step: 'review' });
    actor.send({ type: 'campaign.send' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(actor.getSnapshot().context.sent?.title).toBe('false');
  });
});

// After the stories: they are quick, and kill most mutants before the paths run (npm run test:mutants).
runModelBasedSuite({
  machine: (fake) =>
    campaignWizardMachine.provide({
      actors: {
        loadFacts: fake.promise({ resolves: { facts: facts({ totalTarget: null }) }, rejects: { 'network failure': httpError(0, 'FAIL, Please check network again') } }),
        countAudience: fake.promise({ resolves: { '5000 contacts': 5000 }, rejects: { 'count failed': httpError(500, 'Can not process') } }),
        saveDraft: fake.promise({ resolves: { saved: { id: 12 } }, rejects: { 'save failed': httpError(500, 'Can not process') } }),
        sendTest: fake.promise({ resolves: { sent: {} }, rejects: { 'test failed': httpError(500, 'FAIL SEND MESSAGE') } }),
        send: fake.promise({
          resolves: { created: SENT },
          rejects: {
            'no credit': httpError(402, 'Not enough credits'),
            'no billing': httpError(412, 'Billing information need to be updated!'),
            'group refused': httpError(400, 'Contact group 1 is not one of your contact groups', 'compose.contactGroups'),
            'server down': httpError(503, 'Can not process'),
          },
        }),
      },
    }),
  input: {},
  events: {
    // A complete compose, or one broken on exactly one step (the cases replace each other).
    'compose.change': {
      'fills every step': { patch: validInput },
      'clears the country': { patch: { ...validInput, country: '' } },
      'drops the routes': { patch: { ...validInput, routesTwoWays: [] } },
      'drops the creatives': { patch: { ...validInput, creativeIds: [] } },
      'picks a responder mode without a responder': { patch: { ...validInput, modeResponder: 'responder' } },
      'schedules without times': { patch: { ...validInput, activeScheduling: true } },
      'turns auto-optimization on empty': { patch: { ...validInput, autoOp: true } },
    },
    'wizard.goto': Object.fromEntries(COMPOSE_STEPS.map((step) => [step, { step }])),
  },
  // Which steps have problems decides every guard; notices and the draft id do not.
  serializeState: ({ value, context }) => JSON.stringify({ value, broken: brokenSteps(context) }),
  limit: 100000,
  expectations: wizardExpectations(),
  states: {
    loading: (_, { context }) => expect(context.facts.routes.size).toBe(0),
    loadFailed: (_, { context }) => expect(context.notice).toBe('FAIL, Please check network again'),
    composing: (_, { context }) => {
      // Every problem the page shows is in the spec's words and belongs to a real step.
      for (const p of context.problems) expect(COMPOSE_STEPS).toContain(stepOfPath(p.path));
    },
    'composing.wizard.audience': (_, { context }) => {
      for (const p of context.problems.filter((x) => stepOfPath(x.path) === 'audience')) expect([m.countryRequired, m.groupsRequired, 'Contact group 1 is not one of your contact groups']).toContain(p.message);
    },
    // The count under way is for the audience the sender sees now, not one changed since.
    'composing.audience.counting': (_, { context }, fake) => {
      const audienceOf = (compose: Compose) => ({ groups: compose.contactGroups, country: compose.country, target: compose.target, suppression: [compose.suppressionContactEnabled, compose.suppressionGroupIds] });
      const asked = fake.inputs('countAudience').at(-1) as { compose: Compose };
      expect(audienceOf(asked.compose)).toEqual(audienceOf(normalizeCompose(context.compose, context.facts)));
    },
    'composing.calls.savingDraft': (_, __, fake) => expect(fake.inputs('saveDraft').at(-1)).toHaveProperty('compose'),
    'composing.calls.sending': (_, { context }) => {
      // Only a compose without problems is sent.
      expect(context.compose.country).toBe('US');
    },
    sent: (_, { context }) => expect(context.sent).toEqual(SENT),
    noCredit: (_, { context }) => expect(context.sent).toBeNull(),
    noBilling: (_, { context }) => expect(context.sent).toBeNull(),
  },
});