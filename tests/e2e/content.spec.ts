// Offers, creatives and opt-out links the way a sender uses them: write an offer and find it in
// the list; compose a creative and watch the segment counter follow the typing (unicode included),
// preview a spin and save it; attach an uploaded image and a library file to a creative and see them
// on it; open a signed opt-out link as the contact and see the opt-out land.
import { expect, test } from '@playwright/test';
import { samplePng } from '../../src/server/modules/media/sample-media';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { login } from './fixtures/login';
import { demo } from './fixtures/users';

test('create an offer and find it in the offers list', async ({ page }) => {
  const title = `E2E offer ${Date.now()}`;
  await login(page, demo.email, demo.password);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/send$/);
  await page.getByRole('navigation', { name: 'Send' }).getByRole('link', { name: 'Offers' }).click();
  await expect(page).toHaveURL(/\/send\/offers$/);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Create offer' }).first().click();
  const form = page.getByRole('form', { name: 'Offer' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Url').fill('not a url');
  await form.getByLabel('Message').fill('Half price shoes this weekend');
  await form.getByLabel('Domains').fill('HTTPS://www.Shoes.Example.com/sale; go.example.net');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText('Url is incorrect format!')).toBeVisible();
  await form.getByLabel('Url').fill('https://shoes.example.com/sale');
  await form.getByRole('button', { name: 'Create' }).click();

  // After a create the offers route shows it, domains in their normal form.
  await expect(page).toHaveURL(/\/send\/offers$/);
  await page.getByLabel('Title').fill(title);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('shoes.example.com, go.example.net');
});

test('compose a creative: the segment counter follows the typing and a spin previews', async ({ page }) => {
  const title = `E2E creative ${Date.now()}`;
  await login(page, demo.email, demo.password);
  await page.goto('/send/creative-compose');
  await page.getByRole('button', { name: 'Create creative' }).first().click();
  const form = page.getByRole('form', { name: 'Creative' });
  await form.getByLabel('Title').fill(title);
  const message = form.getByRole('textbox', { name: 'Message', exact: true });
  const counter = page.getByTestId('message-counter');

  await message.fill('a'.repeat(160));
  await expect(counter).toContainText('160 characters');
  await expect(counter).toContainText('1 segment(s)');
  await message.pressSequentially('b');
  await expect(counter).toContainText('161 characters');
  await expect(counter).toContainText('2 segment(s)');
  // One character outside GSM-7 and the same text takes three 67-character parts.
  await message.pressSequentially('ж');
  await expect(counter).toContainText('3 segment(s)');
  await expect(counter).toContainText('Unicode: ж');

  await message.fill('{Hi|Hello} [fName], {get|grab} 20% off today');
  await expect(page.getByText('4 variation(s)')).toBeVisible();
  await page.getByRole('button', { name: 'Preview spin' }).click();
  await expect(page.getByTestId('spin-preview')).toHaveText(/^(Hi|Hello) \[fName\], (get|grab) 20% off today$/);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Generate SpinTax' }).click();
  await expect(page.getByText('Successfully spinned!')).toBeVisible();
  await expect(message).toHaveValue('{Hi|Hello} [fName], {get|grab} 20% off {today|now|this week}');

  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/send\/creative-compose$/);
  await page.getByLabel('Title').fill(title);
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Approved');
  await expectNoSeriousA11yViolations(page);
});

test('the opt-out link form shows the seeded link', async ({ page }) => {
  await login(page, demo.email, demo.password);
  await page.goto('/send/optout-link');
  await page.getByRole('link', { name: 'Unsubscribe' }).click();
  const form = page.getByRole('form', { name: 'Opt-out link' });
  await expect(form.getByLabel('Domains')).toHaveValue('stop.example.com');
  await expect(form.getByRole('checkbox', { name: 'Ask the contact to confirm' })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
});

test('a contact opens a signed opt-out link and is opted out', async ({ page, request }) => {
  const login_ = await request.post('/api/v1/authentication/login', { data: { email: demo.email, password: demo.password } });
  const token = ((await login_.json()) as { token: string }).token;
  const headers = { 'x-session-id': token };
  const links = (await (await request.get('/api/v1/optout-links', { headers })).json()) as { items: { id: number; title: string }[] };
  const link = links.items.find((l) => l.title === 'Unsubscribe')!;
  const phone = `+1312555${String(Date.now()).slice(-4)}`;
  const signed = (await (await request.post(`/api/v1/optout-links/${link.id}/sign`, { headers, data: { phone } })).json()) as { url: string };

  await page.goto(new URL(signed.url).pathname + new URL(signed.url).search);
  // The seeded link asks first.
  await expect(page.getByText('Do you want to stop receiving messages from us?')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Yes, unsubscribe me' }).click();
  await expect(page.getByText('You have been unsubscribed. You will not receive any more messages from us.')).toBeVisible();

  const found = (await (await request.get(`/api/v1/contacts/find?phone=${encodeURIComponent(phone)}`, { headers })).json()) as { optedOut: boolean };
  expect(found.optedOut).toBe(true);

  await page.goto('/public/optout/confirm?token=forged.token');
  await expect(page.getByText('This opt-out link is not valid. Please use the link from your message.')).toBeVisible();
});

test('a creative carries an uploaded image and a library file, in the order chosen', async ({ page }) => {
  const stamp = Date.now();
  const title = `E2E attachments ${stamp}`;
  const image = `e2e-attach-${stamp}.png`;
  const fake = `e2e-fake-${stamp}.png`;
  await login(page, demo.email, demo.password);
  await page.goto('/send/creative-compose/create');
  const form = page.getByRole('form', { name: 'Creative' });
  await form.getByLabel('Title').fill(title);
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill('See our spring sale, [fName]!');

  // Several files at once: each goes into the media library; the disguised one is refused by name.
  await form.getByLabel('Upload files').setInputFiles([
    { name: image, mimeType: 'image/png', buffer: samplePng(48, 32, [22, 163, 74]) },
    { name: fake, mimeType: 'image/png', buffer: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0]), Buffer.alloc(100, 1)]) },
  ]);
  const attached = form.getByRole('list', { name: 'Attached files' });
  await expect(attached.getByRole('listitem')).toHaveCount(1);
  await expect(attached.getByRole('img', { name: `Thumbnail of ${image}` })).toBeVisible();
  await expect(form.getByRole('alert')).toContainText(`${fake} is not a real media file of these types`);

  // One more from the library, then moved to the front.
  await form.getByRole('button', { name: 'Choose from library' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose from library' });
  await picker.getByRole('button', { name: 'Attach welcome-banner.png' }).click();
  await expect(picker.getByRole('button', { name: `${image} is attached` })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await picker.getByRole('button', { name: 'Done' }).click();
  await form.getByRole('button', { name: 'Move welcome-banner.png up' }).click();
  await expect(attached.getByRole('listitem')).toHaveText([/welcome-banner\.png/, new RegExp(image.replace('.', '\\.'))]);
  await expectNoSeriousA11yViolations(page);

  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/send\/creative-compose$/);
  await page.getByLabel('Title').fill(title);
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText(`welcome-banner.png, ${image}`);
  await page.getByRole('link', { name: title }).click();

  // The creative shows its files in that order, the uploaded image with its thumbnail.
  const saved = page.getByRole('form', { name: 'Creative' }).getByRole('list', { name: 'Attached files' });
  await expect(saved.getByRole('listitem')).toHaveText([/welcome-banner\.png/, new RegExp(image.replace('.', '\\.'))]);
  await expect(saved.getByRole('img', { name: `Thumbnail of ${image}` })).toBeVisible();
});
