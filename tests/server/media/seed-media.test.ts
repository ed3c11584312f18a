// The demo user's seeded media, read back through the API: every file is what its row says (its
// bytes pass the same content check, duration and size measurement as an upload), the long
// recording is flagged, and the media group and the audio-builder config point at those files.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AudioBuilderConfig, MediaGroup } from '@domain/audio-builder';
import type { MediaFile } from '@domain/media';
import { seedMedia } from '@server/db/seed-media';
import { inspectMedia } from '@server/modules/media/inspect-media';
import { createTestApp, dialects, signIn, type TestApp } from '../fixtures/test-app';
import { MediaClient } from './media-client';

describe.each(dialects)('seeded media (%s)', (dialect) => {
  let t: TestApp;
  let demo: MediaClient;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const user = await t.db.selectFrom('users').select('id').where('email', '=', 'demo@example.com').executeTakeFirstOrThrow();
    await seedMedia(t.db, t.clock.now, Number(user.id), t.config.dataDir);
    demo = new MediaClient(t.app, await signIn(t.app, 'demo@example.com', 'Demo#2026'));
  });
  afterAll(async () => t?.close());

  it('gives the demo user real images and audio, one flagged too long for voicemail', async () => {
    const files: MediaFile[] = (await demo.call('GET', '/media')).body.items;
    expect(files.filter((f) => f.kind === 'image')).toHaveLength(2);
    expect(files.filter((f) => f.tooLongForVoicemail).map((f) => f.fileName)).toEqual(['long-voicemail.wav']);
    for (const file of files) {
      const res = await demo.file(file.id);
      expect(res.statusCode).toBe(200);
      const row = await t.db.selectFrom('media_files').select(['storage_key', 'user_id']).where('id', '=', file.id).executeTakeFirstOrThrow();
      const facts = await inspectMedia(path.join(t.config.dataDir, 'media', String(row.user_id), row.storage_key), file.fileName);
      expect(facts).toEqual({
        kind: file.kind,
        contentType: file.contentType,
        durationMs: file.durationSeconds === null ? null : file.durationSeconds * 1000,
        width: file.width,
        height: file.height,
      });
      expect(res.rawPayload.length).toBe(file.sizeBytes);
    }
  });

  it('gives the demo user a media group and an audio-builder config built on those files', async () => {
    const files: MediaFile[] = (await demo.call('GET', '/media?kind=audio')).body.items;
    const [group]: MediaGroup[] = (await demo.call('GET', '/media-groups')).body.items;
    expect(group?.items.map((m) => m.fileName)).toEqual(['main-offer-a.wav', 'main-offer-b.wav']);
    const [config]: AudioBuilderConfig[] = (await demo.call('GET', '/audio-builder/configs')).body.items;
    expect(config).toMatchObject({
      name: 'Voicemail drop',
      tagsString: '[Greeting] [First Name] [Main Audio]',
      enableMediaGroup: true,
      mediaGroupId: group?.id,
      tags: [{ mediaId: files.find((f) => f.fileName === 'greeting.wav')?.id }, { mediaId: null }, { mediaGroupId: group?.id }],
    });
  });
});
