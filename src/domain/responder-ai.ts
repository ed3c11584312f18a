// AI assistant settings (000 §3 "knowledge-base settings", 001 §3 "AI assistant setting", §7
// aiAssistantSetting and its demo): what a send_message with source 'ai' answers a contact with.
// Both calls take multipart (the JSON of the request in the part `setting`, knowledge-base files
// in parts `knowledgeBaseFiles`, at most 2 MB each: 000 §5) or plain JSON without files.
import { z } from 'zod';
import { messages } from './messages';
import { queryInt } from './query';

export const KNOWLEDGE_FILE_MAX_BYTES = 2 * 1024 * 1024;
export const KNOWLEDGE_FILES_MAX = 10;
/** Knowledge files the demo and the runtime read as text; others are kept but only named. */
export const KNOWLEDGE_TEXT_EXTENSIONS = ['txt', 'md', 'csv', 'json'] as const;
export const AI_MAX_CHARS_DEFAULT = 160;

export const aiMessages = {
  fileTooBig: (name: string) => `Knowledge base files: ${name} is over 2 MB; each file may be at most 2 MB`,
  tooManyFiles: `Knowledge base files must be at most ${KNOWLEDGE_FILES_MAX}`,
  fileEmpty: (name: string) => `Knowledge base files: ${name} is empty`,
  inUse: (responder: string) => `This AI assistant setting is used by the responder ${responder}; change it there first`,
} as const;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} ${messages.incorrectFormat}` })
    .trim()
    .max(max, `${label} ${messages.maxChars(max)}`);

/** The setting's fields as typed; the demo takes any of them, a saved setting all (with defaults). */
const typedFields = {
  category: text('Category', 200),
  goal: text('Goal', 1000),
  target: text('Target', 1000),
  bannedWords: z
    .array(z.string().trim().min(1, messages.required('Banned word')).max(100, `Banned word ${messages.maxChars(100)}`))
    .max(200, `Banned words ${messages.atMost(200)}`),
  instructions: text('Instructions', 4000),
  winningCreative: text('Winning creative', 9000),
  maxCharCount: z
    .number({ error: `Max char count ${messages.numberType}` })
    .int(`Max char count ${messages.integer}`)
    .min(20, `Max char count ${messages.atLeast(20)}`)
    .max(1000, `Max char count ${messages.atMost(1000)}`),
};

const settingFields = {
  category: typedFields.category.default(''),
  goal: typedFields.goal.default(''),
  target: typedFields.target.default(''),
  bannedWords: typedFields.bannedWords.default([]),
  instructions: typedFields.instructions.default(''),
  winningCreative: typedFields.winningCreative.default(''),
  maxCharCount: typedFields.maxCharCount.default(AI_MAX_CHARS_DEFAULT),
};

const nameSchema = z
  .string({ error: messages.required('Name') })
  .trim()
  .min(1, messages.required('Name'))
  .max(200, `Name ${messages.maxChars(200)}`);

/** POST /aiAssistantSetting: create (no id) or update; keepFileIds drops the files not listed. */
export const aiAssistantSettingInputSchema = z.object({
  id: z.number().int().positive().optional(),
  name: nameSchema,
  ...settingFields,
  keepFileIds: z.array(z.number().int().positive()).max(KNOWLEDGE_FILES_MAX).optional(),
});
export type AiAssistantSettingInput = z.input<typeof aiAssistantSettingInputSchema>;

/** What is stored as JSON beside the name. */
export const aiSettingValuesSchema = z.object(settingFields);
export type AiSettingValues = z.infer<typeof aiSettingValuesSchema>;

export const knowledgeFileSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
});
export type KnowledgeFile = z.infer<typeof knowledgeFileSchema>;

export const aiAssistantSettingSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  goal: z.string(),
  target: z.string(),
  bannedWords: z.array(z.string()),
  instructions: z.string(),
  winningCreative: z.string(),
  maxCharCount: z.number().int(),
  knowledgeBaseFiles: z.array(knowledgeFileSchema),
  /** The spec's map: each knowledge file's name to its id. */
  knowledgeBaseMap: z.record(z.string(), z.number().int()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AiAssistantSetting = z.infer<typeof aiAssistantSettingSchema>;
export const aiAssistantSettingListSchema = z.object({ items: z.array(aiAssistantSettingSchema) });
export const aiSettingQuerySchema = z.object({ id: queryInt({ min: 1, max: 2_147_483_647 }) });

/**
 * POST /aiAssistantSetting/demo: try a setting on a message: the saved one (settingId) with any
 * field typed here instead of its own, or only what is typed; the saved one's knowledge files are
 * read with the files sent.
 */
export const aiDemoRequestSchema = z.object({
  settingId: z.number().int().positive().optional(),
  category: typedFields.category.optional(),
  goal: typedFields.goal.optional(),
  target: typedFields.target.optional(),
  bannedWords: typedFields.bannedWords.optional(),
  instructions: typedFields.instructions.optional(),
  winningCreative: typedFields.winningCreative.optional(),
  maxCharCount: typedFields.maxCharCount.optional(),
  message: z
    .string({ error: messages.required('Message') })
    .trim()
    .min(1, messages.required('Message'))
    .max(2000, `Message ${messages.maxChars(2000)}`),
});
export type AiDemoRequest = z.input<typeof aiDemoRequestSchema>;

export const aiDemoAnswerSchema = z.object({
  reply: z.string(),
  characters: z.number().int(),
  /** The knowledge file the answer came from, if one matched the message. */
  knowledgeFile: z.string().nullable(),
  /** Banned words taken out of the reply. */
  removedWords: z.array(z.string()),
});
export type AiDemoAnswer = z.infer<typeof aiDemoAnswerSchema>;
