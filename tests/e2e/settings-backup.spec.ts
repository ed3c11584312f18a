// Settings > Account info > Backups: the demo user backs up and downloads the file; a fresh account
// (no groups) restores that file from disk, and its Contacts page shows the same group names.
import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { login } from './fixtures/login';
import { createUser, demo } from './fixtures/users';

test('a backup of the demo account restored into a fresh account brings its contact groups', async ({ browser }) => {
  test.setTimeout(120_000);
  const demoContext = await browser.newContext({ acceptDownloads: true });
  const freshContext = await browser.newContext();
  try {
    const page = await demoContext.newPage();
    await login(page, demo.email, demo.password);
    await page.goto('/settings?tab=account-info');
    await expect(page.getByLabel('Plan PRO')).toBeVisible();
    const table = page.getByRole('table', { name: 'Older backups' });
    await expect(table).toBeVisible();
    const before = await table.getByRole('row').count();
    await page.getByRole('button', { name: 'Back up now' }).click();
    await expect(page.getByText('Backup created')).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(before + 1);

    // The newest backup is the first row.
    const [download] = await Promise.all([page.waitForEvent('download'), table.getByRole('row').nth(1).getByRole('button', { name: 'Download' }).click()]);
    const file = await download.path();
    const doc = JSON.parse(gunzipSync(await readFile(file)).toString('utf8')) as { contactGroups: { name: string }[] };
    const names = doc.contactGroups.map((g) => g.name);
    expect(names.length).toBeGreaterThan(2);

    const user = await createUser();
    const fresh = await freshContext.newPage();
    await login(fresh, user.email, user.password);
    await fresh.goto('/contact/groups');
    for (const name of names) await expect(fresh.getByRole('link', { name, exact: true })).toHaveCount(0);

    await fresh.goto('/settings?tab=account-info');
    await expect(fresh.getByText('No backups yet')).toBeVisible();
    await fresh.getByLabel('Backup file to restore').setInputFiles({ name: download.suggestedFilename(), mimeType: 'application/gzip', buffer: await readFile(file) });
    const dialog = fresh.getByRole('dialog', { name: 'Restore backup' });
    await expect(dialog.getByText(`Restore from ${download.suggestedFilename()}`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Restore' }).click();
    await expect(fresh.getByText('Restored', { exact: true })).toBeVisible({ timeout: 60_000 });

    await fresh.goto('/contact/groups');
    for (const name of names) await expect(fresh.getByRole('link', { name, exact: true })).toBeVisible();
  } finally {
    await demoContext.close();
    await freshContext.close();
  }
});

for (const theme of ['light-theme', 'dark-theme'] as const) {
  test(`account info and subscription plan tabs have no serious accessibility problem (${theme})`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await login(page, demo.email, demo.password);
    await page.goto('/settings?tab=account-info');
    await expect(page.getByRole('table', { name: 'Older backups' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto('/settings?tab=subscription-plan');
    await expect(page.getByText('Current plan')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
