// The web app's one HTTP client and the only file that imports axios. Every call goes through
// `api`, so the session header, the trimming of texts and the whole transport error catalogue
// (001 §7, §8) happen here once; callers get data or an ApiRequestError, never an axios type.
import axios, { type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { API_BASE, SESSION_HEADER } from '@domain/api';
import { apiHooks, setApiHooks, type ApiHooks } from './api-hooks';
import { createErrorCatalogue, type ErrorCatalogue, type Failure, type RequestInfo } from './error-catalogue';
import { reportError } from './report';
import { trimRequestStrings } from './trim-request-strings';

export type { ApiHooks, Toast, ToastType } from './api-hooks';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The failure still rejects, but no toast: the caller shows it in its own way (or not at all). */
    ignoreShowMessage?: boolean;
  }
}

export const api = axios.create({ baseURL: API_BASE, withCredentials: true });

// The catalogue keeps flags (402 seen, session expiry handled, last 429) for one set of hooks.
let catalogueHooks: ApiHooks | null = null;
let catalogue: ErrorCatalogue | null = null;

function currentCatalogue(): ErrorCatalogue {
  const hooks = apiHooks();
  if (!catalogue || hooks !== catalogueHooks) {
    catalogue = createErrorCatalogue(withDefaultReport(hooks));
    catalogueHooks = hooks;
  }
  return catalogue;
}

/**
 * Hands the client the app's session store, router, toast and billing flags (as setApiHooks does).
 * Each call starts with fresh flags (402 seen, session expiry handled, last 429).
 */
export function configureApi(next: ApiHooks): void {
  setApiHooks(next);
  catalogue = null;
}

/** Call after a successful login, so a later expired session is reported and reloaded again. */
export function resetSessionExpiredFlag(): void {
  currentCatalogue().resetSessionExpired();
}

function withDefaultReport(given: ApiHooks): Required<ApiHooks> {
  // report.ts imports `api` from here; the arrow defers the call, so the import cycle is harmless.
  return { ...given, report: given.report ?? ((text) => reportError(text)) };
}

// Synchronous, so the header is read the moment a call starts: a report sent just before the
// session is cleared still carries the token it was made with.
api.interceptors.request.use(
  (config) => {
    const token = apiHooks().getSessionToken();
    if (token) config.headers.set(SESSION_HEADER, token);
    config.data = trimRequestStrings(config.data);
    config.params = trimRequestStrings(config.params);
    return config;
  },
  undefined,
  { synchronous: true },
);

api.interceptors.response.use(
  (response: AxiosResponse) => {
    const failure = currentCatalogue().answered(requestInfo(response.config), response.data);
    return failure ? Promise.reject(failure) : response;
  },
  (error: unknown) => Promise.reject(currentCatalogue().failed(toFailure(error))),
);

function requestInfo(config: InternalAxiosRequestConfig | undefined): RequestInfo {
  return {
    method: (config?.method ?? 'get').toUpperCase(),
    url: config?.url ?? '',
    requestBody: config?.data,
    ignoreShowMessage: config?.ignoreShowMessage ?? false,
  };
}

function toFailure(error: unknown): Failure {
  if (axios.isCancel(error)) return { kind: 'cancelled', ...requestInfo(error.config) };
  if (axios.isAxiosError(error)) {
    const request = requestInfo(error.config);
    if (!error.response) return { kind: 'network', ...request };
    return { kind: 'http', ...request, status: error.response.status, body: error.response.data, rawMessage: error.message };
  }
  const rawMessage = error instanceof Error ? error.message : '';
  return { kind: 'other', ...requestInfo(undefined), rawMessage };
}
