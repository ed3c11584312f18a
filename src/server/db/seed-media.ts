// The demo user's media (issue 7): two images and four audio files made in code (real PNG and WAV
// files, so the list shows thumbnails, durations and one recording flagged as too long for
// voicemail), the media group 'Offer rotation' and the audio-builder config 'Voicemail drop'.
// The bytes go to DATA_DIR/media/<user>/<key> like an upload's; without a data folder (the test
// fixture's seed) nothing is written.
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AudioTag } from '@domain/audio-builder';
import type { Db } from './database';
import type { Clock } from '../lib/time';
import { samplePng, sampleWav } from '../modules/media/sample-media';
import { userMediaDir } from '../modules/media/media-files';

type Sample = { name: string; bytes: Buffer; image?: [number, number]; seconds?: number };

const SAMPLES: Sample[] = [
  { name: 'welcome-banner.png', bytes: samplePng(160, 120, [37, 99, 235]), image: [160, 120] },
  { name: 'spring-sale.png', bytes: samplePng(120, 120, [234, 88, 12]), image: [120, 120] },
  { name: 'greeting.wav', bytes: sampleWav(2, 8000, 523), seconds: 2 },
  { name: 'main-offer-a.wav', bytes: sampleWav(5, 8000, 440), seconds: 5 },
  { name: 'main-offer-b.wav', bytes: sampleWav(4, 8000, 392), seconds: 4 },
  // Silence at a low sample rate: 75 s in 75 KB, over the 60 s a voicemail may last.
  { name: 'long-voicemail.wav', bytes: sampleWav(75, 1000, 0), seconds: 75 },
];

export async function seedMedia(db: Db, now: Clock, userId: number, dataDir: string): Promise<void> {
  const dir = userMediaDir(dataDir, userId);
  await mkdir(dir, { recursive: true });
  const at = now().toISOString();
  const ids = new Map<string, number>();
  for (const sample of SAMPLES) {
    const key = randomUUID();
    await writeFile(path.join(dir, key), sample.bytes);
    const row = await db
      .insertInto('media_files')
      .values({
        user_id: userId,
        file_name: sample.name,
        kind: sample.image ? 'image' : 'audio',
        content_type: sample.image ? 'image/png' : 'audio/wav',
        size_bytes: sample.bytes.length,
        duration_ms: sample.seconds === undefined ? null : sample.seconds * 1000,
        width: sample.image?.[0] ?? null,
        height: sample.image?.[1] ?? null,
        storage_key: key,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(sample.name, Number(row.id));
  }
  const id = (name: string) => ids.get(name) ?? 0;

  const group = await db
    .insertInto('media_groups')
    .values({ user_id: userId, name: 'Offer rotation', name_key: 'offer rotation', created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('media_group_items')
    .values(['main-offer-a.wav', 'main-offer-b.wav'].map((name, position) => ({ group_id: Number(group.id), media_id: id(name), position })))
    .execute();

  const tags: AudioTag[] = [
    { tag: '[Greeting]', mediaId: id('greeting.wav'), mediaGroupId: null },
    { tag: '[First Name]', mediaId: null, mediaGroupId: null },
    { tag: '[Main Audio]', mediaId: null, mediaGroupId: Number(group.id) },
  ];
  await db
    .insertInto('audio_builder_configs')
    .values({ user_id: userId, name: 'Voicemail drop', name_key: 'voicemail drop', config: JSON.stringify({ useConfigAudio: true, tags }), created_at: at, updated_at: at })
    .execute();
}
