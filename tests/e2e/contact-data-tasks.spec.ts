// The data tasks of a contact group as a sender meets them: certify a group for a vertical from
// its row menu, archive it (its contacts leave the table), unarchive it from its page; and the DNC
// list a Super-Admin uploads.
import { expect, test } from '@playwright/test';
import { login } from './fixtures/login';
import { admin, demo } from './fixtures/users';

test('certify a group, archive it, and bring it back from its page', async ({ page }) => {
  test.setTimeout(60_000);
  await login(page, demo.email, demo.password);
  await page.goto('/contact/groups');
  const name = 'Webinar signups';

  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Certify' }).click();
  const certify = page.getByRole('dialog');
  await certify.getByLabel('Vertical').selectOption('Solar');
  await certify.getByRole('button', { name: 'Certify' }).click();
  await expect(certify).toBeHidden();
  // The list shows the vertical once the task has run.
  await expect(page.getByRole('row', { name: new RegExp(name) }).getByText('Solar')).toBeVisible({ timeout: 20_000 });

  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Archive' }).click();
  await page.getByRole('alertdialog').or(page.getByRole('dialog')).getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) }).getByText('Archived')).toBeVisible({ timeout: 20_000 });

  await page.getByRole('link', { name }).click();
  await expect(page.getByText('This group is archived; unarchive it first')).toBeVisible();
  await page.getByRole('button', { name: 'Unarchive' }).click();
  // Back from the archive: the contacts are in the table again, still certified.
  await expect(page.getByRole('button', { name: 'Filters' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('120 contacts')).toBeVisible();

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Processes' }).click();
  for (const kind of ['Certify data', 'Archive contact group', 'Unarchive contact group']) {
    await expect(page.getByRole('row').filter({ hasText: kind }).filter({ hasText: name }).first()).toContainText('Completed');
  }
});

test('a Super-Admin uploads numbers to the DNC list', async ({ page }) => {
  await login(page, admin.email, admin.password);
  await page.goto('/contact/groups');
  await page.getByRole('button', { name: 'DNC list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Do-not-call list' });
  await expect(dialog.getByText(/numbers on the do-not-call list/)).toBeVisible();
  const numbers = ['phone', '(415) 555-2671', '415 555 2672', 'not a number', ''].join('\n');
  await dialog.getByLabel('Choose a file of numbers').setInputFiles({ name: 'dnc.txt', mimeType: 'text/plain', buffer: Buffer.from(numbers) });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByText('Upload finished')).toBeVisible();
  await expect(dialog.getByText('Added', { exact: true }).locator('..')).toContainText('2');
  await expect(dialog.getByText('Invalid', { exact: true }).locator('..')).toContainText('2');
});
