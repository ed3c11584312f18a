// Card payments in Chromium, as fresh users ($100.00 of credit, no card, no past charge): one saves
// two sandbox cards through 'Create payment method' (the first becomes the default), sets the
// second as default and deletes it through 'Delete This Card'; another saves a card, buys the
// Starter package ($100.00) by card through the 6-character challenge (read from the image's SVG
// text, as a person reads the picture) and sees the top bar's balance rise by the package less the
// processing fee ($3.30). A third, short of credit, buys on the minimum-balance page's payment area
// (popup mode) and is taken home.
import { expect, test, type Page } from '@playwright/test';
import { login } from './fixtures/login';
import { createUser } from './fixtures/users';

test.use({ reducedMotion: 'reduce' });

const tabUrl = (tab: string) => `/settings?tab=payment&paymentTab=${tab}`;

async function addCard(page: Page, number: string, phone: string) {
  await page.getByRole('button', { name: 'Add a payment method' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create payment method' });
  await dialog.getByLabel('Name').fill('Fresh User');
  await dialog.getByLabel('Email').fill('fresh@example.com');
  await dialog.getByLabel('Phone').fill(phone);
  await dialog.getByLabel('Postal code').fill('10001');
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/30');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

/** The open 'Credit card' dialog for the Starter package: the challenge read, tried with Enter (blocked), verified, submitted. */
async function chargeThroughChallenge(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Credit card' });
  await expect(dialog).toContainText('Do you want to charge $100.00?');
  const submit = dialog.getByRole('button', { name: 'Submit' });
  const image = dialog.getByRole('img', { name: 'Verification code image' });
  await expect(image).toBeVisible();
  await expect(submit).toBeDisabled();

  const code = (await image.locator('text').allTextContents()).join('');
  expect(code).toMatch(/^[A-Z2-9]{6}$/);
  const field = dialog.getByLabel('Verification code', { exact: true });
  await field.fill(code);
  await field.press('Enter');
  await expect(submit).toBeDisabled();
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(submit).toBeEnabled();
  await submit.click();
}

test('save a card, set default, delete it', async ({ page }) => {
  const user = await createUser();
  await login(page, user.email, user.password);
  await page.goto(tabUrl('PaymentMethod'));
  await expect(page.getByText("You don't have any payment method!")).toBeVisible();

  await addCard(page, '4242 4242 4242 4242', '+12025550111');
  const first = page.getByRole('listitem', { name: 'Visa ending in 4242' });
  await expect(first).toContainText('+12025550111');
  await expect(first.getByText('Default')).toBeVisible();
  await expect(first.getByRole('button', { name: 'Set as default' })).toHaveCount(0);

  await addCard(page, '4000000000000002', '+12025550112');
  const second = page.getByRole('listitem', { name: 'Visa ending in 0002' });
  await second.getByRole('button', { name: 'Set as default' }).click();
  await expect(second.getByText('Default')).toBeVisible();
  await expect(first.getByRole('button', { name: 'Set as default' })).toBeVisible();

  await second.getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete This Card' });
  await expect(confirm).toContainText("Deleting it means you won't be able to use this payment method!");
  await expect(confirm).toContainText('0002');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(second).toHaveCount(0);
  await expect(first.getByText('Default')).toBeVisible();
});

test('buy a package by card through the challenge and see the balance rise', async ({ page }) => {
  const user = await createUser();
  await login(page, user.email, user.password);
  await page.goto(tabUrl('BuyPackage'));
  await expect(page.getByText("You don't have any payment method, please come and add a payment method")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Charge' }).first()).toBeDisabled();

  await page.getByText("You don't have any payment method, please come and add a payment method").click();
  await addCard(page, '4242424242424242', '+12025550113');
  await page.getByRole('tab', { name: 'Buy package' }).click();

  await expect(page.getByText('$100.00').first()).toBeVisible();
  await page.getByRole('group', { name: 'Starter' }).or(page.locator('[aria-label="Starter"]')).getByRole('button', { name: 'Charge' }).click();
  await chargeThroughChallenge(page);

  await expect(page.getByRole('dialog', { name: 'Credit card' })).toBeHidden();
  await expect(page.getByText('Charged successfully!')).toBeVisible();
  // $100.00 + $100.00 - ($3.00 + $0.30)
  await expect(page.getByRole('banner').getByText('$196.70')).toBeVisible();
});

test('short of credit: the minimum-balance page sells a package, then the homepage', async ({ page }) => {
  const user = await createUser({ creditCents: 0 });
  await login(page, user.email, user.password);
  await expect(page).toHaveURL(/\/warning\/min-balance$/);
  await page.getByRole('tab', { name: 'Payment method' }).click();
  // Popup mode: the tab is not written to the address, and there is no auto-recharge here.
  await expect(page).toHaveURL(/\/warning\/min-balance$/);
  await expect(page.getByText('Auto Recharge')).toHaveCount(0);
  await addCard(page, '4242424242424242', '+12025550114');
  await page.getByRole('tab', { name: 'Buy package' }).click();
  await page.getByRole('group', { name: 'Starter' }).or(page.locator('[aria-label="Starter"]')).getByRole('button', { name: 'Charge' }).click();
  await chargeThroughChallenge(page);
  await expect(page).toHaveURL(/\/$/);
  // $100.00 - ($3.00 + $0.30)
  await expect(page.getByRole('banner').getByText('$96.70')).toBeVisible();
});
