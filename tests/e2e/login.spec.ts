// The login area as a person meets it: validation, deep links, one-time codes, blocked accounts,
// expired passwords, logout and the rate limit.
import { expect, test } from '@playwright/test';
import { totpCode } from '@server/lib/totp';
import { fillLogin, login } from './fixtures/login';
import { E2E_LOGIN_RATE_LIMIT } from './fixtures/limits';
import { admin, createUser, demo, mfaUser, suspended } from './fixtures/users';

test('login shows the spec’s validation messages under the fields', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Email is required field!')).toBeVisible();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Email is invalid')).toBeVisible();
  await expect(page.getByText('Password is invalid')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('wrong password says so and stays on the form', async ({ page }) => {
  await page.goto('/login');
  await fillLogin(page, demo.email, 'Wrong#password1');
  await expect(page.getByRole('alert')).toContainText('Email or password is incorrect');
  await expect(page).toHaveURL(/\/login/);
});

test('a deep link opened while logged out returns there after login', async ({ page }) => {
  await page.goto('/admin/outbox');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Foutbox/);
  await fillLogin(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin\/outbox$/);
  await expect(page.getByRole('heading', { name: 'Mail outbox' })).toBeVisible();
});

test('logged-in users on /login go home, and logout returns to login', async ({ page }) => {
  await login(page, demo.email, demo.password);
  await expect(page.getByRole('heading', { name: /Dana/ })).toBeVisible();
  // The balance in dollars (other tests spend the demo user's credit: domains cost money).
  await expect(page.getByTestId('credit-balance')).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
});

test('an MFA user is asked for the one-time code before getting in', async ({ page }) => {
  await page.goto('/login');
  await fillLogin(page, mfaUser.email, mfaUser.password);
  const code = page.getByLabel('One-time code');
  await expect(code).toBeVisible();
  await expect(page.getByText('Pending OTP')).toHaveCount(0);
  await code.fill('123');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('One-time code must be at least 6 character(s)!')).toBeVisible();
  await code.fill(totpCode(mfaUser.mfaSecret ?? '', new Date()));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: /Max/ })).toBeVisible();
});

test('a suspended account is told why it cannot log in', async ({ page }) => {
  await page.goto('/login');
  await fillLogin(page, suspended.email, suspended.password);
  await expect(page.getByRole('alert')).toContainText('Your account has been suspended. Please contact us.');
  await expect(page).toHaveURL(/\/login/);
});

test('an expired password leads to the reset page, and the new password works', async ({ page }) => {
  const user = await createUser({ passwordExpired: true });
  await page.goto('/login');
  await fillLogin(page, user.email, user.password);
  await expect(page.getByText('Your password has expired and must be changed.')).toBeVisible();
  // The reset token came in the URL; the page keeps it in memory and takes it out of the address bar.
  await expect(page).toHaveURL(/\/reset-password\?required=true$/);
  await page.getByLabel('New password', { exact: true }).fill('Renewed#2026');
  await page.getByLabel('Confirm password', { exact: true }).fill('Renewed#2027');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Confirm password not matched')).toBeVisible();
  await page.getByLabel('Confirm password', { exact: true }).fill('Renewed#2026');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText("Password has been reset successfully! You'll be redirected to login page in a few seconds")).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await fillLogin(page, user.email, 'Renewed#2026');
  await expect(page.getByRole('heading', { name: /Fresh/ })).toBeVisible();
});

test('too many logins lead to the /429 page', async ({ page }) => {
  test.setTimeout(60_000);
  const user = await createUser();
  await page.goto('/login');
  // The e2e server allows E2E_LOGIN_RATE_LIMIT attempts a minute per address and email. Each
  // attempt waits for its own answer, so the next one never types into a page that is leaving.
  for (let attempt = 0; attempt < 2 * E2E_LOGIN_RATE_LIMIT; attempt++) {
    const answered = page.waitForResponse((r) => r.url().endsWith('/authentication/login'));
    await fillLogin(page, user.email, 'Wrong#password1');
    if ((await answered).status() === 429) break;
    await expect(page.getByRole('alert')).toBeVisible();
  }
  await expect(page).toHaveURL(/\/429$/);
  await expect(page.getByRole('heading', { name: 'Too many requests' })).toBeVisible();
});
