// Settings > Notifications, Advanced settings, Click request, Order service: each tab saves and
// keeps its values after a reload; the order service shows the price before an order and refuses
// one the balance does not cover. Settings > Security: one-time codes on (QR code and a confirming
// code) then off, and a changed password that the next login needs. Every test uses a throwaway
// user, so no other spec sees its changes.
import { expect, test, type Page } from '@playwright/test';
import { totpCode } from '@server/lib/totp';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { fillLogin, login } from './fixtures/login';
import { createUser } from './fixtures/users';

const save = async (page: Page) => {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated').first()).toBeVisible();
};

test('the Notifications tab shows the notification settings form and keeps a change', async ({ page }) => {
  const user = await createUser();
  await login(page, user.email, user.password);
  await page.goto('/settings?tab=notifications');
  await expect(page.getByRole('tab', { name: 'Notifications', selected: true })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Scrub finished' }).uncheck({ force: true });
  await page.getByLabel('Notification emails').fill('alerts@example.com');
  await save(page);
  await page.reload();
  await expect(page.getByLabel('Notification emails')).toHaveValue('alerts@example.com');
  await expect(page.getByRole('checkbox', { name: 'Scrub finished' })).not.toBeChecked();
});

test('the Advanced settings tab keeps every setting after a reload, and tests the Slack URL', async ({ page }) => {
  const user = await createUser();
  await login(page, user.email, user.password);
  await page.goto('/settings?tab=advanced-settings');
  const form = page.getByRole('form', { name: 'Advanced settings' });
  await expect(form).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await form.getByLabel('Timezone').selectOption('Asia/Tokyo');
  await form.getByRole('checkbox', { name: 'Skip landline scrub' }).check({ force: true });
  await form.getByRole('checkbox', { name: 'Enable auto scrub' }).check({ force: true });
  await form.getByLabel('Auto scrub interval (days)').fill('3');
  const limit = form.getByLabel('Two-way daily limit');
  await limit.fill('50');
  await form.getByRole('checkbox', { name: 'Enable failover route' }).check({ force: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Limit number message per day must be equal or larger than 100!')).toBeVisible();
  await limit.fill('2500');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Failover route is required field!')).toBeVisible();
  await form.getByLabel('Failover route', { exact: true }).selectOption({ label: 'CA Two-way' });
  await form.getByLabel('Live feed forward').fill('https://crm.example.com/feed');
  await form.getByLabel('Auto-stop threshold').fill('300');
  await form.getByLabel('Send speed (messages per hour)').fill('1200');

  const slack = form.getByLabel('Slack URL');
  await slack.fill('https://example.com/not-slack');
  await form.getByRole('button', { name: 'Test connection' }).click();
  await expect(form.getByText('Slack did not accept the test message')).toBeVisible();
  await slack.fill('https://hooks.slack.com/services/T1/B1/e2e');
  await form.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByText('Test message sent to Slack').first()).toBeVisible();
  await save(page);

  await page.reload();
  await expect(form.getByLabel('Timezone')).toHaveValue('Asia/Tokyo');
  await expect(form.getByRole('checkbox', { name: 'Skip landline scrub' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Skip DNC scrub' })).not.toBeChecked();
  await expect(form.getByLabel('Auto scrub interval (days)')).toHaveValue('3');
  await expect(limit).toHaveValue('2500');
  await expect(form.getByLabel('Failover route', { exact: true }).locator('option:checked')).toHaveText('CA Two-way');
  await expect(form.getByLabel('Live feed forward')).toHaveValue('https://crm.example.com/feed');
  await expect(form.getByLabel('Auto-stop threshold')).toHaveValue('300');
  await expect(form.getByLabel('Send speed (messages per hour)')).toHaveValue('1200');
  await expect(slack).toHaveValue('https://hooks.slack.com/services/T1/B1/e2e');
});

test('the Click request tab keeps the filter after a reload and shows the IP stats', async ({ page }) => {
  const user = await createUser();
  await login(page, user.email, user.password);
  await page.goto('/settings?tab=click-request');
  const form = page.getByRole('form', { name: 'Click filter' });
  await form.getByLabel('Maximum risk score').fill('55.5');
  await form.getByRole('checkbox', { name: "Count bots' clicks" }).uncheck({ force: true });
  const blocked = form.getByLabel('Blocked IPs');
  await blocked.fill('203.0.113.7\nnot-an-ip');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Blocked IPs must be valid IPs or ranges: not-an-ip is not one')).toBeVisible();
  await blocked.fill('203.0.113.7\n198.51.100.0/24');
  await save(page);
  await expect(page.getByRole('table', { name: 'IP stats' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await expect(form.getByLabel('Maximum risk score')).toHaveValue('55.5');
  await expect(form.getByRole('checkbox', { name: "Count bots' clicks" })).not.toBeChecked();
  await expect(blocked).toHaveValue('198.51.100.0/24\n203.0.113.7');
});

test('the Order service tab prices an order before it is made, lists it as pending, and refuses one the balance does not cover', async ({ page }) => {
  const user = await createUser({ creditCents: 10_000 });
  await login(page, user.email, user.password);
  await page.goto('/settings?tab=order-service');
  await expect(page.getByText('No volume orders yet')).toBeVisible();
  await page.getByRole('spinbutton', { name: /^Volume/ }).fill('10000');
  await page.getByLabel('Duration (days)').fill('14');
  await expect(page.getByTestId('order-price')).toHaveText(/^Price: \$[\d,.]+ \(balance \$100\.00\)$/);
  await page.getByRole('button', { name: 'Create order' }).click();
  await expect(page.getByText('Created').first()).toBeVisible();
  const orders = page.getByRole('table', { name: 'Volume orders' });
  await expect(orders.getByRole('row')).toHaveCount(2);
  await expect(orders.getByText('Pending')).toBeVisible();

  await page.getByRole('spinbutton', { name: /^Volume/ }).fill('10000000');
  await expect(page.getByTestId('order-price')).toContainText('does not cover it: please add credit first.');
  await expect(page.getByRole('button', { name: 'Create order' })).toBeDisabled();
  await page.getByRole('spinbutton', { name: /^Volume/ }).fill('999');
  await page.getByRole('spinbutton', { name: /^Volume/ }).blur();
  await expect(page.getByText('Volume must be equal or larger than 1000!')).toBeVisible();

  await page.reload();
  await expect(orders.getByRole('row')).toHaveCount(2);
  await expect(orders.getByText('10,000')).toBeVisible();
});

test('one-time codes turned on with the QR code and a code, then off again', async ({ page, browser }) => {
  const user = await createUser();
  await login(page, user.email, user.password);
  await page.goto('/settings?tab=security');
  await page.getByRole('button', { name: 'Turn on one-time codes' }).click();
  await expect(page.getByLabel('QR code to scan with the authenticator app')).toBeVisible();
  const secret = (await page.getByTestId('mfa-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const code = page.getByRole('textbox', { name: 'One-time code' });
  await code.fill('000000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeVisible(); // a wrong code is refused: still asking
  await code.fill(totpCode(secret, new Date()));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('One-time codes are on').first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Turn off one-time codes' })).toBeVisible();

  // The next sign-in asks for a code.
  const other = await browser.newContext();
  try {
    const second = await other.newPage();
    await second.goto('/login');
    await fillLogin(second, user.email, user.password);
    await expect(second.getByRole('textbox', { name: 'One-time code' })).toBeVisible();
  } finally {
    await other.close();
  }

  await page.getByRole('button', { name: 'Turn off one-time codes' }).click();
  // The code just used cannot be used again: the next step's code (one step of drift is accepted).
  await page.getByRole('textbox', { name: 'One-time code' }).fill(totpCode(secret, new Date(Date.now() + 30_000)));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('One-time codes are off').first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Turn on one-time codes' })).toBeVisible();
});

test('a changed password is the one the next login needs', async ({ page }) => {
  const user = await createUser();
  await login(page, user.email, user.password);
  await page.goto('/settings?tab=security');
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill('Wrong#2026x');
  await form.getByLabel('New password').fill('Changed#2026');
  await form.getByLabel('Confirm password').fill('Changed#2026');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Current password is incorrect')).toBeVisible();
  await form.getByLabel('Current password').fill(user.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password has been changed successfully!').first()).toBeVisible();

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
  await fillLogin(page, user.email, user.password);
  await expect(page).toHaveURL(/\/login/);
  await fillLogin(page, user.email, 'Changed#2026');
  await expect(page).not.toHaveURL(/\/login/);
});
