// The statistics screen as the demo user finds it: the seeded finished campaign's week of stats
// drawn on the chart (an svg inside the chart's figure), the table listing it, HOUR and MINUTE
// switched, the CSV exported as a file; the same page under /analytics; the homepage dashboard.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { FINISHED_CAMPAIGN_TITLE } from '@server/db/seed-stats';
import { login } from './fixtures/login';
import { demo } from './fixtures/users';

test.use({ reducedMotion: 'reduce' });

const chart = (page: Page) => page.getByRole('figure', { name: 'Statistics chart' });

test('the chart, the table, HOUR and MINUTE, and the CSV export of the seeded finished campaign', async ({ page }) => {
  await login(page, demo.email, demo.password);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Statistic' }).click();
  await expect(page).toHaveURL(/\/statistic$/);
  await expect(page.getByRole('heading', { name: 'Statistic', level: 1 })).toBeVisible();

  await page.getByLabel('Campaign', { exact: true }).selectOption({ label: FINISHED_CAMPAIGN_TITLE });
  await expect(page).toHaveURL(/cpId=\d+/);
  await expect(chart(page).locator('svg').first()).toBeVisible({ timeout: 15_000 });
  // The area of the Sent line: apexcharts draws each series as a path.
  await expect(chart(page).locator('path.apexcharts-area').first()).toBeAttached();
  const table = page.getByRole('table', { name: 'Statistics by entry' });
  await expect(table.getByRole('row', { name: new RegExp(FINISHED_CAMPAIGN_TITLE) })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Totals' })).toContainText('$');

  const granularity = page.getByRole('group', { name: 'Granularity' });
  await granularity.getByRole('button', { name: 'Minute' }).click();
  await expect(granularity.getByRole('button', { name: 'Minute' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/granularity=MINUTE/);
  await expect(chart(page).locator('svg').first()).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(FINISHED_CAMPAIGN_TITLE) })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('stats-campaign-minute.csv');
  const lines = (await readFile(await file.path(), 'utf8')).trim().split(/\r?\n/);
  expect(lines[0]).toMatch(/^Datetime \(.+\),Campaign,Sent,Delivered,/);
  expect(lines.length).toBeGreaterThan(100);
  expect(lines[1]).toContain(FINISHED_CAMPAIGN_TITLE);

  await granularity.getByRole('button', { name: 'Hour' }).click();
  await expect(page).not.toHaveURL(/granularity=MINUTE/);
  await page.getByRole('group', { name: 'View by' }).getByRole('button', { name: 'Route' }).click();
  await expect(page.getByRole('table', { name: 'Statistics by entry' }).getByRole('columnheader', { name: 'Route' })).toBeVisible();
  await expect(chart(page).locator('svg').first()).toBeVisible();
});

test('the menu\'s Dashboard opens the same page under /analytics, and the homepage shows the dashboard', async ({ page }) => {
  await login(page, demo.email, demo.password);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/analytics$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(chart(page).locator('svg').first()).toBeVisible({ timeout: 15_000 });

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Message stats' })).toContainText('Sent');
  await expect(page.getByRole('figure', { name: 'Sent and clicked per hour' }).locator('svg').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: FINISHED_CAMPAIGN_TITLE }).first()).toBeVisible();
});
