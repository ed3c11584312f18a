// Short links the way a sender uses them: create one in the page, open it in the browser (it
// redirects to a page of this same server, so nothing outside is needed), come back and see the
// click counted with its risk score and outcome.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { login } from './fixtures/login';
import { demo } from './fixtures/users';

test('create a short link, open it, and see the click counted with its risk score', async ({ page, baseURL }) => {
  await login(page, demo.email, demo.password);
  await page.goto('/domain/short-links');
  await expect(page.getByRole('heading', { name: 'Short links', level: 1 })).toBeVisible();

  const target = `${baseURL}/api/v1/status-check`;
  const part = `e2e${Date.now()}`;
  await page.getByRole('button', { name: 'Create short link' }).first().click();
  const create = page.getByRole('dialog');
  await create.getByLabel('Url').fill(target);
  await create.getByLabel('Path parts').fill(` ${part} / go `);
  await expect(create.getByTestId('short-link-preview')).toHaveText(`[Your domain]/${part}/go/…`);
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create).toBeHidden();

  const link = page.getByRole('link', { name: new RegExp(`/l/${part}/go/[A-Za-z0-9]{7}$`) });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('target', '_blank');
  const shortUrl = await link.getAttribute('href');
  expect(shortUrl).toBeTruthy();

  // Following it lands on the target, on this server.
  await page.goto(shortUrl!);
  await expect(page).toHaveURL(target);
  await expect(page.locator('body')).toContainText('version');

  await page.goto('/domain/short-links');
  const clicks = page.getByRole('button', { name: `1 clicks of ${shortUrl}` });
  await expect(clicks).toHaveText('1');
  await expectNoSeriousA11yViolations(page);
  await clicks.click();
  const drawer = page.getByRole('dialog', { name: 'Clicks' });
  const row = drawer.getByRole('row').filter({ hasText: 'Redirected' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('127.0.0.1');
  await expect(row.getByText(/^\d{1,2}\.\d{2}$/)).toBeVisible();
});
