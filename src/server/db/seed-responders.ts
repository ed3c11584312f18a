// The demo user's responders (issue 8): 'Spring sale concierge', a published two-way responder on
// the 'Webinar signups' contact group and the 'Chicago pool' DID group whose sixteen nodes use
// every one of the fifteen triggers (a keyword starts it; the message can be clicked, ignored or
// answered; a reply 'call' rings the contact, who can answer, press 1, ask for an agent, or be a
// machine; an inbound call and a live feed start their own branches), with a week of what its
// actions did for the paid action stats; two templates ('Keyword opt-in', 'Missed call text-back');
// an AI assistant setting with a knowledge file; the on-the-fly settings. It references the media,
// creatives, offers and opt-out link the earlier seeds made; without a data folder (the test
// fixture) there is no audio, and the voice actions wait for one.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { flowNodeSchema, type ActionInput, type FlowNode, type ResponderDocument, type triggerSchema } from '@domain/responder-flow';
import type { z } from 'zod';
import type { Insertable } from 'kysely';
import type { Db, ResponderActionEventsTable } from './database';
import { DAY_MS, HOUR_MS, type Clock } from '../lib/time';
import { prepareDocument } from '../modules/responders/prepare-document';
import { writeDocument } from '../modules/responders/document-store';

interface Refs {
  creative: (title: string) => number | undefined;
  offer: (title: string) => number | undefined;
  optout: number | undefined;
  audio: (name: string) => number | undefined;
  voicemail: number | undefined;
  aiSetting: number;
}

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
type TriggerSpec = WithoutId<z.input<typeof triggerSchema>>;
type ActionSpec = WithoutId<ActionInput>;
/** A node in the seed's short notation: parent node and its action index, the trigger, the actions. */
type Spec = [id: string, parent: [string, number] | null, trigger: TriggerSpec, actions: ActionSpec[]];

const text = (message: string): ActionSpec => ({ type: 'send_message', messageType: 'SMS', source: 'onfly', message, medias: [], delayedMinute: 0 });

function conciergeSpecs(refs: Refs): Spec[] {
  const greeting = refs.audio('greeting.wav');
  const offerA = refs.audio('main-offer-a.wav');
  return [
    ['sale', null, { type: 'inbound_message', keywords: ['sale', 'deals', 'yes', 'how much'], intents: ['spring_offer'] }, [
      { type: 'send_message', messageType: 'SMS', source: 'creative', creativeId: refs.creative('Spring hello'), offerId: refs.offer('Spring sale'), optoutLinkId: refs.optout, medias: [], delayedMinute: 0 },
    ]],
    ['clicked', ['sale', 0], { type: 'click_link' }, [{ type: 'fire_request', url: 'https://crm.example.com/hooks/clicked', method: 'POST', params: [{ name: 'phone', value: '[phone]' }], headers: [{ name: 'X-Source', value: 'responder' }] }]],
    ['no_click', ['sale', 0], { type: 'no_click', timeout: 60 }, [text('Still thinking, [fName]? Reply CALL and we will ring you with the best deal.')]],
    ['call', ['sale', 0], { type: 'inbound_message', keywords: ['call'], intents: [] }, [{ type: 'send_voice', mediaId: greeting, delayedMinute: 0 }]],
    ['answered', ['call', 0], { type: 'answered_call' }, [{ type: 'play_audio', mediaId: offerA }]],
    ['pressed_1', ['answered', 0], { type: 'dtmf', button: '1' }, [{ type: 'forward_call', phone: '+13125550143' }]],
    ['connected', ['pressed_1', 0], { type: 'forward_call' }, [{ type: 'fire_request', url: 'https://crm.example.com/hooks/connected', method: 'GET', params: [{ name: 'phone', value: '[phone]' }], headers: [] }]],
    ['no_key', ['answered', 0], { type: 'no_dtmf', timeout: 1 }, [text('Sorry we lost you, [fName]. Reply CALL any time to talk to us.')]],
    ['agent', ['answered', 0], { type: 'voice_command', keywords: ['agent', 'help'] }, [{ type: 'ai_agent', creativeId: refs.creative('Club invite') }]],
    ['qualified', ['agent', 0], { type: 'ai_agent_qualify' }, [{ type: 'fire_request', url: 'https://crm.example.com/hooks/qualified', method: 'POST', params: [], headers: [{ name: 'X-Source', value: 'responder' }] }]],
    ['listened', ['answered', 0], { type: 'listen_call' }, [text('Thanks for listening, [fName]! Your code SPRING20 takes 20% off.')]],
    ['missed', ['call', 0], { type: 'no_answer', timeout: 2 }, [text('We tried to call you, [fName]. Reply CALL when it suits you.')]],
    ['machine', ['call', 0], { type: 'amd' }, [{ type: 'play_audio', audioBuilderConfigId: refs.voicemail }]],
    ['quiet', ['sale', 0], { type: 'no_reply', timeout: 1440 }, [text('Last chance, [fName]: the spring sale ends Sunday.')]],
    ['inbound_call', null, { type: 'inbound_call' }, [{ type: 'play_audio', mediaId: greeting }]],
    ['live_feed', null, { type: 'live_feed' }, [{ type: 'send_message', messageType: 'SMS', source: 'ai', aiAssistantId: refs.aiSetting, medias: [], delayedMinute: 0 }]],
  ];
}

const OPT_IN: Spec[] = [
  ['join', null, { type: 'inbound_message', keywords: ['join', 'start'], intents: [] }, [text('Welcome to the club, [fName]! Members get early access to every sale.')]],
  ['join_quiet', ['join', 0], { type: 'no_reply', timeout: 1440 }, [text('Still want the perks, [fName]? Reply JOIN to stay in.')]],
];

const MISSED_CALL: Spec[] = [
  ['ring', null, { type: 'inbound_call' }, [{ type: 'forward_call', phone: '+13125550143' }]],
  ['not_answered', ['ring', 0], { type: 'no_answer', timeout: 1 }, [text('Sorry we missed your call, [fName]. Reply CALLBACK and we ring you back.')]],
  ['callback', ['not_answered', 0], { type: 'inbound_message', keywords: ['callback'], intents: [] }, [{ type: 'fire_request', url: 'https://crm.example.com/hooks/callback', method: 'POST', params: [{ name: 'phone', value: '[phone]' }], headers: [] }]],
];

/** The specs as a document: ids prefixed, each parent's children stacked right of it. */
function documentOf(specs: Spec[]): ResponderDocument {
  const rows = new Map<string, number>();
  const nodes = specs.map(([id, parent, trigger, actions]): FlowNode => {
    const level = parent ? (rows.get(`level:${parent[0]}`) ?? 1) + 1 : 1;
    rows.set(`level:${id}`, level);
    const row = rows.get('next') ?? 0;
    rows.set('next', row + 1);
    const siblings = rows.get(`children:${parent?.[0] ?? ''}`) ?? 0;
    rows.set(`children:${parent?.[0] ?? ''}`, siblings + 1);
    return flowNodeSchema.parse({
      id: `n_${id}`,
      label: '',
      level,
      parentId: parent ? `n_${parent[0]}` : null,
      parentActionId: parent ? `a_${parent[0]}_${parent[1]}` : null,
      trigger: { ...trigger, id: `t_${id}` },
      actions: actions.map((a, i) => ({ ...a, id: `a_${id}_${i}` })),
      position: { x: (level - 1) * 340, y: row * 150, width: 0, height: 0, order: siblings },
    });
  });
  return prepareDocument({ nodes, notes: [] }, 2);
}

const FAQ = [
  'The spring sale runs until Sunday and takes 20% off everything in store and online.',
  'Shipping is free on orders over $50; smaller orders ship for $4.99.',
  'Returns are accepted within 30 days with the receipt.',
  'Club members earn a point for every dollar and get early access to every sale.',
].join('\n');

async function seedAiSetting(db: Db, at: string, userId: number, dataDir: string | undefined): Promise<number> {
  const setting = {
    category: 'spring sale',
    goal: 'get the contact to visit the store this week',
    target: 'past customers in Chicago',
    bannedWords: ['cheap', 'guarantee'],
    instructions: 'Answer in one or two friendly sentences; mention the sale when it fits.',
    winningCreative: '{Come by|Visit} this week and save 20% on everything!',
    maxCharCount: 160,
  };
  const row = await db
    .insertInto('ai_assistant_settings')
    .values({ user_id: userId, name: 'Spring concierge', setting: JSON.stringify(setting), created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (dataDir) {
    const key = randomUUID();
    const dir = path.join(dataDir, 'knowledge-base', String(userId));
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, key), FAQ);
    await db
      .insertInto('ai_assistant_files')
      .values({ setting_id: Number(row.id), user_id: userId, file_name: 'spring-faq.txt', content_type: 'text/plain', size_bytes: Buffer.byteLength(FAQ), storage_key: key, created_at: at })
      .execute();
  }
  return Number(row.id);
}

async function insertResponder(db: Db, userId: number, title: string, published: boolean, doc: ResponderDocument, at: string): Promise<number> {
  const row = await db
    .insertInto('responders')
    .values({
      user_id: userId, title, status: 1, published: published ? 1 : 0, send_method: 2,
      setting: JSON.stringify({ enableSleep: false, enableLoopback: false, priority: 0 }),
      template_id: null, version: 1, revision: null, created_at: at, updated_at: at, deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeDocument(db, Number(row.id), doc, at);
  return Number(row.id);
}

/** A week of what the concierge's first actions did: messages sent and clicked, calls answered. */
function actionEvents(responderId: number, now: number) {
  const events: Insertable<ResponderActionEventsTable>[] = [];
  for (let day = 0; day < 7; day += 1) {
    const at = (hour: number) => new Date(now - day * DAY_MS - hour * HOUR_MS).toISOString();
    const add = (nodeId: string, actionId: string, actionType: string, outcome: string, count: number, cost: number) => {
      for (let i = 0; i < count; i += 1) events.push({ responder_id: responderId, node_id: nodeId, action_id: actionId, action_type: actionType, outcome, phone: null, cost_millicents: cost, created_at: at(1 + (i % 8)) });
    };
    add('n_sale', 'a_sale_0', 'send_message', 'sent', 12 + day, 750);
    add('n_sale', 'a_sale_0', 'send_message', 'delivered', 11 + day, 0);
    add('n_sale', 'a_sale_0', 'send_message', 'clicked', 2 + (day % 3), 0);
    add('n_sale', 'a_sale_0', 'send_message', 'replied', 1 + (day % 2), 0);
    add('n_call', 'a_call_0', 'send_voice', 'sent', 1 + (day % 2), 1500);
    add('n_call', 'a_call_0', 'send_voice', 'answered', day % 2, 0);
  }
  return events;
}

export async function seedResponders(db: Db, now: Clock, userId: number, dataDir?: string): Promise<void> {
  const at = now().toISOString();
  const byTitle = async (table: 'creatives' | 'offers', title: string) =>
    (await db.selectFrom(table).select('id').where('user_id', '=', userId).where('title', '=', title).executeTakeFirst())?.id;
  const creatives = new Map<string, number>();
  for (const title of ['Spring hello', 'Club invite']) {
    const id = await byTitle('creatives', title);
    if (id !== undefined) creatives.set(title, Number(id));
  }
  const offer = await byTitle('offers', 'Spring sale');
  const optout = await db.selectFrom('optout_links').select('id').where('user_id', '=', userId).orderBy('id').executeTakeFirst();
  const media = await db.selectFrom('media_files').select(['id', 'file_name']).where('user_id', '=', userId).where('kind', '=', 'audio').execute();
  const voicemail = await db.selectFrom('audio_builder_configs').select('id').where('user_id', '=', userId).where('name', '=', 'Voicemail drop').executeTakeFirst();
  const refs: Refs = {
    creative: (title) => creatives.get(title),
    offer: (title) => (title === 'Spring sale' && offer !== undefined ? Number(offer) : undefined),
    optout: optout ? Number(optout.id) : undefined,
    audio: (name) => {
      const found = media.find((m) => m.file_name === name);
      return found ? Number(found.id) : undefined;
    },
    voicemail: voicemail ? Number(voicemail.id) : undefined,
    aiSetting: await seedAiSetting(db, at, userId, dataDir),
  };

  const concierge = documentOf(conciergeSpecs(refs));
  const id = await insertResponder(db, userId, 'Spring sale concierge', true, concierge, at);
  const group = await db.selectFrom('contact_groups').select('id').where('user_id', '=', userId).where('name', '=', 'Webinar signups').executeTakeFirst();
  const pool = await db.selectFrom('did_groups').select('id').where('user_id', '=', userId).where('name', '=', 'Chicago pool').executeTakeFirst();
  if (group) await db.insertInto('responder_contact_groups').values({ responder_id: id, contact_group_id: Number(group.id) }).execute();
  if (pool) await db.insertInto('responder_did_groups').values({ responder_id: id, did_group_id: Number(pool.id) }).execute();
  const snapshot = { title: 'Spring sale concierge', setting: { enableSleep: false, enableLoopback: false, priority: 0 }, ...concierge };
  await db.insertInto('responder_revisions').values({ responder_id: id, number: 1, title: 'Spring sale concierge', node_count: concierge.nodes.length, snapshot: JSON.stringify(snapshot), created_at: at }).execute();
  await db.updateTable('responders').set({ revision: 1 }).where('id', '=', id).execute();
  const events = actionEvents(id, now().getTime());
  await db.insertInto('responder_action_events').values(events).execute();
  // How often contacts entered the nodes those events came from (the canvas's live overlay).
  const entries = (actionId: string, outcome: string) => events.filter((e) => e.action_id === actionId && e.outcome === outcome).length;
  await db
    .insertInto('responder_node_counts')
    .values([
      { responder_id: id, node_id: 'n_sale', entered: entries('a_sale_0', 'sent') },
      { responder_id: id, node_id: 'n_clicked', entered: entries('a_sale_0', 'clicked') },
      { responder_id: id, node_id: 'n_call', entered: entries('a_call_0', 'sent') },
      { responder_id: id, node_id: 'n_answered', entered: entries('a_call_0', 'answered') },
    ])
    .execute();

  await insertResponder(db, userId, 'Keyword opt-in', false, documentOf(OPT_IN), at);
  await insertResponder(db, userId, 'Missed call text-back', false, documentOf(MISSED_CALL), at);

  const greeting = refs.audio('greeting.wav');
  const onFly = { inboundForwardNumber: '+13125550143', outboundForwardNumber: '+13125550144', inboundMediaWithConfigs: { mediaId: greeting ?? null, audioBuilderConfigId: null } };
  await db.insertInto('responder_on_fly_settings').values({ user_id: userId, setting: JSON.stringify(onFly), updated_at: at }).execute();
}
