// The app hands its hooks to the transport layer at start, before the client (axios, zod) has
// loaded; the client loads later, with the first call, and works with them from its first request.
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { fakeHooks } from './fake-server';

describe('hooks handed over before the client loads', () => {
  it('are the ones the client sends the session with and hands a lost session to', async () => {
    vi.resetModules();
    const { setApiHooks } = await import('@web/api/api-hooks');
    const hooks = fakeHooks('session-9');
    setApiHooks(hooks);

    const { api } = await import('@web/api/client');
    const sent: InternalAxiosRequestConfig[] = [];
    api.defaults.adapter = async (config) => {
      sent.push(config);
      const data = { code: 401, message: 'Session expired', errorCode: 'SESSION_EXPIRED' };
      const response: AxiosResponse = { data, status: 401, statusText: '', headers: {}, config };
      throw new AxiosError('Request failed with status code 401', AxiosError.ERR_BAD_REQUEST, config, {}, response);
    };
    await api.get('/users/me').catch(() => undefined);

    expect(sent[0].headers.get('x-session-id')).toBe('session-9');
    expect(hooks.clearSession).toHaveBeenCalledTimes(1);
    expect(hooks.reload).toHaveBeenCalledTimes(1);
  });
});
