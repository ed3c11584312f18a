// The campaign compose: its shape, the spec's rules, and one way to run them. The wizard's machine
// guards each step with stepProblems; the server checks a whole compose with checkedComposeSchema,
// so the two can never disagree on what a valid campaign is.
import type { ComposeFacts } from './facts';
import { normalizeCompose } from './normalize';
import { audienceProblems } from './rules/audience';
import { contentProblems } from './rules/content';
import { optimizationProblems } from './rules/optimization';
import type { ComposeProblem } from './rules/problem';
import { responderProblems } from './rules/responder';
import { routeProblems } from './rules/route';
import { scheduleProblems } from './rules/schedule';
import { composeSchema, type Compose } from './shape';
import { COMPOSE_STEPS, stepOfPath, type ComposeStep } from './steps';

export * from './facts';
export * from './messages';
export * from './shape';
export * from './steps';
export { normalizeCompose } from './normalize';
export { awakeShare, estimateCompose, hoursToFinish, type ComposeEstimate } from './estimate';
export type { ComposeProblem } from './rules/problem';
export { AUTO_OP_MIN_TARGET, THRESHOLD_LABELS } from './rules/optimization';
export { SEED_NUMBERS_MAX } from './rules/schedule';
export { phoneList, normalPhone } from './rules/problem';

const RULES: Record<Exclude<ComposeStep, 'review'>, (c: Compose, facts: ComposeFacts) => ComposeProblem[]> = {
  audience: audienceProblems,
  route: routeProblems,
  content: contentProblems,
  responder: responderProblems,
  schedule: scheduleProblems,
  optimization: optimizationProblems,
};

/** Every problem of a (normalised) compose, each with its field's path. */
export function composeProblems(compose: Compose, facts: ComposeFacts): ComposeProblem[] {
  return Object.values(RULES).flatMap((rule) => rule(compose, facts));
}

/** Of a compose's problems, those shown on a step: about its fields, whichever rule found them (review shows them all). */
export function problemsOnStep(all: readonly ComposeProblem[], step: ComposeStep): ComposeProblem[] {
  return step === 'review' ? [...all] : all.filter((p) => stepOfPath(p.path) === step);
}

/** The problems shown on a step of a (normalised) compose. */
export function stepProblems(compose: Compose, facts: ComposeFacts, step: ComposeStep): ComposeProblem[] {
  return problemsOnStep(composeProblems(compose, facts), step);
}

/** The steps that have problems, in the wizard's order. */
export function stepsWithProblems(compose: Compose, facts: ComposeFacts): ComposeStep[] {
  const steps = new Set(composeProblems(compose, facts).map((p) => stepOfPath(p.path)));
  return COMPOSE_STEPS.filter((step) => steps.has(step));
}

/**
 * The compose as the server takes it for a send: the shape, normalised, then every rule, each
 * problem a zod issue on its field (so the answer is a 400 naming it, in the spec's words).
 */
export function checkedComposeSchema(facts: ComposeFacts) {
  return composeSchema
    .transform((compose) => normalizeCompose(compose, facts))
    .superRefine((compose, ctx) => {
      for (const { path, message } of composeProblems(compose, facts)) {
        ctx.addIssue({ code: 'custom', path: path.split(/[.[\]]+/).filter(Boolean).map((k) => (/^\d+$/.test(k) ? Number(k) : k)), message });
      }
    });
}
