// Fixtures for the api tests: a fake adapter that answers from a handler instead of the network,
// and app hooks made of spies, so each test reads like what a user would see.
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { vi } from 'vitest';
import { api, configureApi, type ApiHooks, type Toast } from '@web/api/client';

export type Reply = { status: number; data?: unknown } | 'network';

/** Every request the fake server received, with its body already serialised as axios sends it. */
export type Sent = InternalAxiosRequestConfig;

/** Routes every call of `api` to handler; returns the list of requests it received. */
export function serve(handler: (config: Sent) => Reply): Sent[] {
  const sent: Sent[] = [];
  api.defaults.adapter = async (config) => {
    sent.push(config);
    const reply = handler(config);
    if (reply === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    const response: AxiosResponse = { data: reply.data, status: reply.status, statusText: '', headers: {}, config };
    if (reply.status >= 200 && reply.status < 300) return response;
    const code = reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${reply.status}`, code, config, {}, response);
  };
  return sent;
}

export function fakeHooks(token: string | null = 'session-1') {
  return {
    getSessionToken: vi.fn<() => string | null>(() => token),
    clearSession: vi.fn<() => void>(),
    navigate: vi.fn<(path: string) => void>(),
    reload: vi.fn<() => void>(),
    notify: vi.fn<(toast: Toast) => void>(),
    report: vi.fn<(text: string) => void>(),
    onBillingMissing: vi.fn<() => void>(),
    onCreditShort: vi.fn<() => void>(),
  } satisfies ApiHooks;
}

/** Fresh hooks and flags for one test: configureApi resets the catalogue's memory. */
export function setUp(token: string | null = 'session-1') {
  const hooks = fakeHooks(token);
  configureApi(hooks);
  return hooks;
}

/** The texts of the error toasts shown so far. */
export function toasts(hooks: ReturnType<typeof fakeHooks>): (string | undefined)[] {
  return hooks.notify.mock.calls.map(([toast]) => toast.description);
}

/** Awaits a call expected to fail and returns what it rejected with. */
export async function failureOf(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}
