// The campaign wizard (issue 9; 000 §3 "Campaign compose", §4, §5): the sender's compose, step by
// step, from the audience to the send. The machine is the one source of truth: the page renders
// from its snapshot and sends it events; every rule is the domain's (src/domain/campaign-compose),
// run on the compose with the facts the screen loaded, the same rules the server checks a send with.
//
// Steps: audience, route, content, responder, schedule, optimization, review. 'wizard.next' moves on
// only when the step has no problem (else the step shows them); 'wizard.back' always moves back;
// 'wizard.goto' jumps back to any earlier step, or forward to a step when every step before it is
// fine: from the review a sender jumps straight to a step with errors, and cannot skip one.
//
// The server calls are the actors the screen provides (`campaignWizardMachine.provide({ actors })`):
// - loadFacts(): the user's groups, routes, media, creatives and owned ids, and the skip-scrub
//   setting (ComposeFacts, totalTarget still null).
// - countAudience({ compose }): contacts after target filters and suppression. Run at start and
//   after each change of the audience's fields; the figure drives the summary and the rule that
//   auto-optimization needs more than 99 contacts.
// - saveDraft({ compose, draftId }): creates or updates the draft, answers its id.
// - sendTest({ compose }): sends the creatives to the seed numbers.
// - send({ compose, draftId }): creates the campaign; answers its id and title.
// A failed send is read by its status: 400 with a field puts the message on that field's step;
// 402 and 412 are the spec's walls (not enough credit, billing information missing); anything else
// stays on review with the message.
import { and, assign, fromPromise, not, raise, setup, stateIn, type DoneActorEvent } from 'xstate';
import {
  COMPOSE_STEPS,
  composeProblems,
  composeSchema,
  normalizeCompose,
  noFacts,
  pathOfField,
  problemsOnStep,
  stepOfPath,
  type Compose,
  type ComposeFacts,
  type ComposeInput,
  type ComposeProblem,
  type ComposeStep,
} from '@domain/campaign-compose';
import { messages } from '@domain/messages';
import { messageOf, statusOf } from './call-errors';

export interface CampaignWizardInput {
  /** A draft to resume. */
  draft?: { id: number; compose: ComposeInput } | null;
  /** Where a new compose starts (the recent send form) when there is no draft. */
  compose?: ComposeInput | null;
}

export interface SentCampaign {
  id: number;
  title: string;
}

export type CampaignWizardEvent =
  /** The sender changes fields of the compose. */
  | { type: 'compose.change'; patch: Partial<Compose> }
  | { type: 'wizard.next' }
  | { type: 'wizard.back' }
  | { type: 'wizard.goto'; step: ComposeStep }
  | { type: 'draft.save' }
  | { type: 'test.send' }
  | { type: 'campaign.send' }
  /** Try loading the facts again after a failure. */
  | { type: 'RETRY' };

export interface CampaignWizardContext {
  compose: Compose;
  draftId: number | null;
  facts: ComposeFacts;
  /** The problems the current step shows: set when the sender tries to leave it or the server refused. */
  problems: ComposeProblem[];
  /** A call's failure or outcome to tell the sender (failed save, refused send, test sent). */
  notice: string | null;
  sent: SentCampaign | null;
}

/** The notices that tell a success; any other notice is a failure's message. */
export const wizardNotices = { draftSaved: 'Draft saved', testSent: 'Successfully sent!' } as const;
export const isSuccessNotice = (notice: string | null) => notice === wizardNotices.draftSaved || notice === wizardNotices.testSent;

const AUDIENCE_FIELDS: readonly (keyof Compose)[] = ['contactGroups', 'target', 'suppressionContactEnabled', 'suppressionGroupIds', 'country'];
const STEP_INDEX = Object.fromEntries(COMPOSE_STEPS.map((step, i) => [step, i])) as Record<ComposeStep, number>;

/** The compose as the rules and the server see it: normalised with the audience counted. */
const readyCompose = (context: CampaignWizardContext) => normalizeCompose(context.compose, context.facts);

// Contexts are immutable, and the guards of one event ask about the same context step by step
// (a jump checks every step before its target): the rules run once per context.
const problemsByContext = new WeakMap<CampaignWizardContext, ComposeProblem[]>();
function problemsOf(context: CampaignWizardContext): ComposeProblem[] {
  let problems = problemsByContext.get(context);
  if (!problems) problemsByContext.set(context, (problems = composeProblems(readyCompose(context), context.facts)));
  return problems;
}
const problemsOn = (context: CampaignWizardContext, step: ComposeStep) => problemsOnStep(problemsOf(context), step);

function fieldProblem(error: unknown): ComposeProblem | null {
  const field = typeof error === 'object' && error !== null && 'field' in error && typeof error.field === 'string' ? error.field : null;
  return statusOf(error) === 400 && field ? { path: pathOfField(field), message: messageOf(error, messages.canNotProcess) } : null;
}

const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const factsOf = ({ event }: { event: DoneActorEvent<ComposeFacts> }) => event.output;

/** The state of each step, named like the step. */
const stepStates = Object.fromEntries(
  COMPOSE_STEPS.map((step, index) => [
    step,
    {
      on: {
        'wizard.next':
          index < COMPOSE_STEPS.length - 1
            ? [
                { guard: { type: 'stepIsValid' as const, params: { step } }, target: COMPOSE_STEPS[index + 1] },
                { actions: { type: 'showProblems' as const, params: { step } } },
              ]
            : [],
        'wizard.back': index > 0 ? { target: COMPOSE_STEPS[index - 1] } : [],
        'wizard.goto': COMPOSE_STEPS.filter((other) => other !== step).map((other) => ({
          guard: { type: 'canGoTo' as const, params: { step: other, from: step } },
          target: other,
          actions: 'clearNotice' as const,
        })),
      },
    },
  ]),
);

export const campaignWizardMachine = setup({
  types: {
    context: {} as CampaignWizardContext,
    events: {} as CampaignWizardEvent,
    input: {} as CampaignWizardInput,
  },
  actors: {
    loadFacts: fromPromise<ComposeFacts, void>(() => Promise.reject(new Error('The screen provides the loadFacts actor'))),
    countAudience: fromPromise<number, { compose: Compose }>(() => Promise.reject(new Error('The screen provides the countAudience actor'))),
    saveDraft: fromPromise<{ id: number }, { compose: Compose; draftId: number | null }>(() =>
      Promise.reject(new Error('The screen provides the saveDraft actor')),
    ),
    sendTest: fromPromise<unknown, { compose: Compose }>(() => Promise.reject(new Error('The screen provides the sendTest actor'))),
    send: fromPromise<SentCampaign, { compose: Compose; draftId: number | null }>(() => Promise.reject(new Error('The screen provides the send actor'))),
  },
  guards: {
    stepIsValid: ({ context }, params: { step: ComposeStep }) => problemsOn(context, params.step).length === 0,
    composeIsValid: ({ context }) => problemsOf(context).length === 0,
    /** The goto names this step, and it lies back from the current one or every step before it is fine. */
    canGoTo: ({ context, event }, params: { step: ComposeStep; from: ComposeStep }) =>
      event.type === 'wizard.goto' &&
      event.step === params.step &&
      (STEP_INDEX[params.step] < STEP_INDEX[params.from] || COMPOSE_STEPS.slice(0, STEP_INDEX[params.step]).every((step) => problemsOn(context, step).length === 0)),
    isEditable: not(stateIn({ composing: { calls: 'sending' } })),
    changesAudience: ({ event }) => event.type === 'compose.change' && Object.keys(event.patch).some((key) => AUDIENCE_FIELDS.includes(key as keyof Compose)),
    isFieldRefusal: (_, params: { error: unknown }) => fieldProblem(params.error) !== null,
    noCredit: (_, params: { error: unknown }) => statusOf(params.error) === 402,
    noBilling: (_, params: { error: unknown }) => statusOf(params.error) === 412,
  },
  actions: {
    applyPatch: assign(({ context, event }) => {
      if (event.type !== 'compose.change') return {};
      const compose = composeSchema.parse({ ...context.compose, ...event.patch });
      const changed = new Set(Object.keys(event.patch));
      // What the sender just changed no longer shows its old problem.
      return { compose, problems: context.problems.filter((p) => !changed.has(p.path.split(/[.[]/)[0])) };
    }),
    showProblems: assign(({ context }, params: { step: ComposeStep }) => ({ problems: problemsOn(context, params.step) })),
    keepFacts: assign(({ context }, facts: ComposeFacts) => ({ facts: { ...facts, totalTarget: context.facts.totalTarget } })),
    keepTotal: assign(({ context }, total: number) => ({ facts: { ...context.facts, totalTarget: total } })),
    keepDraftId: assign((_, params: { id: number }) => ({ draftId: params.id, notice: wizardNotices.draftSaved })),
    tellTestSent: assign({ notice: wizardNotices.testSent }),
    keepSent: assign((_, sent: SentCampaign) => ({ sent, notice: null })),
    tellFailure: assign((_, params: { error: unknown }) => ({ notice: messageOf(params.error, messages.canNotProcess) })),
    showFieldRefusal: assign((_, params: { error: unknown }) => {
      const found = fieldProblem(params.error);
      return { problems: found ? [found] : [], notice: null };
    }),
    clearNotice: assign({ notice: null }),
    /** The server refused a field: the wizard goes to that field's step, which shows it. */
    goToRefusedStep: raise((_, params: { error: unknown }) => ({ type: 'wizard.goto' as const, step: stepOfPath(fieldProblem(params.error)?.path ?? 'debug') })),
  },
}).createMachine({
  id: 'campaignWizard',
  context: ({ input }) => ({
    compose: composeSchema.parse(input.draft?.compose ?? input.compose ?? {}),
    draftId: input.draft?.id ?? null,
    facts: noFacts(),
    problems: [],
    notice: null,
    sent: null,
  }),
  initial: 'loading',
  states: {
    /** The user's groups, routes, media, creatives and owned ids the rules need. */
    loading: {
      invoke: {
        id: 'loadFacts',
        src: 'loadFacts',
        onDone: { target: 'composing', actions: { type: 'keepFacts', params: factsOf } },
        onError: { target: 'loadFailed', actions: { type: 'tellFailure', params: errorOf } },
      },
    },
    loadFailed: {
      on: { RETRY: { target: 'loading', actions: 'clearNotice' } },
    },
    composing: {
      type: 'parallel',
      states: {
        wizard: {
          initial: 'audience',
          on: {
            // The compose is locked while it is being sent: what is sent is what the sender saw.
            'compose.change': { guard: 'isEditable', actions: 'applyPatch' },
          },
          states: stepStates,
        },
        audience: {
          initial: 'counting',
          states: {
            counting: {
              invoke: {
                id: 'countAudience',
                src: 'countAudience',
                input: ({ context }) => ({ compose: readyCompose(context) }),
                onDone: { target: 'counted', actions: { type: 'keepTotal', params: ({ event }: { event: DoneActorEvent<number> }) => event.output } },
                onError: { target: 'counted' },
              },
              on: { 'compose.change': { guard: and(['isEditable', 'changesAudience']), target: 'counting', reenter: true } },
            },
            counted: {
              on: { 'compose.change': { guard: and(['isEditable', 'changesAudience']), target: 'counting' } },
            },
          },
        },
        calls: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'draft.save': 'savingDraft',
                'test.send': 'sendingTest',
                'campaign.send': [{ guard: 'composeIsValid', target: 'sending' }, { actions: { type: 'showProblems', params: { step: 'review' } } }],
              },
            },
            savingDraft: {
              invoke: {
                id: 'saveDraft',
                src: 'saveDraft',
                input: ({ context }) => ({ compose: context.compose, draftId: context.draftId }),
                onDone: { target: 'idle', actions: { type: 'keepDraftId', params: ({ event }: { event: DoneActorEvent<{ id: number }> }) => event.output } },
                onError: { target: 'idle', actions: { type: 'tellFailure', params: errorOf } },
              },
            },
            sendingTest: {
              invoke: {
                id: 'sendTest',
                src: 'sendTest',
                input: ({ context }) => ({ compose: readyCompose(context) }),
                onDone: { target: 'idle', actions: 'tellTestSent' },
                onError: { target: 'idle', actions: { type: 'tellFailure', params: errorOf } },
              },
            },
            sending: {
              invoke: {
                id: 'send',
                src: 'send',
                input: ({ context }) => ({ compose: readyCompose(context), draftId: context.draftId }),
                onDone: { target: '#campaignWizard.sent', actions: { type: 'keepSent', params: ({ event }: { event: DoneActorEvent<SentCampaign> }) => event.output } },
                onError: [
                  { guard: { type: 'noCredit', params: errorOf }, target: '#campaignWizard.noCredit' },
                  { guard: { type: 'noBilling', params: errorOf }, target: '#campaignWizard.noBilling' },
                  {
                    guard: { type: 'isFieldRefusal', params: errorOf },
                    target: 'idle',
                    actions: [{ type: 'showFieldRefusal', params: errorOf }, { type: 'goToRefusedStep', params: errorOf }],
                  },
                  { target: 'idle', actions: { type: 'tellFailure', params: errorOf } },
                ],
              },
            },
          },
        },
      },
    },
    /** Not enough credit (402): the spec's minimum-balance wall. */
    noCredit: { type: 'final' },
    /** Billing information missing (412): the spec's billing wall. */
    noBilling: { type: 'final' },
    sent: { type: 'final' },
  },
});
