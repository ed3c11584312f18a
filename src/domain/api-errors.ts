// Machine-readable error causes (ApiError.errorCode) and the fixed texts of transport-level errors,
// shared by the server that answers them and the web app that reacts to them (001 §8).
export const errorCodes = {
  sessionExpired: 'SESSION_EXPIRED',
  pendingOtp: 'PENDING_OTP',
  otpInvalid: 'OTP_INVALID',
  passwordExpired: 'PASSWORD_EXPIRED',
  accountBlocked: 'ACCOUNT_BLOCKED',
  /** 423: too many failed sign-ins for this email; refused until the lock ends or a password reset. */
  accountLocked: 'ACCOUNT_LOCKED',
  forbidden: 'FORBIDDEN',
  billingRequired: 'BILLING_REQUIRED',
  notEnoughCredits: 'NOT_ENOUGH_CREDITS',
  rateLimited: 'RATE_LIMITED',
  notFound: 'NOT_FOUND',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

export const apiErrorTexts = {
  /** 412: the answer the web app matches to open the billing dialog (001 §8 Invoice). */
  billingRequired: 'Please update billing information first',
  /** 402 */
  notEnoughCredits: 'Not enough credits',
  /** 429 */
  tooManyRequests: 'Too many requests, please try again later.',
  /** 403 for a signed-in user lacking the role or permission. */
  forbidden: 'You do not have permission to do this',
  /** 404 under /api. */
  notFound: 'Not found',
} as const;
