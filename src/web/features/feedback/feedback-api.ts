// The calls of the feedback page (base /api/v1/feedback and /issue-tracker; decision 51), typed by the
// zod schemas of src/domain/tickets/feedback; every answer is parsed. Sending is multipart (the fields
// as parts, the screenshot as `screenshot`); form calls pass ignoreShowMessage.
import { feedbackEntrySchema, feedbackListSchema, issueListSchema, type FeedbackEntry, type FeedbackList, type IssueEntry, type IssueInput } from '@domain/tickets/feedback';
import { api } from '@web/api/client';
import { parseAnswer } from '@web/api/parse-answer';

const quiet = { ignoreShowMessage: true } as const;

export async function listFeedback(page: number, limit: number, signal?: AbortSignal): Promise<FeedbackList> {
  const { data } = await api.get<unknown>('/feedback', { params: { page, limit }, signal });
  return parseAnswer(feedbackListSchema, data);
}

export async function sendFeedback(fields: { rating: number; text: string; page: string }, screenshot: File | null): Promise<FeedbackEntry> {
  const form = new FormData();
  form.append('rating', String(fields.rating));
  form.append('text', fields.text);
  form.append('page', fields.page);
  if (screenshot) form.append('screenshot', screenshot, screenshot.name);
  const { data } = await api.post<unknown>('/feedback', form, quiet);
  return parseAnswer(feedbackEntrySchema, data);
}

export async function downloadScreenshot(id: number): Promise<Blob> {
  const { data } = await api.get<Blob>(`/feedback/${id}/screenshot`, { responseType: 'blob' });
  return data;
}

export async function feedbackToTicket(id: number): Promise<FeedbackEntry> {
  const { data } = await api.post<unknown>(`/feedback/${id}/ticket`);
  return parseAnswer(feedbackEntrySchema, data);
}

export async function feedbackToIssue(id: number, body: IssueInput): Promise<FeedbackEntry> {
  const { data } = await api.post<unknown>(`/feedback/${id}/issue`, body, quiet);
  return parseAnswer(feedbackEntrySchema, data);
}

export async function listIssues(signal?: AbortSignal): Promise<IssueEntry[]> {
  const { data } = await api.get<unknown>('/issue-tracker/entries', { signal });
  return parseAnswer(issueListSchema, data).items;
}
