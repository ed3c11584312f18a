// The wizard's steps as a sender reads them: the review's problem list and its 'Go to' buttons
// name a step by these words (translated where they are shown).
import type { ComposeStep } from '@domain/campaign-compose';

export const STEP_LABELS: Record<ComposeStep, string> = {
  audience: 'Audience',
  route: 'Route and numbers',
  content: 'Content',
  responder: 'Responder',
  schedule: 'Schedule and speed',
  optimization: 'Optimization',
  review: 'Review and send',
};
