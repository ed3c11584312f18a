// The audio builder through the API, on both databases: media groups of the user's audio files, and
// configs whose tags keep [Main Audio] last, bind [Greeting] and [Main Audio] to a file or a group
// (not both, not neither) and [First Name] to nothing; files and groups a config or group uses are
// not deleted; another user's groups, configs and files answer 404 or are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AudioBuilderConfig, MediaGroup } from '@domain/audio-builder';
import { samplePng, sampleWav } from '@server/modules/media/sample-media';
import { createTestApp, dialects, signIn, type TestApp } from '../fixtures/test-app';
import { MediaClient } from './media-client';

describe.each(dialects)('audio builder (%s)', (dialect) => {
  let t: TestApp;
  let demo: MediaClient;
  let other: MediaClient;
  let greeting: number;
  let mainA: number;
  let mainB: number;
  let image: number;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    demo = new MediaClient(t.app, await signIn(t.app, 'demo@example.com', 'Demo#2026'));
    other = new MediaClient(t.app, await signIn(t.app, 'admin@example.com', 'Admin#2026'));
    greeting = await demo.add('hello.wav', sampleWav(2));
    mainA = await demo.add('offer a.wav', sampleWav(3));
    mainB = await demo.add('offer b.wav', sampleWav(4));
    image = await demo.add('pic.png', samplePng(2, 2, [0, 0, 0]));
  });
  afterAll(async () => t?.close());

  const tags = (main: { mediaId?: number; mediaGroupId?: number }) => [
    { tag: '[Greeting]', mediaId: greeting },
    { tag: '[First Name]' },
    { tag: '[Main Audio]', ...main },
  ];
  async function newGroup(mediaIds: number[]): Promise<MediaGroup> {
    const res = await demo.call('POST', '/media-groups', { name: `Offers ${++n}`, mediaIds });
    expect(res.status, res.raw.body).toBe(200);
    return res.body;
  }

  it('keeps media groups of the user’s audio files, in order, with unique names', async () => {
    const group = await newGroup([mainB, mainA]);
    expect(group.items.map((m) => [m.id, m.durationSeconds])).toEqual([[mainB, 4], [mainA, 3]]);
    const taken = await demo.call('POST', '/media-groups', { name: group.name.toUpperCase(), mediaIds: [mainA] });
    expect(taken.body).toMatchObject({ field: 'name', message: 'Name already existed, use another name' });
    expect((await demo.call('POST', '/media-groups', { name: 'ab', mediaIds: [mainA] })).body).toMatchObject({ field: 'name' });
    expect((await demo.call('POST', '/media-groups', { name: 'Pictures', mediaIds: [image] })).body).toMatchObject({
      field: 'mediaIds', message: 'Media ids: only audio files can be in a media group',
    });
    expect((await demo.call('POST', '/media-groups', { name: 'Twice', mediaIds: [mainA, mainA] })).body).toMatchObject({ field: 'mediaIds' });
    const renamed = await demo.call('PUT', `/media-groups/${group.id}`, { name: 'Offers renamed', mediaIds: [mainA] });
    expect(renamed.body).toMatchObject({ name: 'Offers renamed', items: [{ id: mainA }] });
    expect((await demo.call('GET', '/media-groups')).body.items.map((g: MediaGroup) => g.id)).toContain(group.id);
  });

  it('saves a config with [Main Audio] last and answers the spec’s fields', async () => {
    const byFile = await demo.call('POST', '/audio-builder/configs', { name: 'Voicemail A', tags: tags({ mediaId: mainA }) });
    expect(byFile.status, byFile.raw.body).toBe(200);
    expect(byFile.body).toMatchObject({
      name: 'Voicemail A', useConfigAudio: true, tagsString: '[Greeting] [First Name] [Main Audio]',
      mainAudioId: mainA, enableMediaGroup: false, mediaGroupId: null,
      tags: [{ tag: '[Greeting]', mediaId: greeting, mediaGroupId: null }, { tag: '[First Name]', mediaId: null, mediaGroupId: null }, { tag: '[Main Audio]', mediaId: mainA }],
    });
    const group = await newGroup([mainA, mainB]);
    const byGroup = await demo.call('POST', '/audio-builder/configs', { name: 'Voicemail rotation', tags: [{ tag: '[Main Audio]', mediaGroupId: group.id }] });
    expect(byGroup.body).toMatchObject({ tagsString: '[Main Audio]', mainAudioId: null, enableMediaGroup: true, mediaGroupId: group.id });

    const updated = await demo.call('PUT', `/audio-builder/configs/${byFile.body.id}`, {
      name: 'Voicemail A2', tags: [{ tag: '[First Name]' }, { tag: '[Main Audio]', mediaId: mainB }],
    });
    expect(updated.body).toMatchObject({ name: 'Voicemail A2', tagsString: '[First Name] [Main Audio]', mainAudioId: mainB });
    expect((await demo.call('GET', `/audio-builder/configs/${byFile.body.id}`)).body).toEqual(updated.body);
    const list = (await demo.call('GET', '/audio-builder/configs')).body;
    expect(list.items.map((c: AudioBuilderConfig) => c.name)).toEqual(['Voicemail rotation', 'Voicemail A2']);
  });

  it('refuses tags out of the rules, in the spec’s words', async () => {
    const save = (body: Record<string, unknown>) => demo.call('POST', '/audio-builder/configs', { name: `Rule ${++n}`, ...body });
    const notLast = await save({ tags: [{ tag: '[Main Audio]', mediaId: mainA }, { tag: '[Greeting]', mediaId: greeting }] });
    expect(notLast.body).toMatchObject({ code: 400, field: 'tags', message: 'Tags: [Main Audio] is fixed and kept last' });
    expect((await save({ tags: [{ tag: '[Greeting]', mediaId: greeting }] })).body).toMatchObject({ message: 'Tags: [Main Audio] is fixed and kept last' });
    expect((await save({ tags: [] })).body).toMatchObject({ field: 'tags' });
    expect((await save({ tags: [{ tag: '[Greeting]', mediaId: greeting }, { tag: '[Greeting]', mediaId: greeting }, { tag: '[Main Audio]', mediaId: mainA }] })).body)
      .toMatchObject({ field: 'tags.1', message: 'Tags: [Greeting] is used twice' });
    expect((await save({ tags: [{ tag: '[Greeting]' }, { tag: '[Main Audio]', mediaId: mainA }] })).body)
      .toMatchObject({ field: 'tags.0', message: 'Tags: choose an audio file or a media group for [Greeting]' });
    expect((await save({ tags: [{ tag: '[First Name]', mediaId: mainA }, { tag: '[Main Audio]', mediaId: mainA }] })).body)
      .toMatchObject({ field: 'tags.0', message: 'Tags: [First Name] is spoken by text-to-speech when sending; it takes no audio' });
    const group = await newGroup([mainA]);
    expect((await save({ tags: [{ tag: '[Main Audio]', mediaId: mainA, mediaGroupId: group.id }] })).body)
      .toMatchObject({ message: 'Tags: choose an audio file or a media group for [Main Audio], not both' });
    expect((await save({ tags: [{ tag: '[Main Audio]', mediaId: image }] })).body)
      .toMatchObject({ field: 'tags.0', message: 'Tags: the audio file for [Main Audio] is not one of your audio files' });
    expect((await save({ tags: [{ tag: '[Main Audio]' , mediaId: mainA }], name: 'Voicemail rotation' })).body)
      .toMatchObject({ field: 'name', message: 'Name already existed, use another name' });
  });

  it('keeps files and groups a config or a group uses from being deleted', async () => {
    const file = await demo.add('used.wav', sampleWav(1));
    const loose = await demo.add('loose.wav', sampleWav(1));
    const group = await newGroup([file]);
    const inGroup = await demo.call('POST', '/media/delete', { ids: [loose, file] });
    expect(inGroup.status).toBe(409);
    expect(inGroup.body.message).toBe(`used.wav is used by the media group ${group.name}; remove it there first`);
    expect((await demo.call('GET', `/media/${loose}`)).status).toBe(200);

    const cfg = await demo.call('POST', '/audio-builder/configs', { name: 'Uses both', tags: [{ tag: '[Greeting]', mediaId: loose }, { tag: '[Main Audio]', mediaGroupId: group.id }] });
    expect((await demo.call('DELETE', `/media/${loose}`)).body.message).toBe('loose.wav is used by the audio builder config Uses both; remove it there first');
    expect((await demo.call('DELETE', `/media-groups/${group.id}`)).body.message).toBe(`${group.name} is used by the audio builder config Uses both; remove it there first`);

    expect((await demo.call('DELETE', `/audio-builder/configs/${cfg.body.id}`)).body).toEqual({ ok: true });
    expect((await demo.call('DELETE', `/media-groups/${group.id}`)).body).toEqual({ ok: true });
    expect((await demo.call('POST', '/media/delete', { ids: [loose, file] })).body).toEqual({ deleted: 2 });
  });

  it("answers 404 for another user's groups and configs, and refuses their files", async () => {
    const group = await newGroup([mainA]);
    const cfg = (await demo.call('POST', '/audio-builder/configs', { name: 'Private', tags: [{ tag: '[Main Audio]', mediaId: mainA }] })).body;
    const groupMissing = { code: 404, message: 'Media group is not existed' };
    const configMissing = { code: 404, message: 'Audio builder config is not existed' };
    expect((await other.call('GET', `/media-groups/${group.id}`)).body).toMatchObject(groupMissing);
    expect((await other.call('PUT', `/media-groups/${group.id}`, { name: 'Mine now', mediaIds: [mainA] })).body).toMatchObject(groupMissing);
    expect((await other.call('DELETE', `/media-groups/${group.id}`)).body).toMatchObject(groupMissing);
    expect((await other.call('GET', `/audio-builder/configs/${cfg.id}`)).body).toMatchObject(configMissing);
    expect((await other.call('PUT', `/audio-builder/configs/${cfg.id}`, { name: 'x', tags: [{ tag: '[Main Audio]', mediaId: mainA }] })).status).toBe(404);
    expect((await other.call('DELETE', `/audio-builder/configs/${cfg.id}`)).body).toMatchObject(configMissing);
    expect((await other.call('GET', '/media-groups')).body.total).toBe(0);
    expect((await other.call('GET', '/audio-builder/configs')).body.total).toBe(0);

    const own = await other.add('theirs.wav', sampleWav(1));
    expect((await other.call('POST', '/media-groups', { name: 'Borrowed', mediaIds: [own, mainA] })).body).toMatchObject({ field: 'mediaIds' });
    expect((await other.call('POST', '/audio-builder/configs', { name: 'Borrowed', tags: [{ tag: '[Main Audio]', mediaGroupId: group.id }] })).body)
      .toMatchObject({ field: 'tags.0', message: 'Tags: the media group for [Main Audio] is not existed' });
    expect((await other.call('POST', '/audio-builder/configs', { name: 'Borrowed', tags: [{ tag: '[Main Audio]', mediaId: mainA }] })).body)
      .toMatchObject({ field: 'tags.0' });
    expect((await demo.call('GET', `/audio-builder/configs/${cfg.id}`)).body.name).toBe('Private');
  });
});
