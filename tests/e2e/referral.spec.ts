// Referral from the screens (issue 15; decision 52): the demo user copies its referral link from
// /referral; a visitor who is not logged in opens it, sees the program and leaves a lead; the demo's
// statistic then counts one more visit and one more lead. An unknown code says the link is not valid.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { login } from './fixtures/login';
import { demo } from './fixtures/users';

const figure = (page: import('@playwright/test').Page, label: string) =>
  page.getByRole('group', { name: 'Totals' }).getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');

test('a logged-out visit of a referral landing is counted in the owner\'s statistics', async ({ page, browser }) => {
  await login(page, demo.email, demo.password);
  await page.getByRole('link', { name: 'Referral' }).click();
  await expect(page).toHaveURL(/\/referral$/);
  const table = page.getByRole('table', { name: 'My referral links' });
  await expect(table.getByText('Partner Program (PARTNER10)')).toBeVisible();
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
