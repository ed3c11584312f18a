// The app shell: routing rules (warnings), 404, the Vietnamese switch, the menu by permission.
import { expect, test } from '@playwright/test';
import { login } from './fixtures/login';
import { admin, demo, lowBalance, noBilling } from './fixtures/users';

test('an unknown page says Page not found', async ({ page }) => {
  await login(page, demo.email, demo.password);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the menu shows only entries the user may use', async ({ page }) => {
  await login(page, demo.email, demo.password);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Homepage' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Mail outbox' })).toHaveCount(0);
  await page.goto('/admin/outbox');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('switching to Vietnamese translates the page and is remembered', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Language').selectOption('vi');
  await expect(page.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page.getByText('Email là trường bắt buộc!')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();
  await page.getByLabel('Ngôn ngữ').selectOption('en');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
});

test('a user without billing information is sent to the billing warning', async ({ page }) => {
  await page.goto('/login');
  await login(page, noBilling.email, noBilling.password);
  await expect(page).toHaveURL(/\/warning\/billing-info$/);
  await expect(page.getByText('Your account does not have billing information!')).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/warning\/billing-info$/);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
});

test('a user short of credit is sent to the minimum-balance warning', async ({ page }) => {
  await login(page, lowBalance.email, lowBalance.password);
  await expect(page).toHaveURL(/\/warning\/min-balance$/);
  await expect(page.getByText('Your balance is $0.00')).toBeVisible();
});

test('the theme toggle switches to dark and back', async ({ page }) => {
  await login(page, admin.email, admin.password);
  // The colours come from the global CSS the page arrives with (the app does not insert it again).
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();
  expect(light).toBe('rgb(255, 255, 255)');
  await page.getByRole('button', { name: 'Switch to dark theme' }).first().click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect.poll(background).not.toBe(light);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect.poll(background).not.toBe(light);
  await page.getByRole('button', { name: 'Switch to light theme' }).first().click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await expect.poll(background).toBe(light);
});

test('on a phone the menu opens as a drawer and takes the user to a page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, demo.email, demo.password);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('link', { name: 'Contact Groups' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/contact\/groups$/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('the user menu shows the account and opens from the keyboard too', async ({ page }) => {
  await login(page, demo.email, demo.password);
  const button = page.getByRole('button', { name: 'User menu' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toContainText(demo.email);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(button).toBeFocused();
});
