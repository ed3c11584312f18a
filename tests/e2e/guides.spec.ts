// Guides from the screens (issue 15; decision 50): a Super-Admin adds a feature to the Business-User
// guide in the rich-text editor (a heading, a paragraph, a bold word), releases it and saves; the
// demo user (a Business-User) finds it with the search ('Input to search...'), clicks the match and
// sees the feature selected, the match highlighted and the heading among 'On this page'.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { login } from './fixtures/login';
import { admin, demo } from './fixtures/users';

test('a Super-Admin writes and releases a guide feature; a user searches it and sees the match highlighted', async ({ page: adminPage, browser }) => {
  let page = adminPage;
  test.setTimeout(90_000);
  await login(page, admin.email, admin.password);
  await page.getByRole('link', { name: 'Guideline' }).click();
  await expect(page).toHaveURL(/\/guide$/);
  await expect(page.getByRole('heading', { name: 'Docs' })).toBeVisible();
  // The Super-Admin's own role has no features of its own: All's show.
  await expect(page.getByRole('navigation', { name: 'Features' }).getByRole('button').first()).toHaveText('Getting started');

  await page.goto('/management-guide');
  await expect(page.getByRole('table')).toContainText('Business-User');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Edit the Business-User guide' }).click();
  await expect(page).toHaveURL(/\/management-guide\/edit\/Business-User$/);
  await expect(page.getByRole('navigation', { name: 'Features' })).toContainText('Contact groups');

  await page.getByRole('button', { name: 'Add feature' }).click();
  await page.getByLabel('Title').fill('Opt-out keywords');
  const editor = page.getByRole('textbox', { name: 'Content' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.getByRole('button', { name: 'Heading 2' }).click();
  await page.keyboard.type('Stop words');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Reply STOP or ');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('UNSUBSCRIBE');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' to opt out of every campaign.');
  await expect(editor.locator('h2')).toHaveText('Stop words');
  await expect(editor.locator('strong')).toHaveText('UNSUBSCRIBE');
  await page.getByText('Released', { exact: true }).last().click();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Features' })).toContainText('5. Opt-out keywords');

  // The demo user, in a browser of their own.
  page = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await login(page, demo.email, demo.password);
  await page.goto('/guide');
  const features = page.getByRole('navigation', { name: 'Features' });
  await expect(features.getByRole('button').first()).toHaveAttribute('aria-current', 'page');
  await expect(features).toContainText('Opt-out keywords');
  await expect(page.getByRole('navigation', { name: 'On this page' })).toContainText('Welcome');

  const search = page.getByPlaceholder('Input to search...');
  await search.fill('nothing like this anywhere');
  await expect(page.getByText('No result')).toBeVisible();
  await search.fill('unsubscribe');
  const results = page.getByRole('listbox', { name: 'Search results' });
  await expect(results.getByRole('option')).toHaveCount(1);
  await expect(results).toContainText('Opt-out keywords');
  await expect(results).toContainText('Reply STOP or UNSUBSCRIBE to opt out');
  await expectNoSeriousA11yViolations(page);
  await results.getByRole('option').first().click();

  await expect(page.getByRole('article', { name: 'Opt-out keywords' })).toBeVisible();
  const mark = page.getByTestId('guide-content').locator('mark');
  await expect(mark).toHaveText('UNSUBSCRIBE');
  await expect(mark).toBeInViewport();
  await expect(page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Stop words' })).toBeVisible();
});

test('the guide pages pass axe in the dark theme', async ({ page }) => {
  test.setTimeout(60_000);
  await page.addInitScript(() => localStorage.setItem('theme', 'dark-theme'));
  await login(page, admin.email, admin.password);
  await page.goto('/guide?role=Business-User');
  await expect(page.getByRole('article', { name: 'Getting started' })).toBeVisible();
  await page.getByPlaceholder('Input to search...').fill('scrub');
  await expect(page.getByRole('listbox', { name: 'Search results' })).toContainText('Contact groups');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/guides-dark.png', fullPage: false });
  await page.goto('/management-guide/edit/Business-User');
  await page.getByRole('button', { name: /Campaigns Released/ }).click();
  await page.getByRole('textbox', { name: 'Content' }).locator('td').first().click();
  await expect(page.getByRole('button', { name: 'Add row' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: 'test-results/guides-editor-dark.png', fullPage: false });
});
