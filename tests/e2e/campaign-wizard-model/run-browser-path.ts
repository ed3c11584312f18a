// One planned path on the real page: the compose page opened on the sender's draft, then each
// case's driver, one test step each. After each, the model (replayed on the real draft and facts)
// must be in the state the plan expected, and the page must show that state. An answer's `arrange`
// runs just before the event that calls the server (the first one's before the page opens).
import { expect, test } from '@playwright/test';
import { initialTransition, transition } from 'xstate';
import { browserCases, type BrowserCase, type PathRun } from './browser-cases';
import { expectPageShows } from './expect-page-shows';
import { browserModel } from './browser-model';
import { pageView, serializeView } from './page-view';
import type { PlannedPath } from './plan-browser-paths';

export async function runBrowserPath(run: PathRun, path: PlannedPath): Promise<void> {
  const { page, world } = run;
  const cases = new Map(browserCases(world).map((c) => [c.name, c]));
  const caseOf = (name: string): BrowserCase => {
    const found = cases.get(name);
    if (!found) throw new Error(`The plan takes "${name}", which the catalogue does not hold`);
    return found;
  };
  let [snapshot] = initialTransition(browserModel, { draft: { id: world.draftId, compose: world.compose } });
  const seen = new Set<string>();

  await caseOf(path.steps[0].name).arrange?.(run);
  await page.goto(`/send/campaign-compose?draft=${world.draftId}`);
  for (const [index, step] of path.steps.entries()) {
    const taken = caseOf(step.name);
    await test.step(step.name, async () => {
      const next = path.steps[index + 1];
      if (next) await caseOf(next.name).arrange?.(run);
      await taken.drive?.(run);
      [snapshot] = transition(browserModel, snapshot, taken.event);
      const view = pageView(snapshot);
      expect(serializeView(view), 'the model, on the real draft, is where the plan expected').toBe(step.expected);
      await expectPageShows(run, view, seen);
      await taken.shows?.(run);
    });
  }
}
