// The click-tracking upload through the app's client: the relay's per-session batch limit (429) or
// an expired session must not reach the user, since they never asked for the upload.
import { AxiosError, type AxiosResponse } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '@web/api/client';
import { sendClickEvents } from '@web/api/tracking-api';
import { setUp } from './fake-server';

describe('sendClickEvents', () => {
  afterEach(() => {
    api.defaults.adapter = undefined;
  });

  it('drops a refused batch without the rate-limit page, a toast or a sign-out', async () => {
    const hooks = setUp();
    for (const [status, data] of [
      [429, { code: 429, message: 'Too many requests, please try again later.' }],
      [401, { code: 401, message: 'Token expired!', errorCode: 'SESSION_EXPIRED' }],
    ] as const) {
      api.defaults.adapter = async (config) => {
        const response: AxiosResponse = { data, status, statusText: '', headers: {}, config };
        if (config.validateStatus?.(status) ?? (status >= 200 && status < 300)) return response;
        throw new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_REQUEST, config, {}, response);
      };
      // The batch is lost (the tracker swallows the rejection); only the side effects matter here.
      await sendClickEvents([{ target: 'Save', path: '/', at: '2026-03-01T10:00:00.000Z' }]).catch(() => undefined);
    }
    expect(hooks.navigate).not.toHaveBeenCalled();
    expect(hooks.notify).not.toHaveBeenCalled();
    expect(hooks.clearSession).not.toHaveBeenCalled();
  });
});
