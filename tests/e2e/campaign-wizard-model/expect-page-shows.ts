// What the page must show in a model state, asserted through roles, labels and the spec's words:
// the current step in the stepper, the rules' messages the step shows (and none it no longer
// shows), the steps flagged 'To fix', and the pages of the load failure and the final states.
// While a call is under way nothing is asserted: the page waits for the answer, the next step's.
import { expect, type Page } from '@playwright/test';
import type { PathRun } from './browser-cases';
import type { PageView } from './page-view';
import { STEP_NAMES } from './step-names';

const stepper = (page: Page) => page.getByRole('navigation', { name: 'Campaign steps' });

async function expectComposing(page: Page, view: PageView & { step: NonNullable<PageView['step']> }, seen: Set<string>) {
  await expect(stepper(page).locator('[aria-current="step"]')).toContainText(STEP_NAMES[view.step]);
  view.shown.forEach((message) => seen.add(message));
  for (const message of seen) {
    const text = page.getByText(message, { exact: true });
    // A message about two fields (the responder's forward numbers) stands under both.
    if (view.shown.includes(message)) await expect(text.first()).toBeVisible();
    else await expect(text).toHaveCount(0);
  }
  await expect(stepper(page).getByRole('button').filter({ hasText: 'To fix' })).toHaveText(view.broken.map((step) => new RegExp(STEP_NAMES[step])));
}

/** `seen`: every message shown so far on the path, so one the sender fixed or left behind must be gone. */
export async function expectPageShows({ page, world }: PathRun, view: PageView, seen: Set<string>): Promise<void> {
  switch (view.screen) {
    case 'loading':
      return;
    case 'loadFailed':
      await expect(page.getByText('Something went wrong!')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
      return;
    case 'composing':
      if (view.call === 'idle' && view.step !== null) await expectComposing(page, { ...view, step: view.step }, seen);
      return;
    case 'sent':
      await expect(page).toHaveURL(/\/send$/);
      await expect(page.getByText('Successfully sent!')).toBeVisible();
      // Sent, the sending engine has it: waiting for its start, or already sending (or done: a model path's group may be empty).
      await expect(page.getByRole('row', { name: new RegExp(world.compose.campaignTitle) })).toContainText(/Queued|Scheduled|Running|Completed/);
      return;
    case 'noCredit':
      await expect(page).toHaveURL(/\/warning\/min-balance$/);
      await expect(page.getByRole('heading', { name: 'Not enough credit' })).toBeVisible();
      await expect(page.getByText('We are sorry, your credit balance is below the minimum needed to use the platform.')).toBeVisible();
      return;
    case 'noBilling':
      await expect(page).toHaveURL(/\/warning\/billing-info$/);
      await expect(page.getByRole('heading', { name: 'Billing information' })).toBeVisible();
      await expect(page.getByText('Your account does not have billing information!')).toBeVisible();
      return;
  }
}
