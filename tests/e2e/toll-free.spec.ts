// Toll-free verification from the screens (issue 14; decision 49), as the demo user: a request made
// on /tfn/create for one of the user's toll-free numbers goes through review (3 s in e2e) to
// Verified while its page refreshes itself; the seeded rejected request shows the aggregator's
// reason, is edited and resubmitted, and verifies, its history keeping the rejection.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { login } from './fixtures/login';
import { demo } from './fixtures/users';

const REVIEW = { timeout: 20_000 };

test('a toll-free request created from the screens reaches Verified', async ({ page }) => {
  await login(page, demo.email, demo.password);
  await page.getByRole('link', { name: 'Toll Free' }).click();
  await expect(page).toHaveURL(/\/tfn$/);
  await expect(page.getByRole('table', { name: 'Toll-free requests' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Create request' }).click();

  const form = page.getByRole('form', { name: 'Toll-free request' });
  await expect(form.getByLabel('Profile')).toHaveValue(/\d+/);
  await form.getByRole('checkbox').first().check({ force: true });
  await form.getByRole('combobox', { name: /^Use case/ }).selectOption('Appointments');
  await form.getByLabel('Use case summary').fill('Too short');
  await form.getByLabel('Expected monthly volume').selectOption('1,000');
  await form.getByLabel('Opt-in workflow').fill('Customers tick the SMS reminder box when they book online; the terms and STOP instructions are beside it.');
  await form.getByLabel('Opt-in proof URL').fill('https://demomarketing.example.com/booking-consent.png');
  await form.getByLabel('Sample message 1').fill('Demo Marketing: your appointment is tomorrow at 9:00. Reply STOP to opt out.');
  await page.getByRole('button', { name: 'Submit for verification' }).click();
  await expect(form.getByText('Use case summary must be at least 40 character(s)!')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await form.getByLabel('Use case summary').fill('Appointment reminders for customers who booked a consultation with Demo Marketing.');
  await page.getByRole('button', { name: 'Submit for verification' }).click();
  await expect(page).toHaveURL(/\/tfn\/\d+$/);
  await expect(page.getByText('Created').first()).toBeVisible();
  // Submitted, then In review, then Verified: the page refreshes itself.
  await expect(page.getByText('Verified', { exact: true }).first()).toBeVisible(REVIEW);
  await expect(page.getByText('Verified: the numbers may send to US and Canadian carriers.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);

  await page.getByRole('link', { name: '← Toll Free' }).click();
  await page.getByLabel('Status').selectOption('Verified');
  await expect(page).toHaveURL(/status=Verified/);
  await expect(page.getByRole('table', { name: 'Toll-free requests' }).getByRole('cell', { name: 'Appointments' })).toBeVisible();
});

test('a rejected toll-free request shows its reason, and is edited and resubmitted', async ({ page }) => {
  await login(page, demo.email, demo.password);
  await page.goto('/tfn?status=Rejected');
  const table = page.getByRole('table', { name: 'Toll-free requests' });
  await expect(table.getByText('The opt-in proof URL must be a public https page').first()).toBeVisible();
  await table.getByRole('link', { name: 'Demo Marketing LLC' }).first().click();
  await expect(page).toHaveURL(/\/tfn\/\d+$/);
  await expect(page.getByText('The opt-in proof URL must be a public https page that shows how recipients consent. Add it and resubmit.').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/tfn\/\d+\/edit$/);
  const form = page.getByRole('form', { name: 'Toll-free request' });
  await form.getByLabel('Opt-in proof URL').fill('https://demomarketing.example.com/support-consent.png');
  await page.getByRole('button', { name: 'Save and resubmit' }).click();
  await expect(page).toHaveURL(/\/tfn\/\d+$/);
  await expect(page.getByText('Updated').first()).toBeVisible();
  await expect(page.getByText('Verified', { exact: true }).first()).toBeVisible(REVIEW);
  // The history keeps the rejection under the new verification.
  const history = page.getByRole('table', { name: 'History' });
  await expect(history.getByText('Rejected')).toBeVisible();
  await expect(history.getByText('Verified')).toBeVisible();
});

test('the toll-free pages pass axe in the dark theme', async ({ page }) => {
  test.setTimeout(60_000);
  await page.addInitScript(() => localStorage.setItem('theme', 'dark-theme'));
  await login(page, demo.email, demo.password);
  await page.goto('/tfn?tab=profiles');
  await expect(page.getByRole('table', { name: 'Profiles' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/tfn?status=In%20review');
  await page.getByRole('table', { name: 'Toll-free requests' }).getByRole('link').first().click();
  await expect(page.getByText('The aggregator is reviewing the request. This page updates by itself.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/toll-free-dark.png', fullPage: false });
  await page.goto('/tfn/create');
  await expect(page.getByRole('form', { name: 'Toll-free request' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
