// 10-DLC from the screens (issue 14; decision 48): a fresh sender creates a brand (the spec's message
// under a wrong EIN first), registers it through a vendor after reading the fee, watches it reach
// registered (the registry reviews in 3 s here), then adds a use case covering its DID group and
// registers that too. The seeded demo brands show their statuses and the rejection reason.
import { expect, test, type Page } from '@playwright/test';
import { openDb, targetFrom } from '@server/db/open-db';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { login } from './fixtures/login';
import { createUser, demo } from './fixtures/users';

/** A DID group of the user, written straight into the e2e server's database. */
async function addDidGroup(email: string, name: string): Promise<void> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the suite through playwright.config.ts');
  const { db } = openDb(targetFrom(dataDir));
  try {
    const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    await db
      .insertInto('did_groups')
      .values({ user_id: user.id, name, name_key: name.toLowerCase(), country: 'US', route_id: null, voice_enabled: 1, setting: '{}', created_at: new Date().toISOString() })
      .execute();
  } finally {
    await db.destroy();
  }
}

/** A field by its whole label (a required field's label ends with its '*'). */
const labelled = (label: string) => new RegExp(`^${label}\\s*\\*?$`);

/** Picks the vendor, reads the fee and sends; the registration then reaches registered by itself. */
async function registerThrough(page: Page, fee: string) {
  const panel = page.getByRole('region', { name: 'Registration' });
  await panel.getByRole('button', { name: 'Register' }).click();
  // Choosing moves straight on to the fee, so the radio is gone once clicked.
  await panel.getByRole('radio', { name: 'Campaign registry, direct (simulated)' }).click({ force: true });
  await expect(panel.getByText(`Registration fee: ${fee}, charged once sent, whatever the registry decides.`)).toBeVisible();
  await panel.getByRole('button', { name: `Pay ${fee} and send` }).click();
  await expect(panel.getByText(/this page updates by itself/)).toBeVisible();
  await expect(panel.getByText('registered', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByText(/this page updates by itself/)).toBeHidden();
}

test('a sender registers a brand and a use case from the screens and watches both reach registered', async ({ page }) => {
  test.setTimeout(90_000);
  const user = await createUser();
  await addDidGroup(user.email, 'E2E pool');
  await login(page, user.email, user.password);
  await page.getByRole('link', { name: '10-DLC' }).first().click();
  await expect(page).toHaveURL(/\/10-dlc$/);
  await page.getByRole('button', { name: 'Create brand' }).first().click();

  const brand = page.getByRole('form', { name: 'Brand' });
  const field = (label: string) => brand.getByLabel(labelled(label));
  await field('Brand name').fill('E2E Bakery');
  await field('Company name').fill('E2E Bakery LLC');
  await field('Website').fill('https://e2e-bakery.example.com');
  await field('Vertical').selectOption({ label: 'Retail' });
  await field('Entity type').selectOption({ label: 'Private company' });
  await field('Business type').selectOption({ label: 'Limited liability corporation' });
  await field('Seniority').selectOption({ label: 'Basic: new, no history' });
  await field('EIN').fill('123456789');
  await field('First name').fill('Eve');
  await field('Last name').fill('Baker');
  await field('Email').fill('eve@e2e-bakery.example.com');
  await field('Phone').fill('+1 415 555 2671');
  await field('Street').fill('1 Market St');
  await field('City').fill('San Francisco');
  await field('State').fill('CA');
  await field('Postal code').fill('94105');
  await brand.getByRole('button', { name: 'Create' }).click();
  await expect(brand.getByText('EIN must be written NN-NNNNNNN')).toBeVisible();
  await field('EIN').fill('12-3456789');
  await brand.getByRole('button', { name: 'Create' }).click();

  await expect(page.getByRole('heading', { name: 'E2E Bakery' })).toBeVisible();
  await expect(page.getByText('Not registered yet')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await registerThrough(page, '$4.00');
  await expect(page.getByRole('region', { name: 'Registration' }).getByText('Active', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Create use case' }).click();
  const useCase = page.getByRole('form', { name: 'Use case' });
  const ucField = (label: string) => useCase.getByLabel(labelled(label));
  await ucField('Use case name').fill('Order ready alerts');
  await ucField('Use case type').selectOption({ label: 'Account notification' });
  await ucField('Description').fill('Tells customers who ordered online that their order is ready for pick-up.');
  await ucField('Message flow').fill('Customers tick the SMS consent box when they order on e2e-bakery.example.com.');
  await ucField('Sample message 1').fill('E2E Bakery: your order is ready for pick-up. Reply STOP to opt out.');
  await ucField('Sample message 2').fill('E2E Bakery: we kept your order until 6 pm. Reply STOP to opt out.');
  await ucField('Opt-in type').selectOption({ label: 'Web form' });
  await ucField('Opt-in message').fill('E2E Bakery: you will get order alerts. Reply STOP to opt out.');
  await ucField('Opt-out message').fill('E2E Bakery: you will get no more order alerts.');
  await ucField('Help message').fill('E2E Bakery: call +1 415 555 2671 for help. Reply STOP to opt out.');
  await ucField('Customer care email').fill('care@e2e-bakery.example.com');
  await ucField('Customer care phone').fill('+1 415 555 2672');
  await useCase.getByRole('checkbox', { name: 'E2E pool' }).check({ force: true });
  await useCase.getByRole('button', { name: 'Create' }).click();

  await expect(page.getByRole('heading', { name: 'Order ready alerts' })).toBeVisible();
  await expect(page.getByText('E2E pool')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await registerThrough(page, '$15.00');
  await expect(page.getByText('4500 messages a minute', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'E2E Bakery' }).click();
  await expect(page.getByRole('table', { name: 'Use cases' }).getByText('registered', { exact: true })).toBeVisible();
});

test("the demo's brands show their statuses, and the failed one its reason and Resubmit", async ({ page }) => {
  await login(page, demo.email, demo.password);
  await page.goto('/10-dlc');
  const table = page.getByRole('table', { name: 'Brands' });
  await expect(table.getByRole('row', { name: /Demo Marketing.*Active.*registered/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Lakeview Auto.*Processing.*register pending/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await table.getByRole('link', { name: 'Test Promotions' }).click();
  await expect(page.getByText('The legal company name looks like a test entry. Use the name registered with the IRS and resubmit.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resubmit' })).toBeVisible();
});
