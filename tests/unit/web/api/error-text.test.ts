// The spec's error-text priority (001 §8): reason, error (a string), the body (a string), message,
// errorMessage, the raw error message, then "Something went wrong!". Each step is checked as the
// toast a user reads and as errorText() for callers that show errors themselves.
import { beforeEach, describe, expect, it } from 'vitest';
import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { api } from '@web/api/client';
import { ApiRequestError } from '@web/api/api-request-error';
import { errorText } from '@web/api/error-text';
import { failureOf, serve, setUp, toasts } from './fake-server';

let hooks: ReturnType<typeof setUp>;
beforeEach(() => {
  hooks = setUp();
});

async function shownFor(body: unknown): Promise<string | undefined> {
  serve(() => ({ status: 500, data: body }));
  await failureOf(api.get('/x'));
  return toasts(hooks).at(-1);
}

function axiosErrorWith(data: unknown): AxiosError {
  const config: InternalAxiosRequestConfig = { headers: new AxiosHeaders() };
  const response: AxiosResponse = { data, status: 500, statusText: '', headers: {}, config };
  return new AxiosError('Request failed with status code 500', AxiosError.ERR_BAD_RESPONSE, config, {}, response);
}

describe('error text priority', () => {
  it('1. reason comes first', async () => {
    const body = { reason: 'Route is closed', error: 'e', message: 'm', errorMessage: 'em' };
    expect(await shownFor(body)).toBe('Route is closed');
    expect(errorText(axiosErrorWith(body))).toBe('Route is closed');
  });

  it('2. then error, when it is a string', async () => {
    const body = { error: 'Unexpected error', message: 'm', errorMessage: 'em' };
    expect(await shownFor(body)).toBe('Unexpected error');
    expect(errorText(axiosErrorWith(body))).toBe('Unexpected error');
  });

  it('2b. an error that is not a string is skipped', async () => {
    expect(await shownFor({ error: { detail: 'x' }, message: 'Can not process' })).toBe('Can not process');
  });

  it('3. then the body itself, when it is a string', async () => {
    expect(await shownFor('Group contacts is not existed or deleted')).toBe('Group contacts is not existed or deleted');
    expect(errorText(axiosErrorWith('FAILED'))).toBe('FAILED');
  });

  it('4. then message', async () => {
    expect(await shownFor({ message: 'Get contact group failed', errorMessage: 'em' })).toBe('Get contact group failed');
  });

  it('5. then errorMessage', async () => {
    expect(await shownFor({ errorMessage: 'Unexpected error' })).toBe('Unexpected error');
    expect(errorText(axiosErrorWith({ errorMessage: 'Unexpected error' }))).toBe('Unexpected error');
  });

  it('6. then the raw error message', async () => {
    expect(await shownFor({})).toBe('Request failed with status code 500');
    expect(errorText(axiosErrorWith(null))).toBe('Request failed with status code 500');
    expect(errorText(new Error('boom'))).toBe('boom');
  });

  it('7. and "Something went wrong!" when nothing else is there', () => {
    expect(errorText(undefined)).toBe('Something went wrong!');
    expect(errorText({})).toBe('Something went wrong!');
  });

  it('an unreachable server reads "FAIL, Please check network again"', () => {
    const config: InternalAxiosRequestConfig = { headers: new AxiosHeaders() };
    expect(errorText(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {}))).toBe(
      'FAIL, Please check network again',
    );
  });

  it('a rejection of the client is read as its own message', () => {
    expect(errorText(new ApiRequestError({ message: 'Token expired!', status: 401 }))).toBe('Token expired!');
  });
});
