// The inbox in Chromium, as the demo user: from the menu to a seeded thread found by its phone,
// a reply sent from the reply box ('Successfully sent!', then the reply in the conversation); a
// star and the Starred filter; and an axe scan of the page in both themes. The server runs
// the simulated carrier at 100x (playwright.config.ts), so the demo's queued campaign brings more
// threads meanwhile: the test finds its own by searching the phone.
import { expect, test, type Page } from '@playwright/test';
import { openDb, targetFrom } from '@server/db/open-db';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { login } from './fixtures/login';
import { demo } from './fixtures/users';

test.use({ reducedMotion: 'reduce' });

/** The contact of a seeded thread (src/server/db/seed-inbox.ts), by what they last wrote. */
async function seededPhone(text: string): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the suite through playwright.config.ts');
  const { db } = openDb(targetFrom(dataDir));
  try {
    const row = await db.selectFrom('inbound_messages').select('phone').where('text', '=', text).where('carrier_ref', 'is', null).executeTakeFirstOrThrow();
    return row.phone;
  } finally {
    await db.destroy();
  }
}

const threads = (page: Page) => page.getByRole('list', { name: 'Threads' });
const conversation = (page: Page) => page.getByRole('log', { name: 'Conversation' });

async function openThread(page: Page, phone: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(phone);
  await expect(threads(page).getByRole('button')).toHaveCount(1);
  await threads(page).getByRole('button', { name: phone }).click();
  await expect(page.getByRole('heading', { name: phone, level: 2 })).toBeVisible();
}

test('the demo user answers a seeded thread and sees the reply in it', async ({ page }) => {
  const phone = await seededPhone('What are your hours on Sunday?');
  await login(page, demo.email, demo.password);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Inbox' }).click();
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();

  await openThread(page, phone);
  await expect(conversation(page)).toContainText('What are your hours on Sunday?');
  await expect(threads(page).getByText('Needs Response')).toBeVisible();

  const reply = `We open 10 to 4 on Sundays (${Date.now()})`;
  await page.getByRole('textbox', { name: 'Reply' }).fill(reply);
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Successfully sent!')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Reply' })).toHaveValue('');
  await expect(conversation(page).getByText(reply)).toBeVisible();
  await expect(conversation(page)).toContainText('Inbox reply');
  // (Whether it still needs a response is the server suite's to check: the simulated audience may
  // answer the reply at once, which would rightly put the thread back in Needs Response.)
});

test('a thread is starred from the conversation and listed under Starred', async ({ page }) => {
  const phone = await seededPhone('Is the sale on in store too, or online only?');
  await login(page, demo.email, demo.password);
  await page.goto('/inbox');
  await openThread(page, phone);
  const pane = page.getByRole('region', { name: `Conversation with ${phone}` });
  await pane.getByRole('button', { name: 'Star', exact: true }).click();
  await expect(pane.getByRole('button', { name: 'Starred', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('group', { name: 'Filters' }).getByRole('button', { name: 'Starred' }).click();
  await expect(page).toHaveURL(/filter=starred/);
  await expect(threads(page).getByRole('button', { name: phone })).toBeVisible();
});

for (const theme of ['light-theme', 'dark-theme'] as const) {
  test(`the inbox has no serious accessibility violation (${theme})`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const phone = await seededPhone('Can you call me back after 5?');
    await login(page, demo.email, demo.password);
    await page.goto('/inbox');
    await openThread(page, phone);
    await expect(conversation(page)).toContainText('Failed');
    await expectNoSeriousA11yViolations(page);
  });
}
