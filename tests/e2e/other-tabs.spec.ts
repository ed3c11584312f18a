// 000 §4: a logout in another tab reloads a hidden tab, so it does not go on under a dead session.
import { expect, test } from '@playwright/test';
import { login } from './fixtures/login';
import { demo } from './fixtures/users';

test('logging out in one tab reloads a hidden tab onto the login page', async ({ context }) => {
  const visible = await context.newPage();
  await login(visible, demo.email, demo.password);
  const hidden = await context.newPage();
  await hidden.goto('/');
  await expect(hidden.getByRole('heading', { name: /Dana/ })).toBeVisible();
  // Headless tabs are never really hidden; make this one report that it is.
  await hidden.evaluate(() => Object.defineProperty(document, 'hidden', { configurable: true, get: () => true }));

  const reloaded = hidden.waitForEvent('load');
  await visible.getByRole('button', { name: 'User menu' }).click();
  await visible.getByRole('menuitem', { name: 'Logout' }).click();
  await reloaded;
  await expect(hidden).toHaveURL(/\/login/);
});
