// Settings > Integrations, Voluum and Tracking (issue 13): a fresh user saves Voluum's credentials
// and a mapping, reloads and finds them kept with the key masked (never shown whole), updates
// revenue and sees the spec's toast; the tracking tab shows the postback URL with the mapped
// parameter. Each tab passes an axe scan.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { login } from './fixtures/login';
import { createUser } from './fixtures/users';

const KEY = 'e2e-secret-key-abcd1234';

test('credentials and mapping are kept, the key masked; Update revenue answers the toast', async ({ page }) => {
  test.setTimeout(90_000);
  const user = await createUser();
  await login(page, user.email, user.password);
  await page.goto('/settings?tab=integrations');

  const vendors = page.getByRole('table', { name: 'Tracking vendors' });
  await expect(vendors.getByRole('row', { name: /Voluum/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const credentials = page.getByRole('form', { name: 'Voluum credentials' });
  await credentials.getByLabel('Sub domain').fill('e2e.voluumtrk.com');
  await credentials.getByLabel('Access ID').fill('e2e-access');
  await credentials.getByLabel('Access key').fill(KEY);
  await credentials.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated').first()).toBeVisible();
  await expect(vendors.getByRole('row', { name: /Voluum/ }).getByText('••••••••1234')).toBeVisible();

  const mapping = page.getByRole('form', { name: 'Voluum mapping' });
  await mapping.getByLabel('Query parameters').fill('var1, var2, clickid');
  await mapping.getByLabel('Phone').selectOption('var1');
  await mapping.getByLabel('Message ID').selectOption('clickid');
  await mapping.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated').first()).toBeVisible();

  await page.reload();
  await expect(vendors.getByRole('row', { name: /Voluum/ }).getByText('••••••••1234')).toBeVisible();
  await expect(page.getByText(KEY)).toHaveCount(0);
  await expect(credentials.getByLabel('Sub domain')).toHaveValue('e2e.voluumtrk.com');
  await expect(credentials.getByLabel('Access key')).toHaveValue('');
  await expect(credentials.getByText('Saved key ••••••••1234: leave empty to keep it')).toBeVisible();
  await expect(mapping.getByLabel('Query parameters')).toHaveValue('var1, var2, clickid');
  await expect(mapping.getByLabel('Phone')).toHaveValue('var1');
  await expect(mapping.getByLabel('Message ID')).toHaveValue('clickid');
  await expect(vendors.getByRole('row', { name: /Voluum/ }).getByRole('checkbox')).toBeChecked();

  await page.getByRole('button', { name: 'Update revenue' }).click();
  await expect(page.getByText('Revenue is updating, it may take a few minutes')).toBeVisible();

  await page.goto('/settings?tab=voluum');
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Voluum credentials' }).getByLabel('Access ID')).toHaveValue('e2e-access');
  await expectNoSeriousA11yViolations(page);

  await page.goto('/settings?tab=tracking');
  await expect(page.getByTestId('postback-url')).toHaveText(/\/api\/v1\/carrier\/postback\?click_id=\{clickid\}&payout=\{payout\}$/);
  await expectNoSeriousA11yViolations(page);
});
