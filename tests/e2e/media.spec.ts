// Media the way a sender uses it: upload an image and an audio file through the page, see the
// image's thumbnail and the audio's duration with its play control, watch a disguised file be
// refused by name, and delete a file after the confirmation.
import { expect, test } from '@playwright/test';
import { samplePng, sampleWav } from '../../src/server/modules/media/sample-media';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { login } from './fixtures/login';
import { demo } from './fixtures/users';

test('upload an image and an audio file, see the thumbnail and the duration, delete one', async ({ page }) => {
  const stamp = Date.now();
  const image = `e2e-banner-${stamp}.png`;
  const audio = `e2e-hello-${stamp}.wav`;
  const fake = `e2e-fake-${stamp}.png`;
  await login(page, demo.email, demo.password);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Media' }).click();
  await expect(page).toHaveURL(/\/media$/);

  await page.getByRole('button', { name: 'Upload media' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Upload media' });
  await dialog.getByLabel('Files').setInputFiles([
    { name: image, mimeType: 'image/png', buffer: samplePng(64, 48, [22, 163, 74]) },
    { name: audio, mimeType: 'audio/wav', buffer: sampleWav(3) },
    // A zip archive wearing an image's name.
    { name: fake, mimeType: 'image/png', buffer: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0]), Buffer.alloc(100, 1)]) },
  ]);
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog.getByText('Uploaded')).toHaveCount(2);
  await expect(dialog.getByRole('alert')).toContainText(`${fake} is not a real media file of these types: mp3, jpg, jpeg, gif, png, wav; audio wav, mpeg, aac, aacp, ogg, webm, x-caf, flac; its content is zip`);
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(dialog).toBeHidden();

  const imageRow = page.getByRole('row').filter({ hasText: image });
  const thumbnail = imageRow.getByRole('img', { name: `Thumbnail of ${image}` });
  await expect(thumbnail).toBeVisible();
  // The thumbnail really loaded (through the authenticated call), at the image's own size.
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
  await expect(imageRow).toContainText('64 × 48');

  const audioRow = page.getByRole('row').filter({ hasText: audio });
  await expect(audioRow).toContainText('0:03');
  await audioRow.getByRole('button', { name: `Play ${audio}` }).click();
  const player = audioRow.locator('audio');
  await expect(player).toHaveAttribute('controls', '');
  await expect.poll(() => player.evaluate((el: HTMLAudioElement) => Math.round(el.duration))).toBe(3);
  await expect(page.getByRole('row').filter({ hasText: fake })).toHaveCount(0);

  await imageRow.getByRole('button', { name: `Actions for ${image}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete media file' });
  await expect(confirm).toContainText(`Delete ${image}? This cannot be undone.`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row').filter({ hasText: image })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: audio })).toHaveCount(1);
});

test('the media pages and their dialogs pass the accessibility scan', async ({ page }) => {
  await login(page, demo.email, demo.password);
  for (const [path, heading] of [
    ['/media', 'Media'],
    ['/media/storage', 'Storage'],
    ['/media/audio-builder', 'Audio builder'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
  // The seeded config opens with its tags, [Main Audio] last and fixed.
  await page.getByRole('button', { name: 'Edit Voicemail drop' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit audio config' });
  await expect(dialog.getByRole('combobox', { name: 'Audio for [Main Audio]' })).toHaveValue(/^g:/);
  await expect(dialog.getByText('Fixed, always last')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
