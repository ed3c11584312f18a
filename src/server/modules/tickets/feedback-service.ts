// Feedback (000 §2 "/feedback"; decision 51): every user sends entries (rating, text, page, an
// optional screenshot); a user lists their own, a Super-Admin everyone's. A Super-Admin turns an
// entry into a ticket of its author (the text as the first message, the screenshot attached) or
// files it in the issue tracker (ctx.issueTracker, the built-in one by default), once each.
import { SCREENSHOT_TYPES, attachmentMessages } from '@domain/tickets/attachments';
import { feedbackMessages, issueEntrySchema, type FeedbackEntry, type FeedbackList, type IssueEntry } from '@domain/tickets/feedback';
import type { AppContext } from '../../context';
import { badRequest, HttpError, notFound } from '../../http/errors';
import type { UploadedFile } from '../../http/multipart';
import { checkFiles, feedbackDir, readStored, removeStored, storeFile } from './attachment-files';
import { openTicket } from './tickets-service';
import type { Viewer } from './tickets-repo';

type Ctx = Pick<AppContext, 'db' | 'now' | 'config'>;

function entries(ctx: Ctx, viewer: Viewer) {
  const q = ctx.db.selectFrom('feedback_entries').innerJoin('users', 'users.id', 'feedback_entries.user_id');
  return viewer.support ? q : q.where('feedback_entries.user_id', '=', viewer.id);
}

type EntryRow = Awaited<ReturnType<typeof findEntry>>;
async function findEntry(ctx: Ctx, viewer: Viewer, id: number) {
  const row = await entries(ctx, viewer).selectAll('feedback_entries').select('users.email as author_email').where('feedback_entries.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

const entryOf = (r: EntryRow): FeedbackEntry => ({
  id: Number(r.id),
  author: { id: Number(r.user_id), email: r.author_email },
  rating: Number(r.rating),
  text: r.text,
  page: r.page,
  screenshot:
    r.screenshot_key === null ? null : { id: Number(r.id), fileName: r.screenshot_name ?? 'screenshot', contentType: r.screenshot_type ?? 'image/png', sizeBytes: Number(r.screenshot_size ?? 0) },
  ticketId: r.ticket_id === null ? null : Number(r.ticket_id),
  issueKey: r.issue_key,
  createdAt: r.created_at,
});

export async function listFeedback(ctx: Ctx, viewer: Viewer, page: number, limit: number): Promise<FeedbackList> {
  const total = await entries(ctx, viewer).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await entries(ctx, viewer)
    .selectAll('feedback_entries')
    .select('users.email as author_email')
    .orderBy('feedback_entries.id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  return { items: rows.map(entryOf), total: Number(total.n) };
}

export async function sendFeedback(ctx: Ctx, viewer: Viewer, body: { rating: number; text: string; page: string }, uploads: readonly UploadedFile[]): Promise<FeedbackEntry> {
  if (uploads.length > 1) throw badRequest('screenshot', attachmentMessages.tooMany);
  const [shot] = checkFiles(uploads, 'screenshot', SCREENSHOT_TYPES, attachmentMessages.screenshotType);
  const key = shot ? await storeFile(feedbackDir(ctx), shot.bytes) : null;
  try {
    const row = await ctx.db
      .insertInto('feedback_entries')
      .values({
        user_id: viewer.id,
        rating: body.rating,
        text: body.text,
        page: body.page,
        screenshot_name: shot?.fileName ?? null,
        screenshot_type: shot?.contentType ?? null,
        screenshot_size: shot?.bytes.length ?? null,
        screenshot_key: key,
        created_at: ctx.now().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return entryOf(await findEntry(ctx, viewer, Number(row.id)));
  } catch (err) {
    if (key) await removeStored(feedbackDir(ctx), key);
    throw err;
  }
}

export async function readScreenshot(ctx: Ctx, viewer: Viewer, id: number) {
  const row = await findEntry(ctx, viewer, id);
  if (row.screenshot_key === null) throw notFound();
  return { fileName: row.screenshot_name ?? 'screenshot', contentType: row.screenshot_type ?? 'image/png', bytes: await readStored(feedbackDir(ctx), row.screenshot_key) };
}

/** POST /feedback/{id}/ticket (Super-Admin): a ticket of the entry's author, the screenshot attached. */
export async function feedbackToTicket(ctx: Ctx, viewer: Viewer, id: number): Promise<FeedbackEntry> {
  const row = await findEntry(ctx, viewer, id);
  if (row.ticket_id !== null) throw new HttpError(409, feedbackMessages.alreadyTicket);
  const firstLine = row.text.split('\n')[0]?.trim() ?? '';
  const subject = `Feedback: ${firstLine.length > 80 ? `${firstLine.slice(0, 79)}…` : firstLine}`;
  const message = [row.text, '', `Rating: ${row.rating}/5`, row.page ? `Page: ${row.page}` : null].filter((l) => l !== null).join('\n');
  const files =
    row.screenshot_key === null
      ? []
      : [{ fileName: row.screenshot_name ?? 'screenshot', contentType: row.screenshot_type ?? 'image/png', bytes: await readStored(feedbackDir(ctx), row.screenshot_key) }];
  const ticketId = await openTicket(ctx, Number(row.user_id), subject, message, files);
  await ctx.db.updateTable('feedback_entries').set({ ticket_id: ticketId }).where('id', '=', id).execute();
  return entryOf(await findEntry(ctx, viewer, id));
}

/** POST /feedback/{id}/issue (Super-Admin): files the entry in the issue tracker; keeps the key. */
export async function feedbackToIssue(
  ctx: Ctx & Pick<AppContext, 'issueTracker'>,
  viewer: Viewer & { email: string },
  id: number,
  post: { project: string; summary: string; description: string; issueType: IssueEntry['issueType'] },
): Promise<FeedbackEntry> {
  const row = await findEntry(ctx, viewer, id);
  if (row.issue_key !== null) throw new HttpError(409, feedbackMessages.alreadyIssue);
  const { key } = await ctx.issueTracker.create({ ...post, reporter: viewer.email });
  await ctx.db.updateTable('feedback_entries').set({ issue_key: key }).where('id', '=', id).execute();
  return entryOf(await findEntry(ctx, viewer, id));
}

/** GET /issue-tracker/entries (Super-Admin): the built-in tracker's issues, newest first. */
export async function listIssues(ctx: Ctx): Promise<{ items: IssueEntry[] }> {
  const rows = await ctx.db.selectFrom('issue_tracker_entries').selectAll().orderBy('id', 'desc').limit(500).execute();
  return {
    items: rows.map((r) =>
      issueEntrySchema.parse({ id: Number(r.id), key: r.key, project: r.project, summary: r.summary, description: r.description, issueType: r.issue_type, createdBy: r.created_by, createdAt: r.created_at }),
    ),
  };
}
