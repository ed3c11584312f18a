// Domains the way a sender uses them: create a domain group, search names to buy, buy a few into
// the group, watch each domain's result appear, and find the bought domains in the group.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { login } from './fixtures/login';
import { demo } from './fixtures/users';

test('search and buy domains into a group, and see them arrive in the group', async ({ page }) => {
  test.setTimeout(90_000);
  const name = `E2E domains ${Date.now()}`;
  await login(page, demo.email, demo.password);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Domain' }).click();
  await expect(page).toHaveURL(/\/domain$/);

  await page.getByRole('navigation', { name: 'Domain pages' }).getByRole('link', { name: 'Groups' }).click();
  await page.getByRole('button', { name: 'Create domain group' }).first().click();
  const create = page.getByRole('dialog');
  await create.getByLabel('Name').fill(name);
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('No domains in this group yet')).toBeVisible();

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Domain' }).click();
  await page.getByRole('button', { name: 'Buy domains' }).click();
  const buying = page.getByRole('dialog', { name: 'Buy domains' });
  await buying.getByRole('textbox', { name: 'Domain' }).fill(`e2e shop ${Date.now() % 100_000}`);
  await buying.getByLabel('TLD').selectOption('.xyz');
  await buying.getByRole('spinbutton', { name: 'Quantity' }).fill('4');
  await buying.getByRole('button', { name: 'Search' }).click();

  const offers = buying.getByRole('list', { name: 'Available domains' }).getByRole('listitem');
  await expect(offers).toHaveCount(4);
  const picked: string[] = [];
  for (let i = 0; i < 3; i++) {
    const domain = (await offers.nth(i).locator('label').innerText()).trim();
    await buying.getByText(domain, { exact: true }).click();
    picked.push(domain);
  }
  await buying.getByLabel('Buy into group').selectOption({ label: name });
  await buying.getByRole('button', { name: /^Buy 3 domain\(s\) for \$/ }).click();

  // The order runs: the progress, then each domain's result, then the notice.
  await expect(buying.getByText('Your domains are being bought; they will be available within few minutes!')).toBeVisible();
  const results = buying.getByRole('list', { name: 'Buying results' }).getByRole('listitem');
  await expect(results).toHaveCount(3, { timeout: 30_000 });
  await expect(buying.getByRole('button', { name: 'Dismiss' })).toBeVisible();
  const boughtTexts = await results.filter({ hasText: 'was bought' }).allInnerTexts();
  const boughtNames = picked.filter((d) => boughtTexts.some((text) => text.includes(`${d} was bought`)));
  expect(boughtNames.length).toBeGreaterThan(0);
  await expect(page.getByText(`${boughtNames[0]} was bought`).last()).toBeVisible();
  await buying.getByRole('button', { name: 'Dismiss' }).click();
  await expect(buying.getByRole('button', { name: 'Search' })).toBeVisible();
  await buying.getByRole('button', { name: 'Close' }).first().click();
  await expect(buying).toBeHidden();

  // The bought domains are in the group, active.
  await page.getByRole('navigation', { name: 'Domain pages' }).getByRole('link', { name: 'Groups' }).click();
  // The Domains tab's rows name the group too: wait until the groups' table has replaced them.
  await expect(page.getByRole('columnheader', { name: 'Active domains' })).toBeVisible();
  // The group's row (a toast of the order may name the group too).
  await page.getByRole('row').filter({ hasText: name }).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const table = page.getByRole('table', { name: 'Domains in the group' });
  for (const domain of boughtNames) await expect(table.getByRole('row').filter({ hasText: domain })).toContainText('Active');
  await expect(table.getByRole('row').filter({ hasText: '.xyz' })).toHaveCount(boughtNames.length);
});

for (const theme of ['light-theme', 'dark-theme'] as const) {
  test(`the Domain pages and the buying panel pass an axe scan (${theme})`, async ({ page }) => {
    // Seven axe scans: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await login(page, demo.email, demo.password);
    for (const [path, heading] of [
      ['/domain', 'Domain'],
      ['/domain/groups', 'Domain groups'],
      ['/domain/inactive', 'Inactive domains'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.getByRole('cell').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
    await page.goto('/domain/groups');
    await page.getByRole('link', { name: 'Main offers' }).click();
    await expect(page.getByRole('heading', { name: 'Main offers' })).toBeVisible();
    for (const tab of ['Domains', 'Settings']) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await expectNoSeriousA11yViolations(page);
    }
    await page.goto('/domain');
    await page.getByRole('button', { name: 'Buy domains' }).click();
    const buying = page.getByRole('dialog', { name: 'Buy domains' });
    await buying.getByRole('textbox', { name: 'Domain' }).fill('axe check');
    await buying.getByRole('button', { name: 'Search' }).click();
    await expect(buying.getByRole('list', { name: 'Available domains' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
