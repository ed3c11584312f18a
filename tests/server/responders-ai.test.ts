// AI assistant settings with knowledge-base files (multipart, 2 MB each), the demo's deterministic
// answer built from the setting, the on-the-fly settings and the paid action stats, on both
// databases.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_HEADER } from '@domain/api';
import { samplePng, sampleWav } from '@server/modules/media/sample-media';
import { call, createTestApp, dialects, signIn, type TestApp } from './fixtures/test-app';
import { onflyMessage, responderApi, root } from './fixtures/responders';
import { MediaClient } from './media/media-client';

const FAQ = 'Our store opens at 9 am every weekday.\nShipping is free on orders over $50.\nReturns are accepted within 30 days of delivery.';

describe.each(dialects)('responder AI assistant, on-the-fly settings, paid stats (%s)', (dialect) => {
  let t: TestApp;
  let me: string;
  let r: ReturnType<typeof responderApi>;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    me = await signIn(t.app, 'lowbalance@example.com', 'LowBalance#2026');
    r = responderApi(t.app, me);
  });
  afterAll(async () => t?.close());

  async function multipart(url: string, setting: Record<string, unknown>, files: [string, string | Buffer][] = [], extra: Record<string, string> = {}) {
    const form = new FormData();
    form.append('setting', JSON.stringify(setting));
    for (const [name, value] of Object.entries(extra)) form.append(name, value);
    for (const [name, content] of files) form.append('knowledgeBaseFiles', new Blob([typeof content === 'string' ? content : Uint8Array.from(content)]), name);
    const request = new Request('http://localhost', { method: 'POST', body: form });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type') ?? '', [SESSION_HEADER]: me },
    });
    return { status: res.statusCode, body: res.json() };
  }

  it('saves a setting with knowledge files, keeps them like media, and drops the ones not kept', async () => {
    const made = await multipart('/responder-v2/aiAssistantSetting', { name: 'Store helper', category: 'retail', bannedWords: ['cheap'], maxCharCount: 120 }, [
      ['faq.txt', FAQ],
      ['brochure.pdf', Buffer.from('%PDF-1.4 not really')],
    ]);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body).toMatchObject({ name: 'Store helper', category: 'retail', goal: '', bannedWords: ['cheap'], maxCharCount: 120 });
    expect(made.body.knowledgeBaseFiles.map((f: { fileName: string }) => f.fileName)).toEqual(['faq.txt', 'brochure.pdf']);
    const faq = made.body.knowledgeBaseFiles[0];
    expect(made.body.knowledgeBaseMap).toEqual({ 'faq.txt': faq.id, 'brochure.pdf': made.body.knowledgeBaseFiles[1].id });
    const userDir = path.join(t.config.dataDir, 'knowledge-base');
    const owner = (await readdir(userDir))[0];
    expect(await readdir(path.join(userDir, owner))).toHaveLength(2);

    const updated = await call(t.app, 'POST', '/responder-v2/aiAssistantSetting', { id: made.body.id, name: 'Store helper', goal: 'book a visit', keepFileIds: [faq.id] }, me);
    expect(updated.body.knowledgeBaseFiles.map((f: { fileName: string }) => f.fileName)).toEqual(['faq.txt']);
    expect(updated.body.goal).toBe('book a visit');
    expect(await readdir(path.join(userDir, owner))).toHaveLength(1);
    expect((await call(t.app, 'GET', '/responder-v2/aiAssistantSettings', undefined, me)).body.items.map((s: { id: number }) => s.id)).toEqual([made.body.id]);
    expect((await call(t.app, 'GET', `/responder-v2/aiAssistantSetting?id=${made.body.id}`, undefined, me)).body.name).toBe('Store helper');
    // The builder offers it by name.
    expect((await r.api('GET', '/responder-v2/config')).body.library.aiAssistants).toEqual([{ id: made.body.id, name: 'Store helper' }]);
  });

  it('refuses knowledge files over 2 MB, empty ones, too many, and unreadable forms', async () => {
    const big = await multipart('/responder-v2/aiAssistantSetting', { name: 'Big' }, [['huge.txt', Buffer.alloc(2 * 1024 * 1024 + 1, 97)]]);
    expect(big.status).toBe(400);
    expect(big.body).toMatchObject({ field: 'knowledgeBaseFiles', message: 'Knowledge base files: huge.txt is over 2 MB; each file may be at most 2 MB' });
    const exactly = await multipart('/responder-v2/aiAssistantSetting', { name: 'Exactly 2 MB' }, [['edge.txt', Buffer.alloc(2 * 1024 * 1024, 97)]]);
    expect(exactly.status).toBe(200);
    const empty = await multipart('/responder-v2/aiAssistantSetting', { name: 'Empty' }, [['none.txt', '']]);
    expect(empty.body).toMatchObject({ field: 'knowledgeBaseFiles', message: 'Knowledge base files: none.txt is empty' });
    const many = await multipart('/responder-v2/aiAssistantSetting', { name: 'Many' }, Array.from({ length: 11 }, (_, i): [string, string] => [`f${i}.txt`, 'x']));
    expect(many.body).toMatchObject({ field: 'knowledgeBaseFiles', message: 'Knowledge base files must be at most 10' });
    const noName = await multipart('/responder-v2/aiAssistantSetting', { category: 'x' });
    expect(noName.body).toMatchObject({ field: 'name', message: 'Name is required field!' });
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/v1/responder-v2/aiAssistantSetting',
      payload: '--b\r\nContent-Disposition: form-data; name="setting"\r\n\r\n{oops\r\n--b--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=b', [SESSION_HEADER]: me },
    });
    expect(badJson.json()).toEqual({ code: 400, message: 'Can not process' });
  });

  it('demos a deterministic answer built from the setting and its knowledge', async () => {
    const saved = await multipart('/responder-v2/aiAssistantSetting', { name: 'Demo helper', winningCreative: '{Visit|Come by} our store this week!', bannedWords: ['store'] }, [['faq.txt', FAQ]]);
    const ask = (setting: Record<string, unknown>, files: [string, string][] = []) => multipart('/responder-v2/aiAssistantSetting/demo', setting, files);
    const answer = await ask({ settingId: saved.body.id, message: 'Is shipping free?' });
    expect(answer.body).toEqual({
      reply: 'Shipping is free on orders over $50. Visit our this week!',
      characters: 57,
      knowledgeFile: 'faq.txt',
      removedWords: ['store'],
    });
    expect((await ask({ settingId: saved.body.id, message: 'Is shipping free?' })).body).toEqual(answer.body);
    // Nothing in the knowledge matches: the opener names the category; the goal is the pitch.
    const plain = await call(t.app, 'POST', '/responder-v2/aiAssistantSetting/demo', { category: 'car insurance', goal: 'book a quote call', message: 'hello?' }, me);
    expect(plain.body.reply).toBe('Thanks for reaching out about car insurance! Book a quote call.');
    const short = await call(t.app, 'POST', '/responder-v2/aiAssistantSetting/demo', { category: 'car insurance', goal: 'book a quote call', maxCharCount: 30, message: 'hi' }, me);
    expect(short.body).toMatchObject({ reply: 'Thanks for reaching out about', characters: 29 });
    const sentFile = await ask({ message: 'When do you open?' }, [['hours.txt', 'We open at 8 am on Saturdays.']]);
    expect(sentFile.body).toMatchObject({ reply: 'We open at 8 am on Saturdays.', knowledgeFile: 'hours.txt' });
    expect((await ask({ message: '' })).body).toMatchObject({ field: 'message', message: 'Message is required field!' });
  });

  it('keeps a setting a responder uses, and deletes it with its files once free', async () => {
    const setting = await multipart('/responder-v2/aiAssistantSetting', { name: 'In use' }, [['a.txt', 'Something useful to know.']]);
    const responder = await r.create({ title: 'Uses AI' });
    const node = root('n_1', { id: 't_1', type: 'inbound_message', keywords: ['hi'], intents: [] }, [onflyMessage('a_1', '', { source: 'ai', aiAssistantId: setting.body.id })]);
    expect((await r.put(responder.id, [node])).status).toBe(200);
    const refused = await call(t.app, 'DELETE', `/responder-v2/aiAssistantSetting?id=${setting.body.id}`, undefined, me);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This AI assistant setting is used by the responder Uses AI; change it there first');
    await r.api('DELETE', `/responder-v2/delete?id=${responder.id}`);
    expect((await call(t.app, 'DELETE', `/responder-v2/aiAssistantSetting?id=${setting.body.id}`, undefined, me)).body).toEqual({ message: 'ok' });
    expect((await call(t.app, 'GET', `/responder-v2/aiAssistantSetting?id=${setting.body.id}`, undefined, me)).status).toBe(404);
  });

  it('keeps the on-the-fly settings per user, with the audio the user owns', async () => {
    expect((await call(t.app, 'GET', '/responder-v2/onFlySetting', undefined, me)).body).toEqual({
      inboundForwardNumber: '',
      outboundForwardNumber: '',
      inboundMediaWithConfigs: { mediaId: null, audioBuilderConfigId: null },
      updatedAt: null,
    });
    const audio = await new MediaClient(t.app, me).add('ivr.wav', sampleWav(1, 8000, 300));
    const image = await new MediaClient(t.app, me).add('no.png', samplePng(4, 4, [0, 0, 0]));
    const saved = await call(t.app, 'PUT', '/responder-v2/onFlySetting', { inboundForwardNumber: '+1 (312) 555-0100', outboundForwardNumber: '+13125550101', inboundMediaWithConfigs: { mediaId: audio } }, me);
    expect(saved.body).toMatchObject({ inboundForwardNumber: '+13125550100', outboundForwardNumber: '+13125550101', inboundMediaWithConfigs: { mediaId: audio, audioBuilderConfigId: null } });
    expect((await call(t.app, 'GET', '/responder-v2/onFlySetting', undefined, me)).body).toEqual(saved.body);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ inboundForwardNumber: '3125550100' }, 'inboundForwardNumber', 'Inbound forward number must start with + and hold 6 to 15 digits'],
      [{ inboundMediaWithConfigs: { mediaId: image } }, 'inboundMediaWithConfigs.mediaId', 'Media is not one of your audio files'],
      [{ inboundMediaWithConfigs: { mediaId: audio, audioBuilderConfigId: 5 } }, 'inboundMediaWithConfigs.mediaId', 'Media and audio builder config: choose one, not both'],
      [{ inboundMediaWithConfigs: { audioBuilderConfigId: 99_999 } }, 'inboundMediaWithConfigs.audioBuilderConfigId', 'Audio builder config is not one of your audio builder configs'],
    ];
    for (const [body, field, message] of cases) {
      const res = await call(t.app, 'PUT', '/responder-v2/onFlySetting', body, me);
      expect(res.status, field).toBe(400);
      expect(res.body).toMatchObject({ field, message });
    }
  });

  it('sums what the sending engine recorded per action in the paid action stats', async () => {
    const responder = await r.create({ title: 'Paid' });
    const node = root('n_1', { id: 't_1', type: 'inbound_message', keywords: ['hi'], intents: [] }, [onflyMessage('a_1', 'Hello')]);
    await r.put(responder.id, [node]);
    const event = (outcome: string, cost = 0) => ({ responder_id: responder.id, node_id: 'n_1', action_id: 'a_1', action_type: 'send_message', outcome, phone: '+13125550100', cost_millicents: cost, created_at: '2026-03-01T10:00:00.000Z' });
    await t.db.insertInto('responder_action_events').values([event('sent', 750), event('sent', 750), event('delivered'), event('clicked')]).execute();
    const res = await call(t.app, 'POST', `/responder/paidActionStats?responderId=${responder.id}`, undefined, me);
    expect(res.body).toEqual({
      responderId: responder.id,
      items: [{ nodeId: 'n_1', label: 'Node #1', actionId: 'a_1', actionType: 'send_message', sent: 2, delivered: 1, failed: 0, clicked: 1, replied: 0, answered: 0, converted: 0, costMillicents: 1500 }],
      totals: { sent: 2, delivered: 1, failed: 0, clicked: 1, replied: 0, answered: 0, converted: 0, costMillicents: 1500 },
    });
  });
});
