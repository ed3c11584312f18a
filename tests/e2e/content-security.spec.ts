// The app and the API docs run under their Content-Security-Policy (src/server/http/security-headers.ts,
// src/server/http/docs.ts) without a single violation: nothing inline that the policy refuses, no
// eval, nothing from another origin. Chromium reports each refusal as a `securitypolicyviolation`
// event and a console error; both are collected on every page and must stay empty.
import { expect, test, type Page } from '@playwright/test';
import { fillLogin } from './fixtures/login';
import { demo } from './fixtures/users';

interface Violation {
  url: string;
  directive: string;
  blocked: string;
  sample: string;
}

/** Records CSP violations (through a binding, which the page's CSP does not govern) and console output. */
async function watch(page: Page) {
  const violations: Violation[] = [];
  const consoleMessages: string[] = [];
  await page.exposeFunction('__reportCspViolation', (v: Violation) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = Reflect.get(window, '__reportCspViolation');
      if (typeof report === 'function') {
        report({ url: e.documentURI, directive: e.effectiveDirective, blocked: e.blockedURI, sample: e.sample });
      }
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') consoleMessages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => consoleMessages.push(`pageerror: ${error.message}`));
  return { violations, consoleMessages };
}

test('the app runs under its CSP: login, home, reset page, with no violation', async ({ page }) => {
  const { violations, consoleMessages } = await watch(page);

  const loginAnswer = await page.goto('/login');
  const csp = loginAnswer?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();

  await fillLogin(page, demo.email, demo.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: /Dana/ })).toBeVisible();
  // The balance's figure depends on the hour: the demo's seeded campaign spends once its numbers wake.
  await expect(page.getByTestId('credit-balance')).toHaveText(/^\$[\d,]+\.\d{2}$/);

  // A reload of a client route, then a reset link opened while signed in: the page stays (the
  // route guard allows it) and takes the token out of the address bar.
  await page.reload();
  await expect(page.getByRole('heading', { name: /Dana/ })).toBeVisible();
  await page.goto('/reset-password?token=not-a-real-token');
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeEnabled();

  expect(violations).toEqual([]);
  expect(consoleMessages).toEqual([]);
});

test('the API docs render their operations under their own CSP, with no violation', async ({ page }) => {
  const { violations, consoleMessages } = await watch(page);

  const docsAnswer = await page.goto('/api/docs');
  const csp = docsAnswer?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);

  const login = page.locator('.opblock-post').filter({ hasText: '/api/v1/authentication/login' });
  await expect(login).toBeVisible();
  // By id: a filter on the text '/api/v1/users/me' also matches every longer path under it.
  // With over a hundred operations Swagger UI draws the sections as they scroll into view.
  const usersMe = page.locator('#operations-users-get_api_v1_users_me');
  await expect(async () => {
    if ((await usersMe.count()) === 0) await page.mouse.wheel(0, 600);
    await expect(usersMe).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, 0));

  // "Try it out" calls the API from the page: the policy lets it reach this origin.
  await login.locator('.opblock-summary').click();
  await login.getByRole('button', { name: 'Try it out' }).click();
  await login.locator('textarea.body-param__text').fill(JSON.stringify({ email: demo.email, password: 'Wrong#password1' }));
  await login.getByRole('button', { name: 'Execute' }).click();
  await expect(login.locator('.live-responses-table tr.response .response-col_status')).toHaveText('401');

  expect(violations).toEqual([]);
  // The 401 of the call above is the only thing Chromium logs (a failed fetch, not a policy refusal).
  expect(consoleMessages.filter((m) => !/status of 401/.test(m))).toEqual([]);
});
