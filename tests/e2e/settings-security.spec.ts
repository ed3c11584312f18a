// Settings > Security: a user signed in twice signs out the other session from the first; the
// second is sent to login on its next action, the first stays signed in.
import { expect, test } from '@playwright/test';
import { login } from './fixtures/login';
import { createUser } from './fixtures/users';

test('signing out the other sessions sends the other browser to login', async ({ browser }) => {
  const user = await createUser();
  const first = await browser.newContext();
  const second = await browser.newContext();
  try {
    const other = await second.newPage();
    await login(other, user.email, user.password);
    const page = await first.newPage();
    await login(page, user.email, user.password);

    await page.goto('/settings?tab=security');
    const sessions = page.getByRole('table', { name: 'Active sessions' });
    await expect(sessions.getByRole('row')).toHaveCount(3); // the header and two sessions
    await expect(sessions.getByText('This session')).toHaveCount(1);
    await expect(page.getByText('Other sessions: 1')).toBeVisible();

    await page.getByRole('button', { name: 'Sign out other sessions' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText('Other sessions signed out: 1')).toBeVisible();
    await expect(sessions.getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Sign out other sessions' })).toBeDisabled();

    // The other browser's next action meets its ended session.
    await other.goto('/settings?tab=security');
    await expect(other).toHaveURL(/\/login/);
    await expect(other.getByRole('heading', { name: 'Login' })).toBeVisible();

    // This one is still signed in.
    await page.reload();
    await expect(page.getByRole('table', { name: 'Active sessions' })).toBeVisible();
    await expect(page).toHaveURL(/tab=security/);
  } finally {
    await first.close();
    await second.close();
  }
});
