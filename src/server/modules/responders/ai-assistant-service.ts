// AI assistant settings: what a send_message with source 'ai' answers with (001 §3 "AI assistant
// setting"). Knowledge-base files (2 MB each at most, 000 §5) are kept like media files: bytes
// under DATA_DIR/knowledge-base/<user>/<random key>, never on a public path, a row each. The demo
// answers with the built-in assistant (src/server/engine/ai-reply.ts). A setting a live responder
// uses is not deleted (409), like a media file a creative uses.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import {
  KNOWLEDGE_FILE_MAX_BYTES,
  KNOWLEDGE_FILES_MAX,
  KNOWLEDGE_TEXT_EXTENSIONS,
  aiMessages,
  aiSettingValuesSchema,
  type AiAssistantSetting,
  type AiDemoAnswer,
  type AiSettingValues,
  type aiAssistantSettingInputSchema,
  type aiDemoRequestSchema,
} from '@domain/responder-ai';
import { responderApiMessages } from '@domain/responder-api';
import type { AppContext } from '../../context';
import type { AiAssistantFileRow, AiAssistantSettingRow, Db } from '../../db/database';
import { badRequest, HttpError, notFound } from '../../http/errors';
import type { UploadedFile } from '../../http/multipart';
import { iso } from '../../lib/time';
import { aiReply, type KnowledgeText } from '../../engine/ai-reply';
import { cleanFileName } from '../contacts/import/uploads';

type SettingInput = z.output<typeof aiAssistantSettingInputSchema>;
type DemoInput = z.output<typeof aiDemoRequestSchema>;

const FILES_FIELD = 'knowledgeBaseFiles';
const knowledgeDir = (ctx: AppContext, userId: number) => path.join(ctx.config.dataDir, 'knowledge-base', String(userId));
const filePath = (ctx: AppContext, row: Pick<AiAssistantFileRow, 'user_id' | 'storage_key'>) => path.join(knowledgeDir(ctx, Number(row.user_id)), row.storage_key);
const settingMissing = () => notFound(responderApiMessages.aiSettingMissing);

export async function ownAiSetting(db: Db, userId: number, id: number): Promise<AiAssistantSettingRow> {
  const row = await db.selectFrom('ai_assistant_settings').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw settingMissing();
  return row;
}

export const readValues = (row: Pick<AiAssistantSettingRow, 'setting'>): AiSettingValues => aiSettingValuesSchema.parse(JSON.parse(row.setting));

async function view(db: Db, row: AiAssistantSettingRow): Promise<AiAssistantSetting> {
  const files = await db.selectFrom('ai_assistant_files').selectAll().where('setting_id', '=', Number(row.id)).orderBy('id').execute();
  const knowledgeBaseFiles = files.map((f) => ({ id: Number(f.id), fileName: f.file_name, contentType: f.content_type, sizeBytes: Number(f.size_bytes) }));
  return {
    id: Number(row.id),
    name: row.name,
    ...readValues(row),
    knowledgeBaseFiles,
    knowledgeBaseMap: Object.fromEntries(knowledgeBaseFiles.map((f) => [f.fileName, f.id])),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The knowledge files of a request, each checked: 400 naming the file when empty or over 2 MB. */
function knowledgeFiles(files: readonly UploadedFile[]): UploadedFile[] {
  const mine = files.filter((f) => f.field === FILES_FIELD).map((f) => ({ ...f, fileName: cleanFileName(f.fileName, 'knowledge') }));
  for (const file of mine) {
    if (file.bytes.length === 0) throw badRequest(FILES_FIELD, aiMessages.fileEmpty(file.fileName));
    if (file.bytes.length > KNOWLEDGE_FILE_MAX_BYTES) throw badRequest(FILES_FIELD, aiMessages.fileTooBig(file.fileName));
  }
  return mine;
}

export async function saveAiSetting(ctx: AppContext, userId: number, input: SettingInput, uploads: readonly UploadedFile[]): Promise<AiAssistantSetting> {
  const existing = input.id === undefined ? null : await ownAiSetting(ctx.db, userId, input.id);
  const incoming = knowledgeFiles(uploads);
  const stored = existing ? await ctx.db.selectFrom('ai_assistant_files').selectAll().where('setting_id', '=', Number(existing.id)).execute() : [];
  const kept = input.keepFileIds === undefined ? stored : stored.filter((f) => input.keepFileIds?.includes(Number(f.id)));
  if (kept.length + incoming.length > KNOWLEDGE_FILES_MAX) throw badRequest(FILES_FIELD, aiMessages.tooManyFiles);
  const dropped = stored.filter((f) => !kept.includes(f));
  const { id: _id, name, keepFileIds: _keep, ...values } = input;
  const at = iso(ctx.now());
  const dir = knowledgeDir(ctx, userId);
  await mkdir(dir, { recursive: true });
  const written = await Promise.all(
    incoming.map(async (f) => {
      const key = randomUUID();
      await writeFile(path.join(dir, key), f.bytes);
      return { ...f, key };
    }),
  );
  try {
    const settingId = await ctx.db.transaction().execute(async (trx) => {
      let id: number;
      if (existing) {
        id = Number(existing.id);
        await trx.updateTable('ai_assistant_settings').set({ name, setting: JSON.stringify(values), updated_at: at }).where('id', '=', id).execute();
      } else {
        const row = await trx
          .insertInto('ai_assistant_settings')
          .values({ user_id: userId, name, setting: JSON.stringify(values), created_at: at, updated_at: at })
          .returning('id')
          .executeTakeFirstOrThrow();
        id = Number(row.id);
      }
      if (dropped.length > 0) await trx.deleteFrom('ai_assistant_files').where('id', 'in', dropped.map((f) => Number(f.id))).execute();
      if (written.length > 0) {
        await trx
          .insertInto('ai_assistant_files')
          .values(written.map((f) => ({ setting_id: id, user_id: userId, file_name: f.fileName, content_type: f.contentType, size_bytes: f.bytes.length, storage_key: f.key, created_at: at })))
          .execute();
      }
      return id;
    });
    await Promise.all(dropped.map((f) => rm(filePath(ctx, f), { force: true })));
    return view(ctx.db, await ownAiSetting(ctx.db, userId, settingId));
  } catch (err) {
    await Promise.all(written.map((f) => rm(path.join(dir, f.key), { force: true })));
    throw err;
  }
}

export async function listAiSettings(ctx: AppContext, userId: number): Promise<{ items: AiAssistantSetting[] }> {
  const rows = await ctx.db.selectFrom('ai_assistant_settings').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute();
  return { items: await Promise.all(rows.map((r) => view(ctx.db, r))) };
}

export async function getAiSetting(ctx: AppContext, userId: number, id: number): Promise<AiAssistantSetting> {
  return view(ctx.db, await ownAiSetting(ctx.db, userId, id));
}

/** A live responder whose draft sends with this setting, by its title; null when none. */
async function usedBy(db: Db, userId: number, id: number): Promise<string | null> {
  const row = await db
    .selectFrom('responder_nodes as n')
    .innerJoin('responders as r', 'r.id', 'n.responder_id')
    .select('r.title')
    .where('r.user_id', '=', userId)
    .where('r.deleted_at', 'is', null)
    .where('n.deleted', '=', 0)
    .where((eb) => eb.or([eb('n.actions', 'like', `%"aiAssistantId":${id},%`), eb('n.actions', 'like', `%"aiAssistantId":${id}}%`)]))
    .executeTakeFirst();
  return row?.title ?? null;
}

export async function deleteAiSetting(ctx: AppContext, userId: number, id: number): Promise<void> {
  await ownAiSetting(ctx.db, userId, id);
  const user = await usedBy(ctx.db, userId, id);
  if (user) throw new HttpError(409, aiMessages.inUse(user));
  const files = await ctx.db.selectFrom('ai_assistant_files').selectAll().where('setting_id', '=', id).execute();
  await ctx.db.deleteFrom('ai_assistant_settings').where('id', '=', id).where('user_id', '=', userId).execute();
  await Promise.all(files.map((f) => rm(filePath(ctx, f), { force: true })));
}

const isText = (fileName: string) => KNOWLEDGE_TEXT_EXTENSIONS.some((ext) => fileName.toLowerCase().endsWith(`.${ext}`));

/** The stored knowledge files of a setting that read as text. */
export async function storedKnowledge(ctx: AppContext, settingId: number): Promise<KnowledgeText[]> {
  const files = await ctx.db.selectFrom('ai_assistant_files').selectAll().where('setting_id', '=', settingId).orderBy('id').execute();
  const texts = await Promise.all(
    files.filter((f) => isText(f.file_name)).map(async (f) => ({ fileName: f.file_name, text: await readFile(filePath(ctx, f), 'utf8').catch(() => '') })),
  );
  return texts.filter((t) => t.text !== '');
}

export async function demoAiSetting(ctx: AppContext, userId: number, input: DemoInput, uploads: readonly UploadedFile[]): Promise<AiDemoAnswer> {
  const saved = input.settingId === undefined ? null : await ownAiSetting(ctx.db, userId, input.settingId);
  const base = saved ? readValues(saved) : aiSettingValuesSchema.parse({});
  const { settingId: _s, message, ...typed } = input;
  const values = aiSettingValuesSchema.parse({ ...base, ...Object.fromEntries(Object.entries(typed).filter(([, v]) => v !== undefined)) });
  const sent = knowledgeFiles(uploads)
    .filter((f) => isText(f.fileName))
    .map((f) => ({ fileName: f.fileName, text: f.bytes.toString('utf8') }));
  const knowledge = [...(saved ? await storedKnowledge(ctx, Number(saved.id)) : []), ...sent];
  return aiReply(values, message, knowledge);
}

/** Used by ai-reply callers that only have an id: the values and knowledge of one setting. */
export async function aiSettingForReply(ctx: AppContext, userId: number, id: number): Promise<{ values: AiSettingValues; knowledge: KnowledgeText[] } | null> {
  const row = await ctx.db.selectFrom('ai_assistant_settings').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) return null;
  return { values: readValues(row), knowledge: await storedKnowledge(ctx, id) };
}
