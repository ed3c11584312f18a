// The calls of the tickets pages (base /api/v1/tickets; decision 51), typed by the zod schemas of
// src/domain/tickets the server validates with; every answer is parsed. Create and reply send
// multipart/form-data (the text fields as parts, the files as `files`); form calls pass
// ignoreShowMessage: the form shows their refusal under the field it names.
import { ticketListSchema, ticketSchema, type Ticket, type TicketFilter, type TicketList, type TicketStatus } from '@domain/tickets/tickets';
import { api } from '@web/api/client';
import { parseAnswer } from '@web/api/parse-answer';

const quiet = { ignoreShowMessage: true } as const;

function formOf(fields: Record<string, string>, files: readonly File[]): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) form.append('files', file, file.name);
  return form;
}

export async function listTickets(query: { status: TicketFilter; search?: string; page: number; limit: number }, signal?: AbortSignal): Promise<TicketList> {
  const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
  const { data } = await api.get<unknown>('/tickets', { params, signal });
  return parseAnswer(ticketListSchema, data);
}

export async function getTicket(id: number, signal?: AbortSignal): Promise<Ticket> {
  const { data } = await api.get<unknown>(`/tickets/${id}`, { signal, ...quiet });
  return parseAnswer(ticketSchema, data);
}

export async function createTicket(subject: string, message: string, files: readonly File[]): Promise<Ticket> {
  const { data } = await api.post<unknown>('/tickets', formOf({ subject, message }, files), quiet);
  return parseAnswer(ticketSchema, data);
}

export async function replyToTicket(id: number, message: string, files: readonly File[]): Promise<Ticket> {
  const { data } = await api.post<unknown>(`/tickets/${id}/replies`, formOf({ message }, files), quiet);
  return parseAnswer(ticketSchema, data);
}

export async function setTicketStatus(id: number, status: TicketStatus): Promise<Ticket> {
  const { data } = await api.put<unknown>(`/tickets/${id}/status`, { status });
  return parseAnswer(ticketSchema, data);
}

/** An attachment's bytes, to save under its name. */
export async function downloadAttachment(ticketId: number, attachmentId: number): Promise<Blob> {
  const { data } = await api.get<Blob>(`/tickets/${ticketId}/attachments/${attachmentId}`, { responseType: 'blob' });
  return data;
}
