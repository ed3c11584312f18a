// Every page built so far, scanned with axe in light and dark themes.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { login } from './fixtures/login';
import { admin, demo, lowBalance, noBilling } from './fixtures/users';

for (const theme of ['light-theme', 'dark-theme'] as const) {
  test.describe(theme, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    });

    test('login area pages', async ({ page }) => {
      for (const [path, heading] of [
        ['/login', 'Login'],
        ['/forgot-password', 'Forgot Password'],
        ['/reset-password?token=x&required=true', 'Reset Password'],
        ['/429', 'Too many requests'],
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      }
    });

    test('signed-in pages', async ({ page }) => {
      await login(page, admin.email, admin.password);
      for (const [path, heading] of [
        ['/', /Ada/],
        ['/admin/outbox', 'Mail outbox'],
        ['/users', 'Users'],
        ['/notification-setting', 'Notification settings'],
        ['/no-such-page', 'Page not found'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      }
    });

    test('contact and DID pages', async ({ page }) => {
      // Eight axe scans: more than the default 30 s on a busy machine.
      test.setTimeout(90_000);
      await login(page, demo.email, demo.password);
      for (const [path, heading] of [
        ['/contact/groups', 'Contact Groups'],
        ['/contact/find-a-phone', 'Find a phone'],
        ['/process', 'Processes'],
        ['/dids', 'DID Groups'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      }
      await page.goto('/contact/groups');
      await page.getByRole('link', { name: 'Scrubbed customers' }).click();
      await expect(page.getByRole('cell').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.goto('/dids');
      await page.getByRole('link', { name: 'Chicago pool' }).click();
      await expect(page.getByRole('heading', { name: 'Chicago pool' })).toBeVisible();
      for (const tab of ['DIDs', 'Buy DIDs', 'Settings']) {
        await page.getByRole('tab', { name: tab, exact: true }).click();
        await expectNoSeriousA11yViolations(page);
      }
    });

    test('responder pages', async ({ page }) => {
      await login(page, demo.email, demo.password);
      for (const [path, heading] of [
        ['/responders', 'Responders'],
        ['/responders/templates', 'Responder templates'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      }
    });

    test('responder editor', async ({ page }) => {
      await login(page, demo.email, demo.password);
      await page.goto('/responders');
      await page.getByRole('link', { name: 'Spring sale concierge' }).click();
      await expect(page.getByRole('heading', { name: 'Spring sale concierge' })).toBeVisible();
      await expect(page.locator('.react-flow__node').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test('statistics and the dashboard', async ({ page }) => {
      test.setTimeout(60_000);
      await login(page, demo.email, demo.password);
      await page.goto('/statistic');
      await expect(page.getByRole('heading', { name: 'Statistic', level: 1 })).toBeVisible();
      await expect(page.getByRole('figure', { name: 'Statistics chart' }).locator('svg').first()).toBeVisible({ timeout: 15_000 });
      await expectNoSeriousA11yViolations(page);
      await page.goto('/');
      await expect(page.getByRole('figure', { name: 'Sent and clicked per hour' }).locator('svg').first()).toBeVisible({ timeout: 15_000 });
      await expectNoSeriousA11yViolations(page);
    });

    test('the performance tracker and the error tracker', async ({ page }) => {
      await login(page, demo.email, demo.password);
      for (const [path, table] of [
        ['/performance-tracker', 'Domain performance'],
        ['/performance-tracker/did', 'DID performance'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('table', { name: table }).getByRole('row').nth(1)).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      }
      await page.goto('/error-tracker');
      await page.getByRole('button', { name: 'Show examples' }).first().click();
      await expect(page.getByRole('table', { name: 'Example messages' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test('billing pages', async ({ page }) => {
      // Eight axe scans: more than the default 30 s on a busy machine.
      test.setTimeout(90_000);
      await login(page, demo.email, demo.password);
      await page.goto('/settings?tab=profile');
      await expect(page.getByText('Billing information', { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.goto('/settings?tab=payment&paymentTab=BuyPackage');
      await expect(page.getByRole('button', { name: 'Charge' }).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.goto('/settings?tab=payment&paymentTab=PaymentMethod');
      await expect(page.getByRole('listitem', { name: 'Visa ending in 4242' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.goto('/settings?tab=payment&paymentTab=Transactions');
      await page.getByRole('link', { name: 'Detail' }).first().click();
      await expect(page.getByRole('heading', { name: /Invoice #/ })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.goto('/settings?tab=kyc');
      await expect(page.getByText('KYC status')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test('billing review pages', async ({ page }) => {
      await login(page, admin.email, admin.password);
      await page.goto('/billing-review');
      await expect(page.getByRole('button', { name: 'Approve' }).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.goto('/orders-review');
      await expect(page.getByRole('cell', { name: 'transfer-receipt.pdf' }).or(page.getByText('transfer-receipt.pdf')).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test('warning pages', async ({ page }) => {
      await login(page, noBilling.email, noBilling.password);
      await expect(page.getByRole('heading', { name: 'Billing information' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Logout' }).click();
      // Let the logout's own navigation land before signing in again, or the two navigations race.
      await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
      await login(page, lowBalance.email, lowBalance.password);
      await expect(page.getByRole('heading', { name: 'Not enough credit' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}
