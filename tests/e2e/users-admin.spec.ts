// The Users admin page end to end in Chromium (issue 13): the Super-Admin searches by a selected
// field, creates a user (who comes first in the list), edits a field, adds credit (the Balance
// column changes) and deletes the user.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { login } from './fixtures/login';
import { admin } from './fixtures/users';

test.use({ reducedMotion: 'reduce' });
// Six steps through dialogs on a shared 2-core machine: more than the default 30 s.
test.setTimeout(90_000);

test('a Super-Admin searches, creates, edits, credits and deletes a user', async ({ page }) => {
  await login(page, admin.email, admin.password);
  await page.getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Users' });
  const rowOf = (email: string) => table.getByRole('row').filter({ hasText: email });

  // Search: e-mail contains "agent" finds the demo agency's agents and nobody else.
  await page.getByLabel('Filter 1 field').selectOption({ label: 'Email' });
  await page.getByLabel('Filter 1 operator').selectOption({ label: 'contains' });
  await page.getByLabel('Filter 1 value').fill('agent');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(rowOf('agent1@example.com')).toBeVisible();
  await expect(rowOf('demo@example.com')).toHaveCount(0);
  // Reset drops the filter: users who are not agents are back (which ones depends on who else the
  // suite has created, newest first).
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(table.getByRole('row').filter({ hasNotText: 'agent' }).nth(1)).toBeVisible();

  // Create: the new user is the first row (newest first).
  const email = `new-${randomUUID().slice(0, 8)}@example.com`;
  await page.getByRole('button', { name: 'Create user' }).click();
  const create = page.getByRole('dialog', { name: 'Create user' });
  await create.getByLabel('Email').fill(`  ${email} `);
  await create.getByLabel('First Name').fill(' Nina ');
  await create.getByLabel('Last Name').fill('Newcomer');
  await create.getByRole('textbox', { name: 'Password' }).fill('Fresh#2026');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Created', { exact: true })).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText(email);

  // The spec's reply to an e-mail already taken.
  await page.getByRole('button', { name: 'Create user' }).click();
  await create.getByLabel('Email').fill(email);
  await create.getByLabel('First Name').fill('Again');
  await create.getByLabel('Last Name').fill('Again');
  await create.getByRole('textbox', { name: 'Password' }).fill('Fresh#2026');
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create.getByText('This email already exist. Please try again with another email.')).toBeVisible();
  await create.getByRole('button', { name: 'Cancel' }).click();

  // Edit a field.
  await rowOf(email).getByRole('button', { name: `Actions for ${email}` }).click();
  await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
  const edit = page.getByRole('dialog', { name: /Edit user/ });
  await expect(edit.getByLabel('First Name')).toHaveValue('Nina');
  await edit.getByLabel('First Name').fill('Renamed');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Updated', { exact: true })).toBeVisible();
  await expect(rowOf(email)).toContainText('Renamed');

  // Add credit: the Balance column changes.
  await expect(rowOf(email)).toContainText('$0.00');
  await rowOf(email).getByRole('button', { name: `Actions for ${email}` }).click();
  await page.getByRole('menuitem', { name: 'Add credit', exact: true }).click();
  const credit = page.getByRole('dialog', { name: 'Add credit' });
  await credit.getByLabel('Amount ($)').fill('12.5');
  await credit.getByRole('button', { name: 'Add credit' }).click();
  await expect(page.getByText('Added Credit Successfully')).toBeVisible();
  await expect(rowOf(email)).toContainText('$12.50');

  // Delete.
  await rowOf(email).getByRole('button', { name: `Actions for ${email}` }).click();
  await page.getByRole('menuitem', { name: 'Delete', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).or(page.getByRole('dialog', { name: 'Delete users' }).getByRole('button', { name: 'Delete' })).click();
  await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
  await expect(rowOf(email)).toHaveCount(0);
});

test('a Super-Admin clones the demo user from its row, credits the clone, logs in as it, finds the copied groups and comes back', async ({ page }) => {
  await login(page, admin.email, admin.password);
  await page.getByRole('link', { name: 'Users' }).click();
  const table = page.getByRole('table', { name: 'Users' });
  const rowOf = (email: string) => table.getByRole('row').filter({ hasText: email });

  await page.getByLabel('Filter 1 field').selectOption({ label: 'Email' });
  await page.getByLabel('Filter 1 operator').selectOption({ label: 'contains' });
  await page.getByLabel('Filter 1 value').fill('demo@example.com');
  await page.getByRole('button', { name: 'Search' }).click();
  await rowOf('demo@example.com').getByRole('button', { name: 'Actions for demo@example.com' }).click();
  await page.getByRole('menuitem', { name: 'Clone', exact: true }).click();

  const email = `clone-${randomUUID().slice(0, 8)}@example.com`;
  const clone = page.getByRole('dialog', { name: 'Clone user' });
  await clone.getByLabel('Email').fill(email);
  await clone.getByRole('textbox', { name: 'Password' }).fill('Clone#2026');
  await clone.getByRole('button', { name: 'Clone' }).click();
  await expect(page.getByText('Cloned', { exact: true })).toBeVisible();
  // Newest first: the clone heads the list.
  await expect(table.getByRole('row').nth(1)).toContainText(email);

  // A clone starts without credit (credit is never copied), so it opens on the minimum-balance wall:
  // the banner and its way back are there too.
  const banner = page.getByRole('status').filter({ hasText: `You are logged in as ${email}` });
  await rowOf(email).getByRole('button', { name: `Actions for ${email}` }).click();
  await page.getByRole('menuitem', { name: 'Login as user', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Not enough credit' })).toBeVisible();
  await banner.getByRole('button', { name: 'Back to my account' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Users' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Users' }).click();

  await rowOf(email).getByRole('button', { name: `Actions for ${email}` }).click();
  await page.getByRole('menuitem', { name: 'Add credit', exact: true }).click();
  const credit = page.getByRole('dialog', { name: 'Add credit' });
  await credit.getByLabel('Amount ($)').fill('25');
  await credit.getByRole('button', { name: 'Add credit' }).click();
  await expect(rowOf(email)).toContainText('$25.00');

  await rowOf(email).getByRole('button', { name: `Actions for ${email}` }).click();
  await page.getByRole('menuitem', { name: 'Login as user', exact: true }).click();
  await expect(banner).toBeVisible();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Contact Groups' }).click();
  await expect(page.getByRole('link', { name: 'Spring promo leads' })).toBeVisible();

  await banner.getByRole('button', { name: 'Back to my account' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You are logged in as' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Users' })).toBeVisible();
});
