// Feedback (000 §2 "/feedback"; 001 §7 "issue-tracker posts (project, summary, description, issue
// type)"; decision 51): a form every user sends (rating, text, the page it is about, a screenshot);
// a Super-Admin reads the entries and turns one into a ticket of its author or into an entry of the
// issue tracker. Shared by the server's routes and the page's forms.
import { z } from 'zod';
import { messages } from '../messages';
import { queryInt } from '../query';
import { ticketAttachmentSchema } from './tickets';

export const FEEDBACK_PAGE_SIZE = 20;
export const FEEDBACK_TEXT_MAX = 5_000;
export const ISSUE_TYPES = ['Bug', 'Task', 'Story', 'Improvement'] as const;
export type IssueType = (typeof ISSUE_TYPES)[number];

export const feedbackMessages = {
  sent: 'Thank you for your feedback!',
  rating: 'Rating must be from 1 to 5',
  alreadyTicket: 'This feedback is already a ticket',
  alreadyIssue: 'This feedback is already in the issue tracker',
  project: 'Project must be a project key such as CAM',
  issueType: 'Issue type must be one of Bug, Task, Story, Improvement',
} as const;

const required = (label: string, max: number) =>
  z
    .string({ error: messages.required(label) })
    .trim()
    .min(1, messages.required(label))
    .max(max, `${label} ${messages.maxChars(max)}`);

/**
 * POST /feedback (multipart: these as text parts, the screenshot as `screenshot`). The rating
 * arrives as text from a form part, so it is read from text or number alike.
 */
export const feedbackInputSchema = z.object({
  rating: z.union([z.number(), z.string().regex(/^\d+$/, feedbackMessages.rating).transform(Number)], { error: feedbackMessages.rating }).pipe(
    z.number().int(feedbackMessages.rating).min(1, feedbackMessages.rating).max(5, feedbackMessages.rating),
  ),
  text: required('Text', FEEDBACK_TEXT_MAX),
  page: z.string().trim().max(500, `Page ${messages.maxChars(500)}`).default(''),
});
export type FeedbackInput = z.input<typeof feedbackInputSchema>;

export const feedbackQuerySchema = z.object({
  page: queryInt({ min: 1, max: 100_000, default: 1 }),
  limit: queryInt({ min: 1, max: 100, default: FEEDBACK_PAGE_SIZE }),
});

export const feedbackEntrySchema = z.object({
  id: z.number().int(),
  author: z.object({ id: z.number().int(), email: z.string() }),
  rating: z.number().int(),
  text: z.string(),
  page: z.string(),
  screenshot: ticketAttachmentSchema.nullable(),
  ticketId: z.number().int().nullable(),
  issueKey: z.string().nullable(),
  createdAt: z.string(),
});
export type FeedbackEntry = z.infer<typeof feedbackEntrySchema>;

export const feedbackListSchema = z.object({ items: z.array(feedbackEntrySchema), total: z.number().int() });
export type FeedbackList = z.infer<typeof feedbackListSchema>;

/** POST /feedback/{id}/issue: the issue-tracker post (001 §7). */
export const issueInputSchema = z.object({
  project: z
    .string({ error: messages.required('Project') })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z][A-Z0-9]{1,9}$/, feedbackMessages.project),
  summary: required('Summary', 255),
  description: z.string().trim().max(FEEDBACK_TEXT_MAX + 1_000, `Description ${messages.maxChars(FEEDBACK_TEXT_MAX + 1_000)}`).default(''),
  issueType: z.enum(ISSUE_TYPES, { error: feedbackMessages.issueType }),
});
export type IssueInput = z.input<typeof issueInputSchema>;

export const issueEntrySchema = z.object({
  id: z.number().int(),
  key: z.string(),
  project: z.string(),
  summary: z.string(),
  description: z.string(),
  issueType: z.enum(ISSUE_TYPES),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type IssueEntry = z.infer<typeof issueEntrySchema>;
export const issueListSchema = z.object({ items: z.array(issueEntrySchema) });
