// The web app's error reports (src/web/api/report.ts): the body the relay takes, masked and cut to
// size, and no more than the relay's budget allows: a crash loop sends one report, a burst five.
import { AxiosError, type AxiosResponse } from 'axios';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPORT_TEXT_MAX_CHARS, type ErrorReport } from '@domain/error-report';
import { api } from '@web/api/client';
import { REPORTS_PER_MINUTE, SAME_REPORT_AFTER_MS, createReporter, reportError } from '@web/api/report';
import { setUp } from './fake-server';

function reporter() {
  let now = 0;
  const send = vi.fn<(report: ErrorReport) => Promise<unknown>>(async () => undefined);
  const report = createReporter(send, () => now);
  return { send, report, pass: (ms: number) => (now += ms) };
}

describe('error reporter', () => {
  it('sends only the text, masked and cut to what the relay keeps', () => {
    const { send, report } = reporter();
    report(`{"otp":"123456"} ${'x'.repeat(10_000)}`);
    const body = send.mock.calls[0][0];
    expect(Object.keys(body)).toEqual(['text']);
    expect(body.text.startsWith('{"otp":"******"}')).toBe(true);
    expect(body.text.length).toBe(REPORT_TEXT_MAX_CHARS);
  });

  it('sends the same text once in ten minutes', () => {
    const { send, report, pass } = reporter();
    expect(report('Crash at /send')).toBe(true);
    pass(SAME_REPORT_AFTER_MS - 1);
    expect(report('Crash at /send')).toBe(false);
    pass(1);
    expect(report('Crash at /send')).toBe(true);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it(`sends at most ${REPORTS_PER_MINUTE} reports a minute, and nothing empty`, () => {
    const { send, report, pass } = reporter();
    for (let i = 0; i < 8; i++) report(`error ${i}`);
    expect(send).toHaveBeenCalledTimes(REPORTS_PER_MINUTE);
    expect(report('  ')).toBe(false);
    pass(60_000);
    expect(report('error 9')).toBe(true);
  });

  it('never fails because the relay does', async () => {
    const report = createReporter(async () => Promise.reject(new Error('429')));
    expect(() => report('x')).not.toThrow();
    await Promise.resolve();
  });
});

describe('reportError through the app client', () => {
  afterEach(() => {
    api.defaults.adapter = undefined;
  });

  /** Answers every call with `status`, settling it the way axios' own adapters do. */
  function answerWith(status: number, data: unknown) {
    const sent: string[] = [];
    api.defaults.adapter = async (config) => {
      sent.push(String(config.url));
      const response: AxiosResponse = { data, status, statusText: '', headers: {}, config };
      if (config.validateStatus?.(status) ?? (status >= 200 && status < 300)) return response;
      throw new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_REQUEST, config, {}, response);
    };
    return sent;
  }

  it('loses a report the relay refuses, without the rate-limit page, a toast or a sign-out', async () => {
    const hooks = setUp();
    for (const [status, data] of [
      [429, { code: 429, message: 'Too many requests, please try again later.' }],
      [401, { code: 401, message: 'Token expired!', errorCode: 'SESSION_EXPIRED' }],
      [500, { code: 500, message: 'Something went wrong! Please Contact us!' }],
    ] as const) {
      const sent = answerWith(status, data);
      reportError(`report answered ${status}`);
      await vi.waitFor(() => expect(sent).toEqual(['/slack-services']));
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(hooks.navigate).not.toHaveBeenCalled();
    expect(hooks.notify).not.toHaveBeenCalled();
    expect(hooks.clearSession).not.toHaveBeenCalled();
    expect(hooks.reload).not.toHaveBeenCalled();
  });
});
