// Answers are checked against the shared zod schemas, so a server that drifts from the contract
// fails here with a plain ApiRequestError instead of an undefined deep inside a screen.
import type { z } from 'zod';
import { messages } from '@domain/messages';
import { ApiRequestError } from './api-request-error';

export function parseAnswer<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  throw new ApiRequestError({ message: messages.somethingWentWrong, body: data });
}
