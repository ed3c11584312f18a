// What the page shows in a model state, read from the machine's snapshot the way wizard.tsx reads
// it: the screen, the current step, the call under way, the problems the step shows (the review
// shows them all) and the steps the stepper flags 'To fix'. Also the key that tells two model
// states apart for the planner: the view, every problem the context holds (a problem of another
// step shows again when the sender goes back to it) and every rule the compose fails (the guards'
// business: a cleared country and unticked groups both flag the audience, but are two states), ids
// masked so the plan's fixture and the real data give the same keys.
import { normalizeCompose, stepOfPath, stepProblems, stepsWithProblems, type ComposeProblem, type ComposeStep } from '@domain/campaign-compose';
import type { CampaignWizardContext } from '@machines/campaign-wizard.machine';
import type { AnyMachineSnapshot } from 'xstate';

export type Screen = 'loading' | 'loadFailed' | 'composing' | 'sent' | 'noCredit' | 'noBilling';
export type Call = 'idle' | 'savingDraft' | 'sendingTest' | 'sending';

export interface PageView {
  screen: Screen;
  step: ComposeStep | null;
  call: Call | null;
  /** The rules' messages the page shows now, as the machine words them. */
  shown: string[];
  /** Steps the stepper marks 'To fix'. */
  broken: ComposeStep[];
  /** The problems the machine holds to show, on this step or when the sender comes back to theirs. */
  problems: ComposeProblem[];
  /** Every rule the compose fails now, shown or not. */
  failing: ComposeProblem[];
}

interface ComposingValue {
  composing: { wizard: ComposeStep; calls: Call };
}

const isComposing = (value: unknown): value is ComposingValue => typeof value === 'object' && value !== null && 'composing' in value;

export function pageView(snapshot: AnyMachineSnapshot): PageView {
  // The snapshot of an AnyStateMachine is untyped; the model is campaignWizardMachine.
  const context = snapshot.context as CampaignWizardContext;
  const { value } = snapshot;
  // Before the facts load, and after the compose is gone, no rule is run or shown.
  if (!isComposing(value)) return { screen: value as Screen, step: null, call: null, shown: [], broken: [], problems: context.problems, failing: [] };
  const compose = normalizeCompose(context.compose, context.facts);
  const rules = { broken: stepsWithProblems(compose, context.facts), problems: context.problems, failing: stepProblems(compose, context.facts, 'review') };
  const { wizard: step, calls: call } = value.composing;
  const shown = (step === 'review' ? context.problems : context.problems.filter((p) => stepOfPath(p.path) === step)).map((p) => p.message);
  return { screen: 'composing', step, call, shown, ...rules };
}

const masked = (text: string) => text.replace(/\d+/g, '#');
const maskedAll = (problems: ComposeProblem[]) => problems.map((p) => masked(`${p.path}: ${p.message}`));

export function serializeView({ screen, step, call, problems, failing }: PageView): string {
  return JSON.stringify({ screen, step, call, problems: maskedAll(problems), failing: maskedAll(failing) });
}

/** The view in a few words, for test titles: the screen, or the step and what it shows. */
export function describeView(view: PageView, stepName: (step: ComposeStep) => string): string {
  if (view.screen !== 'composing' || view.step === null) return view.screen;
  const shows = view.shown.length ? ` shows ${view.shown.map((m) => `“${masked(m)}”`).join(' + ')}` : '';
  return `${stepName(view.step)}${shows}`;
}
