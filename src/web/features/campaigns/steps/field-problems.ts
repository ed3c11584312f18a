// A list field (contact groups, a route's DID groups) may have several problems at once: the first
// is the field's own error line, the rest are shown under it, so none is hidden.
import type { ComposeProblem } from '@domain/campaign-compose';
import { problemsAt } from '../step-props';

export function fieldProblems(problems: readonly ComposeProblem[], path: string): { error: string | undefined; more: string[] } {
  const [error, ...more] = problemsAt(problems, path);
  return { error, more };
}
