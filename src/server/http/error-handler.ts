// One place that turns any failure into the ApiError body: the spec's text, the field named on a
// 400, never a stack trace. Client mistakes never become 500s; real 500s are logged with detail.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '@domain/api';
import { messages } from '@domain/messages';
import { HttpError } from './errors';
import { describeIssue, issuePath } from './validation';

function send(reply: FastifyReply, body: ApiError) {
  return reply.code(body.code).type('application/json').send(body);
}

function hasStatus(error: unknown): error is { statusCode: number } {
  return typeof error === 'object' && error !== null && 'statusCode' in error && typeof error.statusCode === 'number';
}

export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return send(reply, { code: error.statusCode, message: error.message, ...error.fields });
  }
  if ('validation' in error && Array.isArray(error.validation) && error.validation.length > 0) {
    const first = error.validation[0];
    const { field, message } = describeIssue(issuePath(first), first.message ?? messages.incorrectFormat);
    return send(reply, { code: 400, message, ...(field ? { field } : {}) });
  }
  // Fastify's own client errors: malformed JSON, body too large, unsupported media type, ...
  if (hasStatus(error) && error.statusCode >= 400 && error.statusCode < 500) {
    request.log.info({ err: error }, 'client error');
    return send(reply, { code: error.statusCode, message: messages.canNotProcess });
  }
  request.log.error({ err: error }, 'unexpected error');
  return send(reply, { code: 500, message: messages.contactUs });
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(handleError);
}
