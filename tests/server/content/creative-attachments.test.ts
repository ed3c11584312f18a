// Creative attachments through the API, on both databases: a creative carries the user's own
// media-library files in the order given (read back, in the search and in the CSV export); another
// user's file, a missing id, a repeated one or more than ten are refused naming attachmentIds; an
// attached file cannot be deleted from the library (409 naming the creative) until the creative lets
// go of it or is deleted; another user still cannot reach the creative. The demo seed attaches an image.
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Creative } from '@domain/creatives';
import { seedContent } from '@server/db/seed-content';
import { seedMedia } from '@server/db/seed-media';
import { samplePng, sampleWav } from '@server/modules/media/sample-media';
import { createTestApp, dialects, signIn, type TestApp } from '../fixtures/test-app';
import { MediaClient } from '../media/media-client';

describe.each(dialects)('creative attachments (%s)', (dialect) => {
  let t: TestApp;
  let me: MediaClient;
  let other: MediaClient;
  let banner: number;
  let jingle: number;
  let photo: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    me = new MediaClient(t.app, await signIn(t.app, 'lowbalance@example.com', 'LowBalance#2026'));
    other = new MediaClient(t.app, await signIn(t.app, 'demo@example.com', 'Demo#2026'));
    banner = await me.add('banner.png', samplePng(20, 10, [200, 30, 30]));
    jingle = await me.add('jingle.wav', sampleWav(2));
    photo = await me.add('photo.png', samplePng(8, 8, [0, 120, 0]));
  });
  afterAll(async () => t?.close());

  const valid = { title: 'With files', message: 'See the picture, [fName]' };
  async function create(attachmentIds: number[], title = valid.title): Promise<Creative> {
    const res = await me.call('POST', '/creatives', { ...valid, title, attachmentIds });
    expect(res.status, res.raw.body).toBe(200);
    return res.body as Creative;
  }

  it('keeps the files in the order given, with their name, kind, type, size and duration', async () => {
    const made = await create([jingle, banner]);
    expect(made.attachments).toEqual([
      { id: jingle, fileName: 'jingle.wav', kind: 'audio', contentType: 'audio/wav', sizeBytes: expect.any(Number), durationMs: 2000 },
      { id: banner, fileName: 'banner.png', kind: 'image', contentType: 'image/png', sizeBytes: expect.any(Number), durationMs: null },
    ]);
    const read = await me.call('GET', `/creatives/${made.id}`);
    expect((read.body as Creative).attachments.map((a) => a.id)).toEqual([jingle, banner]);

    // An edit reorders, adds and drops; an edit without the field drops them all.
    const edited = await me.call('PUT', `/creatives/${made.id}`, { ...valid, attachmentIds: [photo, banner] });
    expect((edited.body as Creative).attachments.map((a) => a.fileName)).toEqual(['photo.png', 'banner.png']);
    const listed = await me.call('GET', '/creatives?title=with%20files');
    expect((listed.body.items as Creative[]).find((c) => c.id === made.id)?.attachments.map((a) => a.id)).toEqual([photo, banner]);
    const cleared = await me.call('PUT', `/creatives/${made.id}`, valid);
    expect((cleared.body as Creative).attachments).toEqual([]);
  });

  it('writes the attachment names into the CSV export', async () => {
    await create([banner, jingle], 'Exported with files');
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/creatives/export?title=exported%20with', headers: { 'x-session-id': me.token } });
    const rows = Papa.parse<string[]>(res.body.trim()).data;
    expect(rows[0]?.[5]).toBe('attachments');
    expect(rows[1]?.[5]).toBe('banner.png | jingle.wav');
  });

  it("refuses another user's file, a missing one, a repeat and more than ten, naming attachmentIds", async () => {
    const theirs = await other.add('theirs.png', samplePng(4, 4, [1, 2, 3]));
    const cases: [unknown, string][] = [
      [[banner, theirs], 'Attachments is incorrect format!'],
      [[999_999], 'Attachments is incorrect format!'],
      [[banner, jingle, banner], 'Attachments must not hold the same file twice!'],
      [Array.from({ length: 11 }, (_, i) => i + 1), 'Attachments must be less or equal than 10!'],
    ];
    for (const [attachmentIds, message] of cases) {
      const res = await me.call('POST', '/creatives', { ...valid, title: 'Refused', attachmentIds });
      expect(res.status, JSON.stringify(attachmentIds)).toBe(400);
      expect(res.body).toMatchObject({ field: 'attachmentIds', message });
    }
    const typed = await me.call('POST', '/creatives', { ...valid, attachmentIds: ['one'] });
    expect(typed.body).toMatchObject({ field: 'attachmentIds.0', message: 'Attachments must be number type!' });
    // Nothing half-made: no creative was stored by a refused call, and an update refuses the same way.
    expect((await me.call('GET', '/creatives?title=refused')).body.total).toBe(0);
    const mine = await create([banner], 'Update refused');
    const update = await me.call('PUT', `/creatives/${mine.id}`, { ...valid, attachmentIds: [theirs] });
    expect(update.body).toMatchObject({ field: 'attachmentIds', message: 'Attachments is incorrect format!' });
    expect((await me.call('GET', `/creatives/${mine.id}`)).body.attachments.map((a: { id: number }) => a.id)).toEqual([banner]);
  });

  it('refuses deleting an attached file until the creative is deleted', async () => {
    const file = await me.add('attached.png', samplePng(6, 6, [9, 9, 9]));
    const loose = await me.add('loose.png', samplePng(6, 6, [8, 8, 8]));
    const creative = await create([file], 'Holds a file');
    const one = await me.call('DELETE', `/media/${file}`);
    expect(one.status).toBe(409);
    expect(one.body.message).toBe('attached.png is used by the creative Holds a file; remove it there first');
    const several = await me.call('POST', '/media/delete', { ids: [loose, file] });
    expect(several.status).toBe(409);
    expect((await me.call('GET', `/media/${loose}`)).status).toBe(200);

    // Another user cannot reach the creative, nor delete it to free the file.
    for (const [method, body] of [['GET'], ['PUT', { ...valid, attachmentIds: [] }], ['DELETE']] as const) {
      expect((await other.call(method, `/creatives/${creative.id}`, body)).status, method).toBe(404);
    }
    expect((await me.call('GET', `/creatives/${creative.id}`)).body.attachments).toHaveLength(1);

    expect((await me.call('DELETE', `/creatives/${creative.id}`)).body).toEqual({ message: 'ok' });
    expect((await me.call('POST', '/media/delete', { ids: [loose, file] })).body).toEqual({ deleted: 2 });
  });

  it("seeds the demo creative 'Spring hello' with the seeded image spring-sale.png", async () => {
    // The fixture seeds without a data folder (no media files); seed media, then content, as a first start does.
    const demo = await t.db.selectFrom('users').select('id').where('email', '=', 'demo@example.com').executeTakeFirstOrThrow();
    await seedMedia(t.db, t.clock.now, Number(demo.id), t.config.dataDir);
    await seedContent(t.db, t.clock.now, Number(demo.id));
    const found = await other.call('GET', '/creatives?title=spring%20hello');
    const seeded = (found.body.items as Creative[]).find((c) => c.attachments.length > 0);
    expect(seeded?.attachments).toMatchObject([{ fileName: 'spring-sale.png', kind: 'image', contentType: 'image/png' }]);
    expect((await other.file(seeded!.attachments[0]!.id)).statusCode).toBe(200);
  });
});
