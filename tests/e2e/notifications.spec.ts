// Notifications in Chromium, as a fresh user given the demo's seeded notifications (six, the three
// newest unread; src/server/db/seed-notifications.ts), so nothing else running on the server
// moves the count: the bell shows it, its panel pages by 5 and filters, one is marked read, then
// all, and the count goes to zero; then the settings page, reached from the panel, keeps what was
// saved across a reload, and refuses an invalid email. An axe scan of the panel and the page.
import { expect, test, type Page } from '@playwright/test';
import { openDb, targetFrom } from '@server/db/open-db';
import { seedNotifications } from '@server/db/seed-notifications';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { login } from './fixtures/login';
import { createUser, type FreshUser } from './fixtures/users';

test.use({ reducedMotion: 'reduce' });

/** A fresh user holding the demo's seeded notifications and settings. */
async function userWithNotifications(): Promise<FreshUser> {
  const user = await createUser();
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the suite through playwright.config.ts');
  const { db } = openDb(targetFrom(dataDir));
  try {
    const row = await db.selectFrom('users').select('id').where('email', '=', user.email).executeTakeFirstOrThrow();
    await seedNotifications(db, () => new Date(), Number(row.id));
  } finally {
    await db.destroy();
  }
  return user;
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });
const items = (page: Page) => panel(page).getByRole('list', { name: 'Notifications' }).getByRole('listitem');

test('the bell counts the unread; one is marked read, then all, and the count goes to zero', async ({ page }) => {
  const user = await userWithNotifications();
  await login(page, user.email, user.password);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 3 unread');
  await expect(page.getByTestId('unread-count')).toHaveText('3');

  await bell(page).click();
  await expect(items(page)).toHaveCount(5);
  await expect(panel(page).getByText('1–5 of 6')).toBeVisible();
  await expect(items(page).first()).toContainText('Contact import failed');
  await expectNoSeriousA11yViolations(page);
  await panel(page).getByRole('button', { name: 'Next page' }).click();
  await expect(items(page)).toHaveCount(1);
  await expect(items(page)).toContainText('Contact import finished');
  await panel(page).getByRole('button', { name: 'Previous page' }).click();

  await panel(page).getByRole('button', { name: 'Mark as read: Contact import failed' }).click();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');
  await expect(panel(page).getByRole('button', { name: 'Mark as read: Contact import failed' })).toHaveCount(0);

  await panel(page).getByRole('button', { name: 'Unread', exact: true }).click();
  await expect(items(page)).toHaveCount(2);
  await panel(page).getByRole('button', { name: 'Mark all as read' }).click();
  await expect(panel(page).getByText('No unread notifications')).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(page.getByTestId('unread-count')).toHaveCount(0);

  await panel(page).getByRole('button', { name: 'Read', exact: true }).click();
  await expect(items(page)).toHaveCount(5);

  // Closed, the panel's list is gone; opened again, it loads afresh (All, first page).
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await bell(page).click();
  await expect(panel(page).getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(items(page)).toHaveCount(5);
});

test('the notification settings, reached from the bell, are kept across a reload', async ({ page }) => {
  const user = await userWithNotifications();
  await login(page, user.email, user.password);
  await bell(page).click();
  await panel(page).getByRole('link', { name: 'Notification settings' }).click();
  await expect(page.getByRole('heading', { name: 'Notification settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Low balance' })).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  const emails = page.getByLabel('Notification emails');
  await emails.fill('ops@example.com, nope');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Emails must be valid emails separated by commas: nope is not one')).toBeVisible();

  await page.getByRole('checkbox', { name: 'Low balance' }).uncheck({ force: true });
  await emails.fill(' Ops@Example.com, , billing@example.com, ops@example.com');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated').first()).toBeVisible();
  await expect(emails).toHaveValue('ops@example.com, billing@example.com');

  await page.reload();
  await expect(page.getByLabel('Notification emails')).toHaveValue('ops@example.com, billing@example.com');
  await expect(page.getByRole('checkbox', { name: 'Low balance' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Campaign finished' })).toBeChecked();
});
