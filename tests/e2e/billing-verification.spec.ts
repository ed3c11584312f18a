// Billing verification end to end (issue 12): a user without billing information lands on the
// billing warning, fills the profile form and presses Update; a Super-Admin approves the request on
// the review page; the user's Refresh gets them through to the homepage. A fresh user plays the
// nobilling login's part, so the seeded account keeps showing the warning to the other specs.
import { expect, test } from '@playwright/test';
import { login } from './fixtures/login';
import { admin, createUser } from './fixtures/users';

test('no billing information: the warning form, a Super-Admin approval, then the homepage', async ({ page, browser }) => {
  const user = await createUser({ billingStatus: 'not-have-billing' });
  await login(page, user.email, user.password);
  await expect(page).toHaveURL(/\/warning\/billing-info$/);
  await expect(page.getByText('Billing information need to be updated!')).toBeVisible();

  // Validation runs on submit only, naming the field in the spec's words.
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Entity name is required field!')).toBeVisible();

  await page.getByLabel('Entity name').fill('Fresh Media Ltd');
  await page.getByLabel('Billing name').fill('Fresh User');
  await page.getByLabel('Billing address').fill('5 Market Street, Leeds LS1 6DT');
  await page.getByLabel('Billing country').fill('United Kingdom');
  await page.getByLabel('Gender').selectOption('Female');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Billing information is being verified')).toBeVisible();
  // The requested changes show, and the billing fields are read-only while verified.
  await expect(page.getByRole('table', { name: 'Requested changes' }).getByText('Fresh Media Ltd')).toBeVisible();
  await expect(page.getByLabel('Entity name')).toBeDisabled();

  // A Super-Admin approves it in another browser.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await login(adminPage, admin.email, admin.password);
  await adminPage.getByRole('link', { name: 'Billing review' }).click();
  const request = adminPage.getByTestId('billing-request').filter({ hasText: user.email });
  await expect(request.getByText('Fresh Media Ltd')).toBeVisible();
  await request.getByRole('button', { name: 'Approve' }).click();
  await expect(adminPage.getByTestId('billing-request').filter({ hasText: user.email })).toHaveCount(0);
  await adminContext.close();

  // Refresh: verified with an entity name, so the user goes home.
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('credit-balance')).toBeVisible();

  // The settings page's profile tab shows the verified values; the balance links to settings.
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings/);
  await expect(page.getByLabel('Entity name')).toHaveValue('Fresh Media Ltd');
  await expect(page.getByText('Billing information is verified')).toBeVisible();
  await page.getByRole('tab', { name: 'KYC' }).click();
  await expect(page).toHaveURL(/tab=kyc/);
  await expect(page.getByTestId('kyc-code')).toHaveText('NEW');
});
