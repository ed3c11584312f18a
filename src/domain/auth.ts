// Auth requests shared by the login-area forms, the login machine and the server's auth routes.
// Limits and texts are the spec's (000 §5 Login; 001 §7 Authentication).
import { z } from 'zod';
import { messages } from './messages';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 30;
export const ONE_TIME_CODE_LENGTH = 6;

export const authMessages = {
  emailInvalid: 'Email is invalid',
  passwordInvalid: 'Password is invalid',
  confirmNotMatched: 'Confirm password not matched',
  forgotSuccess: 'Request success. Please check your email.',
  resetSuccess: "Password has been reset successfully! You'll be redirected to login page in a few seconds",
  tokenExpired: 'Token expired!',
  pendingOtp: 'Pending OTP',
  otpInvalid: 'One-time code is invalid',
  credentialsWrong: 'Email or password is incorrect',
  passwordExpired: 'Your password has expired and must be changed',
  resetTokenInvalid: 'The reset link is invalid or has expired',
  currentPasswordWrong: 'Current password is incorrect',
  /** 423 on login while the account is locked after too many wrong passwords or one-time codes. */
  accountLocked: 'Too many failed attempts. Your account is temporarily locked; try again later or reset your password.',
} as const;

const email = z
  .string({ error: messages.required('Email') })
  .trim()
  .min(1, messages.required('Email'))
  .pipe(z.email({ error: authMessages.emailInvalid }));

const password = z
  .string({ error: messages.required('Password') })
  .min(1, messages.required('Password'))
  .min(PASSWORD_MIN, authMessages.passwordInvalid)
  .max(PASSWORD_MAX, authMessages.passwordInvalid);

export const oneTimeCodeSchema = z
  .string({ error: messages.required('One-time code') })
  .trim()
  .length(ONE_TIME_CODE_LENGTH, `One-time code ${messages.minChars(ONE_TIME_CODE_LENGTH)}`);

export const loginSchema = z.object({
  email,
  password,
  otp: oneTimeCodeSchema.optional(),
});
export type LoginRequest = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordSchema>;

/** The form has a confirm field; the call sends only password and token (001 §7). */
export const resetPasswordFormSchema = z
  .object({ password, confirmPassword: z.string({ error: messages.required('Confirm password') }) })
  .refine((v) => v.password === v.confirmPassword, {
    message: authMessages.confirmNotMatched,
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const resetPasswordSchema = z.object({
  password,
  token: z.string({ error: messages.required('Token') }).min(1, messages.required('Token')),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({ currentPassword: password, newPassword: password, confirmPassword: password })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: authMessages.confirmNotMatched,
    path: ['confirmPassword'],
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordSchema>;

export const mfaStatusQuerySchema = z.object({
  isEnableMfa: z.enum(['true', 'false']).transform((v) => v === 'true'),
});
export const mfaStatusBodySchema = z.object({ otp: oneTimeCodeSchema.optional() });
