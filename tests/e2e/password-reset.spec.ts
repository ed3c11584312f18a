// Forgot password end to end: the request, the mail in the outbox (read by a Super-Admin in the
// app, as nothing leaves this machine), the link, the new password.
import { expect, test } from '@playwright/test';
import { fillLogin, login } from './fixtures/login';
import { admin, createUser } from './fixtures/users';

test('forgot password → mail in the outbox → reset → login with the new password', async ({ page, browser }) => {
  const user = await createUser();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Request success. Please check your email.')).toBeVisible();

  // The Super-Admin reads the outbox in another browser session.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await login(adminPage, admin.email, admin.password);
  await adminPage.getByRole('link', { name: 'Mail outbox' }).click();
  const row = adminPage.getByRole('row').filter({ hasText: user.email });
  // The mail queue sends it a moment after the answer: refresh the outbox until it is there.
  await expect(async () => {
    try {
      await expect(row).toBeVisible({ timeout: 1_000 });
    } catch (notYet) {
      await adminPage.getByRole('button', { name: 'Refresh' }).click();
      throw notYet;
    }
  }).toPass();
  await row.getByRole('button', { name: /Open/ }).click();
  const link = adminPage.getByRole('dialog').getByRole('link', { name: /reset-password\?token=/ });
  const href = await link.getAttribute('href');
  await adminContext.close();
  expect(href).toBeTruthy();

  await page.goto(new URL(href ?? '').pathname + new URL(href ?? '').search);
  // The token is read once and kept in memory: it leaves the address bar and the history entry.
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('New password', { exact: true }).fill('Another#2026');
  await page.getByLabel('Confirm password', { exact: true }).fill('Another#2026');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText("Password has been reset successfully! You'll be redirected to login page in a few seconds")).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await fillLogin(page, user.email, 'Another#2026');
  await expect(page.getByRole('heading', { name: /Fresh/ })).toBeVisible();

  // The link works once.
  await page.goto(new URL(href ?? '').pathname + new URL(href ?? '').search);
  await page.getByLabel('New password', { exact: true }).fill('Third#20266');
  await page.getByLabel('Confirm password', { exact: true }).fill('Third#20266');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('The reset link is invalid or has expired')).toBeVisible();
});
