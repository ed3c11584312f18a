// 001 §8: a call answered 401 because the session expired logs the user out and reloads, once.
import { expect, test } from '@playwright/test';
import { login } from './fixtures/login';
import { createUser, expireSessions } from './fixtures/users';

test('an expired session sends the user back to login', async ({ page }) => {
  const user = await createUser();
  await login(page, user.email, user.password);
  await expect(page.getByRole('heading', { name: /Fresh/ })).toBeVisible();
  await expireSessions(user.email);
  // The next server call (the current user, on a fresh load) meets the expired session.
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('session-token'))).toBeNull();
});
