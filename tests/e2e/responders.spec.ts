// Responders the way a marketer builds one (issue 8): create it, draw a keyword flow on the canvas
// with the mouse, see a connection the rules forbid refused with its reason, undo and redo, lay it
// out, save, reload and find it all there, then play a contact through it in the test run and read
// the follow-up message. And the lists: search, the status switch, duplicate, delete.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { login } from './fixtures/login';
import { demo } from './fixtures/users';

/** A node card on the canvas by its label ('Node #1' is not 'Node #1.1'). */
const card = (page: Page, label: string): Locator =>
  page.locator('.react-flow__node').filter({ has: page.locator('.rc-node-label', { hasText: new RegExp(`^${label.replace(/[.#]/g, '\\$&')}$`) }) });

async function centre(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Drags with the mouse, in steps, as a person does (React Flow reads the moves between). */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 8 });
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}

async function selectNode(page: Page, label: string) {
  await card(page, label).locator('.rc-node-label').click();
  await expect(page.getByRole('complementary', { name: 'Inspector' }).getByRole('heading', { name: label })).toBeVisible();
}

async function setKeywords(page: Page, keywords: string) {
  const form = page.getByRole('complementary', { name: 'Inspector' }).getByRole('form', { name: 'Trigger' });
  await form.getByLabel('Keywords').fill(keywords);
  await form.getByRole('button', { name: 'Apply' }).click();
}

async function setMessage(page: Page, action: string, message: string) {
  const form = page.getByRole('complementary', { name: 'Inspector' }).getByRole('form', { name: action });
  await form.getByLabel('Message from').selectOption({ label: 'On-the-fly message' });
  await form.getByLabel('Message', { exact: true }).fill(message);
  await form.getByRole('button', { name: 'Apply' }).click();
}

/** Fits the whole graph in view (the canvas draws only the cards in view), once its animation ends. */
async function fitView(page: Page) {
  await page.getByRole('button', { name: 'Fit View' }).click();
  await page.waitForTimeout(600);
}

test.describe('the responder editor', () => {
  // A desktop screen (UI.md): palette, canvas and inspector side by side.
  test.use({ viewport: { width: 1440, height: 900 } });

  test('build a keyword flow on the canvas, save it, reload it, and play a contact through it', async ({ page }) => {
    test.setTimeout(120_000);
    const title = `E2E spring ${Date.now()}`;
    await login(page, demo.email, demo.password);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Responder' }).click();
    await page.getByRole('button', { name: 'Create responder' }).first().click();
    const create = page.getByRole('dialog');
    await create.getByLabel('Title').fill(title);
    await create.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/responders\/\d+$/);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A root entered by the keyword 'sale', with its message, and one more send_message added.
    const palette = page.getByRole('complementary', { name: 'Palette' });
    await palette.getByRole('button', { name: 'Inbound message' }).click();
    await expect(card(page, 'Node #1')).toBeVisible();
    await selectNode(page, 'Node #1');
    await setKeywords(page, 'sale');
    await setMessage(page, 'Send message (action 1)', 'Reply YES for 20% off');
    await palette.getByRole('button', { name: 'Send message' }).click();
    await expect(card(page, 'Node #1').locator('.rc-action')).toHaveCount(2);
    await setMessage(page, 'Send message (action 2)', 'Text STOP to opt out');

    // From the first message, a reply 'yes' leads to a child with the follow-up.
    const handle = card(page, 'Node #1').locator('.react-flow__handle.rc-source').first();
    const from = await centre(handle);
    await drag(page, from, { x: from.x + 60, y: from.y + 170 });
    await page.getByRole('menu', { name: 'What does the contact do next?' }).getByRole('menuitem', { name: 'Inbound message' }).click();
    await fitView(page);
    await expect(card(page, 'Node #1.1')).toBeVisible();
    await selectNode(page, 'Node #1.1');
    await setKeywords(page, 'yes');
    await setMessage(page, 'Send message (action 1)', 'Your code is SPRING20');
    await expect(card(page, 'Node #1.1')).toContainText('yes');

    // A second start, entered by an inbound call; auto-layout puts the two trees apart.
    await palette.getByRole('button', { name: 'Inbound call' }).click();
    const undo = page.getByRole('button', { name: 'Undo', exact: true });
    const redo = page.getByRole('button', { name: 'Redo', exact: true });
    await expect(undo).toHaveAttribute('title', 'Undo Add node (Ctrl+Z)');
    await page.getByRole('toolbar', { name: 'Editor' }).getByRole('button', { name: 'Auto-layout' }).click();
    await expect(undo).toHaveAttribute('title', 'Undo Auto-layout (Ctrl+Z)');
    await fitView(page);

    // An inbound call cannot follow a message: the canvas refuses the connection and says why.
    await drag(page, await centre(card(page, 'Node #1.1').locator('.react-flow__handle.rc-source').first()), await centre(card(page, 'Node #2').locator('.react-flow__handle.rc-target')));
    await expect(page.getByRole('alert').filter({ hasText: 'Inbound call cannot follow Send message' })).toBeVisible();
    await expect(page.locator('.react-flow__edge')).toHaveCount(1);

    // Undo and redo walk the steps by name: the layout, then the inbound-call start.
    await undo.click();
    await expect(redo).toHaveAttribute('title', 'Redo Auto-layout (Ctrl+Shift+Z)');
    await undo.click();
    await expect(page.locator('.rc-node-label', { hasText: 'Node #2' })).toHaveCount(0);
    await redo.click();
    await redo.click();
    await expect(undo).toHaveAttribute('title', 'Undo Auto-layout (Ctrl+Z)');
    await fitView(page);
    await selectNode(page, 'Node #2');
    await page.getByRole('complementary', { name: 'Inspector' }).getByRole('button', { name: 'Delete node' }).click();
    await expect(page.locator('.rc-node-label', { hasText: 'Node #2' })).toHaveCount(0);

    // Saved, the editor says so.
    await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();

    // Reloaded, the flow is all there, laid out.
    await page.reload();
    await expect(card(page, 'Node #1')).toContainText('sale');
    await expect(card(page, 'Node #1').locator('.rc-action')).toHaveCount(2);
    await expect(card(page, 'Node #1.1')).toContainText('yes');
    await expect(card(page, 'Node #1.1')).toContainText('Your code is SPRING20');
    await expect(page.locator('.react-flow__edge')).toHaveCount(1);
    const root = await card(page, 'Node #1').boundingBox();
    const child = await card(page, 'Node #1.1').boundingBox();
    expect(child!.x).toBeGreaterThan(root!.x + root!.width / 2);

    // The test run: the keyword starts the flow, 'YES' brings the follow-up message.
    await page.getByRole('button', { name: 'Test run' }).click();
    const run = page.getByRole('region', { name: 'Test run' });
    await run.getByLabel('Inbound reply').fill('sale');
    await run.getByRole('button', { name: 'Send reply' }).click();
    await expect(run.getByRole('article', { name: 'Message sent' }).first()).toContainText('Reply YES for 20% off');
    await run.getByLabel('Inbound reply').fill('YES');
    await run.getByRole('button', { name: 'Send reply' }).click();
    await expect(run.getByText('fired: entered Node #1.1')).toBeVisible();
    await expect(run.getByRole('article', { name: 'Message sent' }).last()).toContainText('Your code is SPRING20');
    await expect(card(page, 'Node #1.1').locator('.rc-node')).toHaveClass(/rc-lit/);
  });
});

test('the responder list: search, the status switch, duplicate and delete', async ({ page }) => {
  test.setTimeout(60_000);
  const title = `E2E list ${Date.now()}`;
  await login(page, demo.email, demo.password);
  await page.goto('/responders');
  await page.getByRole('button', { name: 'Create responder' }).first().click();
  await page.getByRole('dialog').getByLabel('Title').fill(title);
  await page.getByRole('dialog').getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/responders\/\d+$/);
  await page.getByRole('link', { name: 'Responders' }).click();

  await page.getByLabel('Search').fill(title);
  await expect(page).toHaveURL(new RegExp(`title=${encodeURIComponent(title).replace(/%20/g, '(\\+|%20)')}`));
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  // Off is always allowed; on again needs a start keyword, which an empty responder lacks.
  const toggle = row.getByRole('checkbox', { name: `Enable ${title}` });
  await toggle.click({ force: true });
  await expect(row.getByText('Disabled')).toBeVisible();
  await toggle.click({ force: true });
  await expect(page.getByText('Required atleast one keyword')).toBeVisible();
  await expect(row.getByText('Disabled')).toBeVisible();

  await row.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByText('Build new responder successfully!')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `${title} (copy)` })).toHaveCount(1);

  await page.getByRole('row').filter({ hasText: `${title} (copy)` }).getByRole('button', { name: /^Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Deleted')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `${title} (copy)` })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(1);
});
