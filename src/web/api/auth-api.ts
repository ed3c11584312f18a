// The authentication calls (001 §7; docs/api.md), typed by the zod schemas the server validates
// with. The login machine, the login-area forms and the session bootstrap use these, never `api`.
import { statusCheckSchema, type StatusCheck } from '@domain/api';
import type {
  ChangePasswordRequest,
  ForgotPasswordRequest,
  LoginRequest,
  ResetPasswordRequest,
} from '@domain/auth';
import {
  activeSessionsSchema,
  loginResponseSchema,
  messageResponseSchema,
  mfaStatusAnswerSchema,
  mfaStatusSchema,
  signOutOthersSchema,
  type ActiveSessions,
  type LoginResponse,
  type MessageResponse,
  type MfaStatus,
  type MfaStatusAnswer,
  type SignOutOthers,
} from '@domain/auth-api';
import { currentUserSchema, type CurrentUser } from '@domain/user';
import { api } from './client';
import { parseAnswer } from './parse-answer';

export interface LoginOptions {
  /** For a login form that shows failures next to its fields instead of as a toast. */
  ignoreShowMessage?: boolean;
  signal?: AbortSignal;
}

/**
 * A 401 rejects as an ApiRequestError for the login machine to branch on: errorCode PENDING_OTP asks
 * for the one-time code (never toasted), PASSWORD_EXPIRED carries jwtToken for the reset page, and
 * bad credentials or a blocked account carry the text to show.
 */
export async function login(body: LoginRequest, options: LoginOptions = {}): Promise<LoginResponse> {
  const { data } = await api.post<unknown>('/authentication/login', body, options);
  return parseAnswer(loginResponseSchema, data);
}

export async function logout(): Promise<void> {
  // Signing out with an already expired session is still signing out: no toast.
  await api.post('/authentication/logout', undefined, { ignoreShowMessage: true });
}

export async function forgotPassword(body: ForgotPasswordRequest): Promise<MessageResponse> {
  const { data } = await api.post<unknown>('/authentication/forgot-password', body);
  return parseAnswer(messageResponseSchema, data);
}

export async function resetPassword(body: ResetPasswordRequest): Promise<MessageResponse> {
  const { data } = await api.post<unknown>('/authentication/reset-password', body);
  return parseAnswer(messageResponseSchema, data);
}

/** The Security tab's form shows a refusal itself (under the field it names): ignoreShowMessage. */
export async function changePassword(body: ChangePasswordRequest, options: LoginOptions = {}): Promise<MessageResponse> {
  const { data } = await api.post<unknown>('/authentication/change-password', body, options);
  return parseAnswer(messageResponseSchema, data);
}

export async function getMfaStatus(signal?: AbortSignal): Promise<MfaStatus> {
  const { data } = await api.get<unknown>('/authentication/mfa-status', { signal });
  return parseAnswer(mfaStatusSchema, data);
}

/** Turning on without a code answers the pending secret (and its otpauth URL); with a code it confirms. */
export async function setMfaStatus(enable: boolean, otp?: string): Promise<MfaStatusAnswer> {
  const { data } = await api.post<unknown>('/authentication/mfa-status', otp ? { otp } : {}, {
    params: { isEnableMfa: String(enable) },
    ignoreShowMessage: true,
  });
  return parseAnswer(mfaStatusAnswerSchema, data);
}

export async function listSessions(signal?: AbortSignal): Promise<ActiveSessions> {
  const { data } = await api.get<unknown>('/authentication/sessions', { signal });
  return parseAnswer(activeSessionsSchema, data);
}

export async function signOutOtherSessions(): Promise<SignOutOthers> {
  const { data } = await api.post<unknown>('/authentication/sessions/sign-out-others', undefined, { ignoreShowMessage: true });
  return parseAnswer(signOutOthersSchema, data);
}

export async function getMe(): Promise<CurrentUser> {
  const { data } = await api.get<unknown>('/users/me');
  return parseAnswer(currentUserSchema, data);
}

/** Polled every minute by the version watch; a failed poll is silent and simply tried again. */
export async function statusCheck(): Promise<StatusCheck> {
  const { data } = await api.get<unknown>('/status-check', { ignoreShowMessage: true });
  return parseAnswer(statusCheckSchema, data);
}

