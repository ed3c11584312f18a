// The sender's audience, the way a person works with it: create a group, import a messy CSV through
// the mapping screen, watch the import finish, see and filter the contacts, split the group, and
// find the split in Processes.
import { expect, test } from '@playwright/test';
import { login } from './fixtures/login';
import { demo } from './fixtures/users';

/** 150 people, semicolon separated, with a BOM, CRLF line ends, a quoted separator, two invalid rows and a duplicate. */
function messyCsv(): Buffer {
  const rows = ['Mobile Number;First Name;Last Name;City'];
  for (let i = 0; i < 150; i++) rows.push(`(312) 555-${String(1000 + i)};Person${i};"Doe; Jr";${i % 2 ? 'Chicago' : 'Evanston'}`);
  rows.push('not a phone;Nobody;X;Nowhere', '12;Short;X;Nowhere', '312.555.1000;Again;Dup;Chicago', '');
  return Buffer.from(`\uFEFF${rows.join('\r\n')}`, 'utf8');
}

test('create a group, import a CSV, filter the contacts, split the group and see it in Processes', async ({ page }) => {
  test.setTimeout(90_000);
  const name = `E2E leads ${Date.now()}`;
  await login(page, demo.email, demo.password);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Contact Groups' }).click();
  await expect(page).toHaveURL(/\/contact\/groups/);

  await page.getByRole('button', { name: 'Create contact group' }).first().click();
  const create = page.getByRole('dialog');
  await create.getByLabel('Group name').fill(name);
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create).toBeHidden();

  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Import contacts' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import contacts' });
  await dialog.getByLabel('Choose CSV or TXT files').setInputFiles({ name: 'leads.csv', mimeType: 'text/csv', buffer: messyCsv() });
  await dialog.getByRole('button', { name: 'Next' }).click();
  // The mapping screen guessed Phone from "Mobile Number".
  await expect(dialog.getByText('Phone mapped')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByText('Import completed')).toBeVisible({ timeout: 30_000 });
  // The summary in the spec's words: 150 in, the two invalid rows and the duplicate counted.
  await expect(dialog.getByRole('row', { name: /Imported\s*150/ })).toBeVisible();
  await expect(dialog.getByRole('row', { name: /Invalid\s*2/ })).toBeVisible();
  await expect(dialog.getByRole('row', { name: /Lead duplicated\s*1/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Person149', exact: true })).toBeVisible();

  // Opening the filters offers a first row to fill.
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByLabel('Field of filter 1').selectOption('fName');
  await page.getByLabel('Operator of filter 1').selectOption('EQUAL');
  await page.getByLabel('Values of filter 1').fill('Person7');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByRole('cell', { name: 'Person7', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Person149', exact: true })).toHaveCount(0);

  await page.goto('/contact/groups');
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Split' }).click();
  const split = page.getByRole('dialog');
  await split.getByLabel('Split size').fill('100');
  await split.getByRole('button', { name: 'Split' }).click();
  await expect(page.getByRole('link', { name: `${name} - part 2` })).toBeVisible({ timeout: 20_000 });

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Processes' }).click();
  const splitRow = page.getByRole('row').filter({ hasText: 'Split' }).filter({ hasText: name }).first();
  await expect(splitRow).toBeVisible();
  await expect(splitRow.getByText('COMPLETED', { exact: false })).toBeVisible();
});
