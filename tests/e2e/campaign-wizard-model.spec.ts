// The campaign wizard, model-based, in Chromium (issue 9): paths planned from the wizard's own
// machine (machines/campaign-wizard.machine.ts) drive the real compose page against the real
// server, and after every step the page must show what the model's state says: the current step,
// the rules' messages in the spec's words, the steps to fix, the load failure and its Retry, the
// sent campaign and the credit wall. campaign-wizard-model/ holds the pieces; docs/testing-machines.md
// ("The browser suite") says how to add a case.
//
// How it meets reality:
// - The plan is made here, at collection time (no server yet), on the unit suite's complete compose
//   and facts, the seeded ready draft's twin; so a new state, guard or catalogue case makes new
//   tests. Each path then runs on real data: a fresh sender (fixtures/senders.ts) whose ready draft
//   is the seed's, read back from the server with the options it loads; the path is replayed on the
//   model with that input and those facts, and must pass through the planned states.
// - Fresh senders, not the seeded lowbalance and nobilling logins: those never reach the wizard
//   (the routing rules send them to their walls at sign-in). A sender runs out of credit for real
//   between opening the page and sending; its own data keeps every path apart, in any order.
// - The audience count is not modelled (browser-cases.ts says why).
import { expect, test } from '@playwright/test';
import { planningWorld } from './campaign-wizard-model/model-world';
import { openSenderWorld } from './campaign-wizard-model/open-sender-world';
import { planBrowserPaths } from './campaign-wizard-model/plan-browser-paths';
import { runBrowserPath } from './campaign-wizard-model/run-browser-path';

const plan = planBrowserPaths(planningWorld());

// The steps slide in; the assertions read the page at rest.
test.use({ reducedMotion: 'reduce' });
// Paths share nothing (each has its own sender), so the workers split them.
test.describe.configure({ mode: 'parallel' });

test('the plan reaches every final state a server answer leads to, and prints its paths', () => {
  console.log(plan.summary);
  expect(plan.unreached).toEqual([]);
});

for (const path of plan.paths) {
  test(path.title, async ({ page }) => {
    const { sender, world } = await openSenderWorld(page);
    await runBrowserPath({ page, world, sender }, path);
  });
}
