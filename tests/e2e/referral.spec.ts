// Referral from the screens (issue 15; decision 52): the demo user copies its referral link from
// /referral; a visitor who is not logged in opens it, sees the program and leaves a lead; the demo's
// statistic then counts one more visit and one more lead. An unknown code says the link is not valid.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { login } from './fixtures/login';
import { admin, demo } from './fixtures/users';

const figure = (page: import('@playwright/test').Page, label: string) =>
  page.getByRole('group', { name: 'Totals' }).getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');

test('a logged-out visit of a referral landing is counted in the owner\'s statistics', async ({ page, browser }) => {
  await login(page, demo.email, demo.password);
  await page.getByRole('link', { name: 'Referral' }).click();
  await expect(page).toHaveURL(/\/referral$/);
  const table = page.getByRole('table', { name: 'My referral links' });
  await expect(table.getByRole('row', { name: /Partner Program PARTNER10/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const url = (await table.getByText(/\/referral\/\d+\/DEMO2026$/).textContent())!.trim();

  await page.getByRole('link', { name: 'Statistic', exact: true }).last().click();
  await expect(page).toHaveURL(/\/referral\/statistic/);
  await expect(page.getByRole('figure', { name: 'Referral chart' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const visits = Number((await figure(page, 'Visits').textContent())!.replace(/,/g, ''));
  const leads = Number((await figure(page, 'Leads').textContent())!.replace(/,/g, ''));
  expect(visits).toBeGreaterThan(0);

  // A visitor with no session: a fresh browser context.
  const visitor = await browser.newContext();
  const landing = await visitor.newPage();
  await landing.goto(url);
  await expect(landing.getByRole('heading', { name: 'Partner Program' })).toBeVisible();
  await expect(landing).toHaveURL(/\/referral\/\d+\/DEMO2026$/);
  await expectNoSeriousA11yViolations(landing);
  const form = landing.getByRole('form', { name: 'Get started' });
  await form.getByLabel('Name').fill('Robin Vale');
  await form.getByLabel('Email').fill('robin.vale');
  await form.getByRole('button', { name: 'Get started' }).click();
  await expect(form.getByText('Email is incorrect format!')).toBeVisible();
  await form.getByLabel('Email').fill('robin.vale@example.org');
  await form.getByRole('button', { name: 'Get started' }).click();
  await expect(landing.getByText('Thank you! We will contact you soon.')).toBeVisible();

  await landing.goto(url.replace('DEMO2026', 'NOSUCHCODE'));
  await expect(landing.getByText('This referral link is not valid.')).toBeVisible();
  await visitor.close();

  await page.reload();
  await expect(figure(page, 'Visits')).toHaveText(String(visits + 1));
  await expect(figure(page, 'Leads')).toHaveText(String(leads + 1));
});

test('a Super-Admin creates a program from the screens and a user joins it', async ({ page, browser }) => {
  await login(page, admin.email, admin.password);
  await page.goto('/referral/program');
  await page.getByRole('button', { name: 'Create program' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create program' });
  await dialog.getByLabel('Name').fill('Summer partners');
  await dialog.getByLabel('Code').fill('summer 26');
  await dialog.getByLabel('Commission (%)').fill('7.5');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Code must be 3 to 20 letters, digits or dashes')).toBeVisible();
  await dialog.getByLabel('Code').fill('summer-26');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  const programs = page.getByRole('table', { name: 'Referral programs' });
  await expect(programs.getByRole('row', { name: /Summer partners SUMMER-26 7.5%/ })).toBeVisible();

  const user = await browser.newContext();
  const other = await user.newPage();
  await login(other, demo.email, demo.password);
  await other.goto('/referral/program');
  await expect(other.getByRole('button', { name: 'Create program' })).toHaveCount(0);
  await other.getByRole('button', { name: 'Join Summer partners' }).click();
  await expect(other.getByRole('row', { name: /Summer partners/ }).getByRole('button', { name: 'Joined' })).toBeVisible();
  await other.getByRole('link', { name: 'My referral links' }).click();
  await expect(other.getByRole('table', { name: 'My referral links' }).getByRole('row', { name: /Summer partners SUMMER-26/ })).toBeVisible();
  await user.close();
});

test('the referral pages pass axe in the dark theme', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark-theme'));
  await login(page, demo.email, demo.password);
  for (const path of ['/referral', '/referral/program', '/referral/statistic']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Referral', level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  }
  await page.screenshot({ path: 'test-results/referral-dark.png', fullPage: false });
});
