// Errors as values the client can act on: each carries the HTTP status and the ApiError fields
// (src/domain/api.ts). Services throw these; the error handler turns them into the JSON answer.
import { apiErrorTexts, errorCodes } from '@domain/api-errors';
import type { ApiError } from '@domain/api';
import { authMessages } from '@domain/auth';

export type HttpErrorFields = Pick<ApiError, 'field' | 'errorCode' | 'jwtToken' | 'problems'>;

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields: HttpErrorFields = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** A 400 naming the field; the message is already the full user-facing text. */
export const badRequest = (field: string, message: string) => new HttpError(400, message, { field });

export const sessionExpired = () =>
  new HttpError(401, authMessages.tokenExpired, { errorCode: errorCodes.sessionExpired });

export const forbidden = (message: string = apiErrorTexts.forbidden, errorCode: string = errorCodes.forbidden) =>
  new HttpError(403, message, { errorCode });

export const notFound = (message: string = apiErrorTexts.notFound) =>
  new HttpError(404, message, { errorCode: errorCodes.notFound });

export const billingRequired = () =>
  new HttpError(412, apiErrorTexts.billingRequired, { errorCode: errorCodes.billingRequired });

export const tooManyRequests = () =>
  new HttpError(429, apiErrorTexts.tooManyRequests, { errorCode: errorCodes.rateLimited });

/** Thrown by the ledger when a charge exceeds the balance; answered 402. */
export class InsufficientCreditError extends HttpError {
  constructor(
    readonly requiredCents: number,
    readonly userId: number,
  ) {
    super(402, apiErrorTexts.notEnoughCredits, { errorCode: errorCodes.notEnoughCredits });
    this.name = 'InsufficientCreditError';
  }
}
