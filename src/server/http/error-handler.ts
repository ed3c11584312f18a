// One place that turns any failure into the ApiError body: the spec's text, the field named on a
// 400, never a stack trace. Client mistakes never become 500s; real 500s are logged with detail.
// clientErrorHandler covers what fails before Fastify has a request at all (Node's HTTP parser:
// a request line or headers over 16 KB, garbage instead of HTTP, a client too slow to send).
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
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

function errorCodeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

/**
 * Fastify's clientErrorHandler: Node's parser refused the request before routing, so the answer
 * is written to the socket by hand, in the API's shape: 431 for headers (or a query string) over
 * Node's 16 KB limit, 408 for a client too slow, 400 otherwise; always 'Can not process'.
 */
export function handleClientError(this: FastifyInstance, error: Error, socket: Socket) {
  const code = errorCodeOf(error);
  // A reset connection is gone already: nothing to answer.
  if (code === 'ECONNRESET' || socket.destroyed) return;
  const status = code === 'HPE_HEADER_OVERFLOW' ? 431 : code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body: ApiError = { code: status, message: messages.canNotProcess };
  const json = JSON.stringify(body);
  this.log.info({ err: error }, 'client error before routing');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}
