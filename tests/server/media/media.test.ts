// Media files through the API, on both databases: each upload is checked by its bytes (the right
// type, a renamed wrong type, an unknown type), audio duration is measured and flagged over 60 s,
// images get their size; the quota refuses in clear words; list, filter, page, storage, delete one
// and several; a file streams back with its proven type; another user's ids answer 404 everywhere.
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_QUOTA_BYTES, type MediaFile } from '@domain/media';
import { samplePng, sampleWav } from '@server/modules/media/sample-media';
import { createTestApp, dialects, signIn, type TestApp } from '../fixtures/test-app';
import { MediaClient } from './media-client';

/** The start of a JPEG: SOI, a JFIF APP0 segment and a baseline frame header of 320 x 240. */
function jpegHead(): Buffer {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
  const sof = [0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0xf0, 0x01, 0x40, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01];
  return Buffer.from([0xff, 0xd8, ...app0, ...sof, 0xff, 0xd9]);
}
const gif = () => Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.from([0x0a, 0x00, 0x05, 0x00, 0x80, 0x00, 0x00]), Buffer.alloc(20)]);
const zip = () => Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00]), Buffer.alloc(200, 1)]);

describe.each(dialects)('media files (%s)', (dialect) => {
  let t: TestApp;
  let demo: MediaClient;
  let other: MediaClient;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    demo = new MediaClient(t.app, await signIn(t.app, 'demo@example.com', 'Demo#2026'));
    other = new MediaClient(t.app, await signIn(t.app, 'admin@example.com', 'Admin#2026'));
  });
  afterAll(async () => t?.close());

  it('accepts images and audio by their bytes, with size, duration and the voicemail flag', async () => {
    const png = await demo.upload('banner.png', samplePng(40, 30, [30, 90, 160]));
    expect(png.status, JSON.stringify(png.body)).toBe(200);
    expect(png.body).toMatchObject({ fileName: 'banner.png', kind: 'image', contentType: 'image/png', width: 40, height: 30, durationSeconds: null });
    expect((await demo.upload('photo.jpeg', jpegHead())).body).toMatchObject({ kind: 'image', contentType: 'image/jpeg', width: 320, height: 240 });
    expect((await demo.upload('spinner.gif', gif())).body).toMatchObject({ contentType: 'image/gif', width: 10, height: 5 });

    const short = await demo.upload('greeting.wav', sampleWav(2));
    expect(short.body).toMatchObject({ kind: 'audio', contentType: 'audio/wav', durationSeconds: 2, tooLongForVoicemail: false });
    // 61 s of silence at 1 kHz: 61 KB, over the spec's 60 s.
    const long = await demo.upload('long message.wav', sampleWav(61, 1000, 0));
    expect(long.body).toMatchObject({ kind: 'audio', durationSeconds: 61, tooLongForVoicemail: true });
    const exact = await demo.upload('minute.wav', sampleWav(60, 1000, 0));
    expect(exact.body).toMatchObject({ durationSeconds: 60, tooLongForVoicemail: false });

    // The content decides the type: a PNG named .jpg is a PNG.
    expect((await demo.upload('renamed.jpg', samplePng(4, 4, [0, 0, 0]))).body).toMatchObject({ contentType: 'image/png' });
  });

  it('refuses a file whose bytes are not an allowed type, naming it, and keeps nothing', async () => {
    const before = (await demo.call('GET', '/media/storage')).body.files;
    const disguised = await demo.upload('logo.png', zip());
    expect(disguised.status).toBe(400);
    expect(disguised.body.field).toBe('file');
    expect(disguised.body.message).toBe('logo.png is not a real media file of these types: mp3, jpg, jpeg, gif, png, wav; audio wav, mpeg, aac, aacp, ogg, webm, x-caf, flac; its content is zip (application/zip)');

    const text = await demo.upload('song.mp3', Buffer.from('just some words, not sound'));
    expect(text.status).toBe(400);
    expect(text.body.message).toMatch(/^song\.mp3 is not a real media file of these types: .*; its content was not recognised$/);

    const byName = await demo.upload('setup.exe', samplePng(2, 2, [1, 2, 3]));
    expect(byName.status).toBe(400);
    expect(byName.body.message).toBe('setup.exe: only these types can be uploaded: mp3, jpg, jpeg, gif, png, wav; audio wav, mpeg, aac, aacp, ogg, webm, x-caf, flac');

    const broken = await demo.upload('cut.wav', sampleWav(1).subarray(0, 20));
    expect(broken.status).toBe(400);
    expect((await demo.upload('empty.png', Buffer.alloc(0))).body.message).toBe('empty.png is empty');

    const asJson = await demo.call('POST', '/media/uploads?fileName=a.png', { a: 1 });
    expect(asJson.status).toBe(415);
    expect((await demo.call('GET', '/media/storage')).body.files).toBe(before);
  });

  it('refuses an upload past the storage quota in clear words', async () => {
    const me = await t.db.selectFrom('users').select('id').where('email', '=', 'admin@example.com').executeTakeFirstOrThrow();
    // Storage nearly full: a row standing for 499.99 MB of files.
    await t.db
      .insertInto('media_files')
      .values({
        user_id: me.id, file_name: 'big.wav', kind: 'audio', content_type: 'audio/wav', size_bytes: MEDIA_QUOTA_BYTES - 1000,
        duration_ms: 1000, width: null, height: null, storage_key: `quota-test-${dialect}`, created_at: new Date().toISOString(),
      })
      .execute();
    const refused = await other.upload('two seconds.wav', sampleWav(2));
    expect(refused.status).toBe(413);
    expect(refused.body).toMatchObject({
      field: 'file',
      message: 'Not enough storage for two seconds.wav: 0.0 MB of your 500.0 MB is left. Delete files on the Storage page to make room.',
    });
    expect(await other.upload('tiny.png', samplePng(2, 2, [0, 0, 0]))).toMatchObject({ status: 200 });
    const storage = (await other.call('GET', '/media/storage')).body;
    expect(storage).toMatchObject({ quotaBytes: MEDIA_QUOTA_BYTES, files: 2 });
    expect(storage.usedBytes).toBeGreaterThan(MEDIA_QUOTA_BYTES - 1000);
  });

  it('lists by kind with pages, counts storage, deletes one and several', async () => {
    const c = new MediaClient(t.app, await signIn(t.app, 'lowbalance@example.com', 'LowBalance#2026'));
    const images = [await c.add('a.png', samplePng(3, 3, [9, 9, 9])), await c.add('b.png', samplePng(5, 5, [9, 9, 9]))];
    const audio = [await c.add('one.wav', sampleWav(1)), await c.add('two.wav', sampleWav(2)), await c.add('three.wav', sampleWav(3))];

    const page = await c.call('GET', '/media?kind=audio&limit=2&offset=0');
    expect(page.body.total).toBe(3);
    expect(page.body.items.map((m: MediaFile) => m.fileName)).toEqual(['three.wav', 'two.wav']);
    expect((await c.call('GET', '/media?kind=audio&limit=2&offset=2')).body.items.map((m: MediaFile) => m.id)).toEqual([audio[0]]);
    expect((await c.call('GET', '/media?kind=image')).body.items.map((m: MediaFile) => m.id)).toEqual([...images].reverse());
    expect((await c.call('GET', '/media?search=TWO')).body.items.map((m: MediaFile) => m.id)).toEqual([audio[1]]);
    expect((await c.call('GET', '/media?kind=video')).status).toBe(400);

    const storage = (await c.call('GET', '/media/storage')).body;
    expect(storage.files).toBe(5);
    expect(storage.byKind).toEqual([
      { kind: 'image', files: 2, bytes: expect.any(Number) },
      { kind: 'audio', files: 3, bytes: 44 * 3 + 8000 * 6 },
    ]);
    expect(storage.usedBytes).toBe(storage.byKind[0].bytes + storage.byKind[1].bytes);

    const dir = path.join(t.config.dataDir, 'media');
    const filesBefore = (await readdir(dir, { recursive: true })).length;
    expect((await c.call('DELETE', `/media/${images[0]}`)).body).toEqual({ ok: true });
    expect((await c.call('POST', '/media/delete', { ids: [audio[0], audio[1]] })).body).toEqual({ deleted: 2 });
    expect((await c.call('GET', '/media')).body.items.map((m: MediaFile) => m.id)).toEqual([audio[2], images[1]]);
    expect((await readdir(dir, { recursive: true })).length).toBe(filesBefore - 3);
    expect((await c.call('GET', '/media/storage')).body.files).toBe(2);
    expect((await c.call('GET', `/media/${images[0]}`)).status).toBe(404);
  });

  it('streams a file back with its proven type, nosniff and a disposition', async () => {
    const bytes = samplePng(8, 8, [200, 10, 10]);
    const id = await demo.add('Ảnh "quảng cáo".png', bytes);
    const res = await demo.file(id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="_nh qu_ng c_o.png"; filename*=UTF-8''${encodeURIComponent('Ảnh "quảng cáo".png')}`,
    );
    expect(res.rawPayload.equals(bytes)).toBe(true);
    const download = await demo.file(id, '?download=true');
    expect(download.headers['content-disposition']).toMatch(/^attachment; /);
    const audio = await demo.file(await demo.add('hello.wav', sampleWav(1)));
    expect(audio.headers['content-type']).toBe('audio/wav');
  });

  it("answers 404 for another user's media on every call", async () => {
    const id = await demo.add('mine.png', samplePng(2, 2, [1, 1, 1]));
    const missing = { code: 404, message: 'Media is not existed' };
    expect((await other.call('GET', `/media/${id}`)).body).toMatchObject(missing);
    expect((await other.file(id)).statusCode).toBe(404);
    expect((await other.call('DELETE', `/media/${id}`)).body).toMatchObject(missing);
    expect((await other.call('POST', '/media/delete', { ids: [id] })).body).toMatchObject(missing);
    expect((await other.call('GET', '/media?limit=100')).body.items.map((m: MediaFile) => m.id)).not.toContain(id);
    // Nothing was deleted: the owner still has it, bytes and all.
    expect((await demo.file(id)).statusCode).toBe(200);
    const row = await t.db.selectFrom('media_files').select(['storage_key', 'user_id']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(existsSync(path.join(t.config.dataDir, 'media', String(row.user_id), row.storage_key))).toBe(true);
  });
});
