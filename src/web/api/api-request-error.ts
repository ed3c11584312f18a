// The one error shape every failed call rejects with, so machines and forms can branch on status,
// field or errorCode without knowing axios exists. Its message is already the text a user may read.

export interface ApiRequestErrorInit {
  message: string;
  /** HTTP status, or the body's code for a 2xx answer that carries one; absent for network and cancel. */
  status?: number;
  /** Dotted path of the offending field for a 400 (src/domain/api.ts). */
  field?: string;
  /** Machine-readable cause such as "PENDING_OTP", "PASSWORD_EXPIRED", "SESSION_EXPIRED". */
  errorCode?: string;
  /** The reset token a 401 carries when the password expired. */
  jwtToken?: string;
  /** True when the caller aborted the request; such failures are never shown. */
  cancelled?: boolean;
  /** The raw response body, for the few screens that read more than the message. */
  body?: unknown;
}

export class ApiRequestError extends Error {
  readonly status: number | undefined;
  readonly field: string | undefined;
  readonly errorCode: string | undefined;
  readonly jwtToken: string | undefined;
  readonly cancelled: boolean;
  readonly body: unknown;

  constructor(init: ApiRequestErrorInit) {
    super(init.message);
    this.name = 'ApiRequestError';
    this.status = init.status;
    this.field = init.field;
    this.errorCode = init.errorCode;
    this.jwtToken = init.jwtToken;
    this.cancelled = init.cancelled ?? false;
    this.body = init.body;
  }
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}
