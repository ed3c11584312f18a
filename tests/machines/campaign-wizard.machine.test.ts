// The campaign wizard: every state and transition by model-based paths (the fakes answer the
// server's calls case by case), then the stories a sender lives through: stepping forward with
// the spec's messages, jumping back, resuming a draft, and the send's answers (a refused field
// shown on its step, the credit and billing walls).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { COMPOSE_STEPS, composeMessages as m, normalizeCompose, stepOfPath, stepsWithProblems, type Compose, type ComposeFacts, type ComposeStep } from '@domain/campaign-compose';
import { campaignWizardMachine, type CampaignWizardContext, type SentCampaign } from '@machines/campaign-wizard.machine';
import { facts, validInput } from '@tests/unit/domain/campaign-compose/fixtures';
import { runModelBasedSuite } from './model-based';

const httpError = (status: number, message: string, field?: string) => Object.assign(new Error(message), { status, field });
const SENT: SentCampaign = { id: 7, title: 'Spring sale' };

const brokenByContext = new WeakMap<CampaignWizardContext, ComposeStep[]>();
/** The steps with problems, once per context: the model walk asks for the same context many times. */
function brokenSteps(context: CampaignWizardContext): ComposeStep[] {
  let broken = brokenByContext.get(context);
  if (!broken) brokenByContext.set(context, (broken = stepsWithProblems(normalizeCompose(context.compose, context.facts), context.facts)));
  return broken;
}

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
