// The error tracker's calls (base /api/v1, docs/api.md "Error tracker"), typed by the zod schemas
// of src/domain the server validates with; every answer is parsed. Each takes an AbortSignal, so
// leaving the page (or closing an error's examples) cancels what is loading (001 §2).
import { errorExamplesAnswerSchema, errorTrackerAnswerSchema, type ErrorExamplesAnswer, type ErrorExamplesQuery, type ErrorTrackerAnswer, type ErrorTrackerRange } from '@domain/error-tracker';
import { api } from '@web/api/client';
import { parseAnswer } from '@web/api/parse-answer';

export async function getErrorGroups(range: ErrorTrackerRange, signal?: AbortSignal): Promise<ErrorTrackerAnswer> {
  const { data } = await api.get<unknown>('/error-tracker', { params: range, signal });
  return parseAnswer(errorTrackerAnswerSchema, data);
}

export async function getErrorExamples(query: ErrorExamplesQuery, signal?: AbortSignal): Promise<ErrorExamplesAnswer> {
  const { data } = await api.get<unknown>('/error-tracker/examples', { params: query, signal });
  return parseAnswer(errorExamplesAnswerSchema, data);
}
