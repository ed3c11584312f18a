// DID groups the way a sender uses them: create a group, buy numbers and watch them arrive, see
// them in the group's table, scrub them; the settings say the spec's sleep-timer rule.
import { expect, test } from '@playwright/test';
import { login } from './fixtures/login';
import { demo } from './fixtures/users';

test('create a DID group, buy numbers and watch them arrive', async ({ page }) => {
  test.setTimeout(60_000);
  const name = `E2E pool ${Date.now()}`;
  await login(page, demo.email, demo.password);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dids' }).click();
  await expect(page).toHaveURL(/\/dids/);

  await page.getByRole('button', { name: 'Create DID group' }).first().click();
  const create = page.getByRole('dialog');
  await create.getByLabel('Name').fill(name);
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create).toBeHidden();

  // A new group opens on its purchase form.
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const form = page.getByRole('form', { name: 'Buy DIDs' });
  await form.getByRole('textbox', { name: 'Area code' }).fill('305');
  await form.getByRole('spinbutton', { name: 'Quantity' }).fill('12');
  await form.getByRole('button', { name: 'Buy DIDs' }).click();
  await expect(page.getByText('System is processing your order. Your DID will be available within few minutes!')).toBeVisible();
  await expect(page.getByText('Purchase completed: 12 DIDs bought')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('list', { name: 'DIDs bought' }).getByRole('listitem')).toHaveCount(12);

  await page.getByRole('tab', { name: 'DIDs', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: '+1305' })).toHaveCount(12);

  // Scrub them: the process panel follows the scrub, and every number then says how it stands.
  await expect(page.getByText('Never').first()).toBeVisible();
  await page.getByRole('button', { name: 'Scrub DIDs', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Scrub' }).click();
  await expect(page.getByText(`${name}: scrub DIDs`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Scrub DIDs', exact: true })).toBeEnabled({ timeout: 15_000 });
  await expect(page.getByText('Never')).toHaveCount(1); // the cycle was never reset; the scrub is done
  const rows = page.getByRole('row').filter({ hasText: '+1305' });
  await expect(rows.filter({ hasText: /Active|Bad/ })).toHaveCount(12);
});

test('the sleep timer refuses the whole week', async ({ page }) => {
  await login(page, demo.email, demo.password);
  await page.goto('/dids');
  await page.getByRole('link', { name: 'Chicago pool' }).click();
  await page.getByRole('tab', { name: 'Settings' }).click();
  const sleep = page.getByRole('group', { name: 'Sleep timer' });
  // Sunday is ticked already (the seed); tick the other six.
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) {
    await sleep.getByText(day, { exact: true }).click();
    await expect(sleep.getByRole('checkbox', { name: day })).toBeChecked();
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('You cannot select the whole week to sleep')).toBeVisible();
});
