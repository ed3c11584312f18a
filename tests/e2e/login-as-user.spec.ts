// Login as user (000 §6; decision 40): the admin logs in as the demo user from /audit-log, the
// banner says whose account is open and the demo's data shows; an action taken there is listed in
// the audit log once the admin is back in their own account. And an export, polled, downloads.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { login } from './fixtures/login';
import { admin, demo } from './fixtures/users';

test('the admin logs in as the demo user, acts, comes back and finds the action in the audit log', async ({ page }) => {
  test.setTimeout(60_000);
  const name = `Support made ${Date.now()}`;
  await login(page, admin.email, admin.password);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/audit-log/);

  await page.getByLabel('Username or email').fill(demo.email);
  await page.getByRole('button', { name: 'Login as user' }).click();

  const banner = page.getByRole('status').filter({ hasText: 'You are logged in as demo@example.com' });
  await expect(banner).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // The demo's own data, and the demo's menu: no admin entries.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Contact Groups' }).click();
  await expect(page.getByRole('link', { name: 'Spring promo leads' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Audit log' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Create contact group' }).first().click();
  const create = page.getByRole('dialog');
  await create.getByLabel('Group name').fill(name);
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create).toBeHidden();
  await expect(page.getByRole('link', { name })).toBeVisible();

  await banner.getByRole('button', { name: 'Back to my account' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You are logged in as' })).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Audit log' }).click();

  const log = page.getByRole('table', { name: 'Audit log' });
  await page.getByLabel('Acting user').fill('demo@');
  await expect(log.getByRole('row').filter({ hasText: 'POST /api/v1/contact-groups' }).first()).toBeVisible();
  await expect(log.getByRole('row').filter({ hasText: 'POST /api/v1/admin/login-as-user/end' }).first()).toBeVisible();
  await expect(log.getByRole('row').filter({ hasText: 'POST /api/v1/contact-groups' }).first()).toContainText('admin@example.com');
  await expectNoSeriousA11yViolations(page);
});

test('the banner and the audit log pass axe in the dark theme', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark-theme'));
  await login(page, admin.email, admin.password);
  await page.goto('/audit-log');
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Username or email').fill('demo');
  await page.getByRole('button', { name: 'Login as user' }).click();
  await expect(page.getByText('You are logged in as demo@example.com')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Back to my account' }).click();
  await expect(page.getByText('You are logged in as')).toHaveCount(0);
});

test('an export of users is polled and downloaded as CSV', async ({ page }) => {
  await login(page, admin.email, admin.password);
  await page.goto('/audit-log');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Export users' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('users.csv');
  const text = await readFile((await file.path())!, 'utf8');
  expect(text.split('\r\n')[0]).toBe('id,email,username,firstname,lastname,role,status,billingStatus,balance,createdAt');
  expect(text).toContain('demo@example.com');
  await expect(page.getByTestId('export-progress').getByText('The file is downloaded.')).toBeVisible();
});
