// A bank order end to end in Chromium (decision 38): a fresh user creates an order in Buy package
// (Pay via bank transfer, a custom amount), lands on its invoice page, uploads a PDF proof there (the order moves to
// processing); the Super-Admin marks the money received and releases it on the Bank orders page;
// the user refreshes the invoice, sees it succeed, and the final invoice opens as a real PDF.
import { expect, test } from '@playwright/test';
import { login } from './fixtures/login';
import { admin, createUser } from './fixtures/users';

test.use({ reducedMotion: 'reduce' });

const PROOF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('a bank order: proof, admin release, succeeded, final invoice PDF', async ({ page, browser }) => {
  const user = await createUser();
  await login(page, user.email, user.password);
  // Buy package, paid by bank transfer with a custom amount: Submit creates the order and, the user
  // having credit and the page not being a popup, opens its invoice page.
  await page.goto('/settings?tab=payment');
  await page.getByLabel('Pay via').selectOption({ label: 'Bank transfer' });
  await page.getByLabel('Custom amount ($)').fill('1999');
  await expect(page.getByText('Package must be >= $2,000')).toBeVisible();
  await page.getByLabel('Custom amount ($)').fill('2500');
  await page.getByRole('button', { name: 'Charge' }).last().click();
  const bankDialog = page.getByRole('dialog', { name: 'Bank payment' });
  await expect(bankDialog.getByText('Do you want to create an invoice payment of $2,500.00?')).toBeVisible();
  await bankDialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/settings\/invoice\/\d+\?type=bank&popup=false$/);
  const id = Number(/invoice\/(\d+)/.exec(page.url())?.[1]);
  await expect(page.getByRole('heading', { name: `Invoice #${id}` })).toBeVisible();
  await expect(page.getByText('Wait payment').first()).toBeVisible();
  await page.getByLabel('Proof of payment').setInputFiles({ name: 'transfer.pdf', mimeType: 'application/pdf', buffer: PROOF });
  await expect(page.getByText('Upload proof successfully!')).toBeVisible();
  await expect(page.getByText('transfer.pdf')).toBeVisible();
  await expect(page.getByText('Processing').first()).toBeVisible();

  const adminContext = await browser.newContext();
  const reviewer = await adminContext.newPage();
  await login(reviewer, admin.email, admin.password);
  await reviewer.goto('/orders-review');
  // The credit is released only once the money is marked received.
  await expect(reviewer.getByRole('button', { name: `Release order ${id}` })).toHaveCount(0);
  await reviewer.getByRole('button', { name: `Receive order ${id}` }).click();
  await expect(reviewer.getByText(`Order #${id} is Processing`)).toBeVisible();
  await expect(reviewer.getByRole('button', { name: `Receive order ${id}` })).toHaveCount(0);
  await reviewer.getByRole('button', { name: `Release order ${id}` }).click();
  const dialog = reviewer.getByRole('dialog', { name: 'Release credit' });
  await expect(dialog.getByLabel(/Amount to release/)).toHaveValue('2500');
  await dialog.getByRole('button', { name: 'Release credit' }).click();
  await expect(reviewer.getByText(`Order #${id} is Succeeded`)).toBeVisible();
  await adminContext.close();

  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByText('Succeeded').first()).toBeVisible();
  await expect(page.getByText('$2,500.00').first()).toBeVisible();
  const finalLink = page.getByRole('link', { name: 'Final invoice (PDF)' });
  await expect(finalLink).toHaveAttribute('target', '_blank');
  const [popup] = await Promise.all([page.waitForEvent('popup'), finalLink.click()]);
  const pdf = await page.request.get(popup.url());
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  expect(popup.url()).toContain(`/api/v1/orders/invoice?id=${id}`);
  await popup.close();

  // Back leads to the Transactions tab of the payment settings.
  await expect(page.getByRole('link', { name: /Back to transactions/ })).toHaveAttribute('href', '/settings?tab=payment&paymentTab=Transactions');
  await page.getByRole('link', { name: /Back to transactions/ }).click();
  const row = page.getByRole('row').filter({ hasText: '2,500.00' });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Succeeded')).toBeVisible();
  await expect(row.getByRole('link', { name: 'Detail' })).toHaveAttribute('href', `/settings/invoice/${id}?type=bank&popup=false`);
});
