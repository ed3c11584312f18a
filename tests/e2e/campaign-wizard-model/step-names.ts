// The wizard's steps as the stepper and the review name them, written here from the spec's words
// rather than imported from the page, so a renamed step fails these tests.
import type { ComposeStep } from '@domain/campaign-compose';

export const STEP_NAMES: Record<ComposeStep, string> = {
  audience: 'Audience',
  route: 'Route and numbers',
  content: 'Content',
  responder: 'Responder',
  schedule: 'Schedule and speed',
  optimization: 'Optimization',
  review: 'Review and send',
};
