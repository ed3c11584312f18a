// The public API from the user's side: the demo user creates a token in Settings > API, confirming
// with the one-time code mailed to them (read from the e2e server's mail outbox, as nothing leaves
// this machine), copies it from the once-shown dialog; a script (Node's fetch) sends one message
// with it; the user finds the message in the inbox under 'Send API'.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { PUBLIC_API_BASE } from '@domain/public-api';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { login } from './fixtures/login';
import { demo } from './fixtures/users';

/** The newest API token code mailed to the user (the outbox's files start with their time). */
async function mailedCode(email: string, after: string): Promise<string | null> {
  const dir = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.json')).sort().reverse();
  for (const name of names) {
    const mail = JSON.parse(await readFile(join(dir, name), 'utf8')) as { to: string; subject: string; createdAt: string };
    if (mail.to === email && mail.subject.startsWith('API token code') && mail.createdAt >= after) return /(\d{6})/.exec(mail.subject)?.[1] ?? null;
  }
  return null;
}

test('a token made in the api tab sends a message that shows in the inbox under Send API', async ({ page, baseURL }) => {
  const phone = `+1212555${String(Math.floor(1000 + Math.random() * 8999))}`;
  const text = `Order ${phone.slice(-4)} has shipped`;
  await login(page, demo.email, demo.password);
  await page.goto('/settings?tab=api');
  await expect(page.getByRole('table', { name: 'API tokens' }).getByText('Demo integration')).toBeVisible();

  const asked = new Date().toISOString();
  await page.getByRole('button', { name: 'Create API token' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('A one-time code was sent to your email')).toBeVisible();
  await dialog.getByLabel('Name').fill('Shipping script');
  let code: string | null = null;
  await expect(async () => {
    code = await mailedCode(demo.email, asked);
    expect(code).not.toBeNull();
  }).toPass();
  await dialog.getByLabel('One-time code').fill(code!);
  await dialog.getByRole('button', { name: 'Create' }).click();

  const shown = page.getByRole('dialog').getByTestId('issued-token');
  await expect(shown).toHaveText(/^cp_/);
  const token = (await shown.textContent())!.trim();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('table', { name: 'API tokens' }).getByText('Shipping script')).toBeVisible();

  // The script.
  const answer = await fetch(`${baseURL}${PUBLIC_API_BASE}/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ to: phone, message: text }),
  });
  expect(answer.status).toBe(200);
  const sent = (await answer.json()) as { id: number; status: string };
  expect(['queued', 'sent', 'delivered']).toContain(sent.status);

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Inbox' }).click();
  await page.getByRole('group', { name: 'Filters' }).getByRole('button', { name: 'Send API' }).click();
  await expect(page).toHaveURL(/filter=sendApi/);
  const threads = page.getByRole('list', { name: 'Threads' });
  await threads.getByRole('button', { name: phone }).click();
  await expect(page.getByRole('log', { name: 'Conversation' }).getByText(text)).toBeVisible();
  await expect(page.getByRole('log', { name: 'Conversation' }).getByText('Send API')).toBeVisible();
});

for (const theme of ['light-theme', 'dark-theme'] as const) {
  test(`the api tab has no serious accessibility violation (${theme})`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await login(page, demo.email, demo.password);
    await page.goto('/settings?tab=api');
    await expect(page.getByRole('table', { name: 'IP allowlist' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
