// A Super-Admin's API token for a user (001 §3 "API token: email, otp"; decision 47), and the users
// search kept in the address: the admin opens /users with a search in the link (a reload keeps it),
// opens the user's API tokens from the row menu, makes one with the admin's own mailed code (read
// from the e2e server's outbox), sees it once, revokes it, and finds both changes in the audit log.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { login } from './fixtures/login';
import { admin, createUser } from './fixtures/users';

test.use({ reducedMotion: 'reduce' });
test.setTimeout(90_000);

/** The newest API token code mailed to `email` since `after` (the outbox's files start with their time). */
async function mailedCode(email: string, after: string): Promise<string | null> {
  const dir = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.json')).sort().reverse();
  for (const name of names) {
    const mail = JSON.parse(await readFile(join(dir, name), 'utf8')) as { to: string; subject: string; createdAt: string };
    if (mail.to === email && mail.subject.startsWith('API token code') && mail.createdAt >= after) return /(\d{6})/.exec(mail.subject)?.[1] ?? null;
  }
  return null;
}

async function confirmWithCode(dialog: Locator, asked: string): Promise<void> {
  await expect(dialog.getByText('A one-time code was sent to your email')).toBeVisible();
  let code: string | null = null;
  await expect(async () => {
    code = await mailedCode(admin.email, asked);
    expect(code).not.toBeNull();
  }).toPass();
  await dialog.getByLabel('One-time code').fill(code!);
}

test("a Super-Admin makes and revokes a user's API token from the users page, with the audit log", async ({ page }) => {
  const user = await createUser();
  await login(page, admin.email, admin.password);
  await page.goto(`/users?field1=email&op1=EQUAL&value1=${encodeURIComponent(user.email)}`);
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.reload();
  await expect(page.getByLabel('Filter 1 value')).toHaveValue(user.email);
  await expect(table.getByRole('row')).toHaveCount(2);

  await table.getByRole('button', { name: `Actions for ${user.email}` }).click();
  await page.getByRole('menuitem', { name: 'API tokens', exact: true }).click();
  const tokens = page.getByRole('dialog', { name: `API tokens of ${user.email}` });
  await expect(tokens.getByText('No API token yet')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  let asked = new Date().toISOString();
  await tokens.getByRole('button', { name: 'Create API token' }).click();
  const create = page.getByRole('dialog', { name: 'Create API token' });
  await create.getByLabel('Name').fill('Set up by support');
  await confirmWithCode(create, asked);
  await create.getByRole('button', { name: 'Create' }).click();
  const shown = page.getByRole('dialog').getByTestId('issued-token');
  await expect(shown).toHaveText(/^cp_/);
  await page.getByRole('button', { name: 'Done' }).click();
  const list = tokens.getByRole('table', { name: 'API tokens' });
  await expect(list.getByText('Set up by support')).toBeVisible();
  await expect(list.getByRole('button', { name: 'Renew Set up by support' })).toHaveCount(0);

  asked = new Date().toISOString();
  await list.getByRole('button', { name: 'Revoke Set up by support' }).click();
  const revoke = page.getByRole('dialog', { name: 'Revoke API token' });
  await confirmWithCode(revoke, asked);
  await revoke.getByRole('button', { name: 'Revoke' }).click();
  await expect(list.getByText('Revoked')).toBeVisible();
  await tokens.getByRole('button', { name: 'Close' }).click();

  await page.goto(`/audit-log`);
  const log = page.getByRole('table').filter({ hasText: user.email });
  await expect(log.getByText(/\/admin\/users\/api-token \(token \d+\)/)).toBeVisible();
  await expect(log.getByText(/\/admin\/users\/api-token\/revoke \(token \d+\)/)).toBeVisible();
});
