// The transport error catalogue (001 §8) as a user meets it: which toast shows, where the app goes,
// whether the page reloads, and what text the failed call carries.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, configureApi, resetSessionExpiredFlag } from '@web/api/client';
import { ApiRequestError, isApiRequestError } from '@web/api/api-request-error';
import { failureOf, fakeHooks, serve, setUp, toasts } from './fake-server';

let hooks: ReturnType<typeof setUp>;
beforeEach(() => {
  hooks = setUp();
});

describe('412 billing not verified', () => {
  it('raises the missing-billing flag and shows nothing', async () => {
    serve(() => ({ status: 412, data: { code: 412, message: 'Please update billing information first' } }));
    const error = await failureOf(api.post('/campaigns/send', {}));
    expect(hooks.onBillingMissing).toHaveBeenCalledTimes(1);
    expect(hooks.notify).not.toHaveBeenCalled();
    expect(error).toMatchObject({ status: 412, message: 'Please update billing information first' });
  });
});

describe('402 not enough credit', () => {
  it('flags the short balance on the first 402 only, and shows no toast', async () => {
    serve(() => ({ status: 402, data: { code: 402, message: 'Not enough credit' } }));
    await failureOf(api.post('/campaigns/send', {}));
    await failureOf(api.post('/campaigns/send', {}));
    await failureOf(api.post('/dids/buy', {}));
    expect(hooks.onCreditShort).toHaveBeenCalledTimes(1);
    expect(hooks.notify).not.toHaveBeenCalled();
  });
});

describe('429 rate limited', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens /429 at most once per 200 ms', async () => {
    vi.useFakeTimers();
    serve(() => ({ status: 429, data: { code: 429, message: 'Too many requests' } }));
    await Promise.all([failureOf(api.get('/a')), failureOf(api.get('/b')), failureOf(api.get('/c'))]);
    expect(hooks.navigate).toHaveBeenCalledTimes(1);
    expect(hooks.navigate).toHaveBeenCalledWith('/429');

    vi.advanceTimersByTime(199);
    await failureOf(api.get('/d'));
    expect(hooks.navigate).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1);
    await failureOf(api.get('/e'));
    expect(hooks.navigate).toHaveBeenCalledTimes(2);
    expect(hooks.notify).not.toHaveBeenCalled();
  });
});

describe('401 outside login', () => {
  it('with a reset token: clears the session and opens the required password reset', async () => {
    serve(() => ({
      status: 401,
      data: { code: 401, message: 'Your password has expired and must be changed', errorCode: 'PASSWORD_EXPIRED', jwtToken: 'a+b/c=' },
    }));
    const error = await failureOf(api.get('/users/me'));
    expect(hooks.clearSession).toHaveBeenCalledTimes(1);
    expect(hooks.navigate).toHaveBeenCalledWith('/reset-password?token=a%2Bb%2Fc%3D&required=true');
    expect(hooks.reload).not.toHaveBeenCalled();
    expect(error).toMatchObject({ status: 401, jwtToken: 'a+b/c=' });
  });

  it('without one: reports, signs out and reloads once, and the calls fail with "Token expired!"', async () => {
    serve(() => ({ status: 401, data: { code: 401, message: 'Session expired', errorCode: 'SESSION_EXPIRED' } }));
    const [first, second] = await Promise.all([failureOf(api.get('/users/me')), failureOf(api.get('/campaigns'))]);
    expect(hooks.report).toHaveBeenCalledTimes(1);
    expect(hooks.report.mock.calls[0][0]).toContain('Token expired!');
    expect(hooks.clearSession).toHaveBeenCalledTimes(1);
    expect(hooks.reload).toHaveBeenCalledTimes(1);
    expect(hooks.notify).not.toHaveBeenCalled();
    expect(first).toBeInstanceOf(Error);
    expect(first).toMatchObject({ message: 'Token expired!', status: 401 });
    expect(second).toMatchObject({ message: 'Token expired!' });
  });

  it('is handled again after a later successful login resets the flag', async () => {
    serve(() => ({ status: 401, data: { code: 401, message: 'Session expired' } }));
    await failureOf(api.get('/users/me'));
    await failureOf(api.get('/users/me'));
    expect(hooks.reload).toHaveBeenCalledTimes(1);
    resetSessionExpiredFlag();
    await failureOf(api.get('/users/me'));
    expect(hooks.reload).toHaveBeenCalledTimes(2);
  });
});

describe('401 on the login call', () => {
  it('leaves bad credentials to the login machine: no sign-out, no reload, the text is shown', async () => {
    serve(() => ({ status: 401, data: { code: 401, message: 'Email or password is incorrect' } }));
    const error = await failureOf(api.post('/authentication/login', { email: 'a@b.co', password: 'secret123' }));
    expect(error).toMatchObject({ status: 401, message: 'Email or password is incorrect' });
    expect(hooks.clearSession).not.toHaveBeenCalled();
    expect(hooks.reload).not.toHaveBeenCalled();
    expect(hooks.navigate).not.toHaveBeenCalled();
    expect(hooks.report).not.toHaveBeenCalled();
    expect(toasts(hooks)).toEqual(['Email or password is incorrect']);
  });

  it('hands an expired password with its token to the login machine instead of redirecting', async () => {
    serve(() => ({ status: 401, data: { code: 401, message: 'Your password has expired and must be changed', errorCode: 'PASSWORD_EXPIRED', jwtToken: 'tok' } }));
    const error = await failureOf(api.post('/authentication/login', { email: 'a@b.co', password: 'secret123' }));
    expect(error).toMatchObject({ errorCode: 'PASSWORD_EXPIRED', jwtToken: 'tok' });
    expect(hooks.navigate).not.toHaveBeenCalled();
    expect(hooks.clearSession).not.toHaveBeenCalled();
  });

  it('never shows "Pending OTP": the login machine asks for the code instead', async () => {
    serve(() => ({ status: 401, data: { code: 401, message: 'Pending OTP', errorCode: 'PENDING_OTP' } }));
    const error = await failureOf(api.post('/authentication/login', { email: 'a@b.co', password: 'secret123' }));
    expect(error).toMatchObject({ errorCode: 'PENDING_OTP', message: 'Pending OTP' });
    expect(hooks.notify).not.toHaveBeenCalled();
  });
});

describe('400 bad request', () => {
  it('is reported with method, url and a masked password, then its message is shown', async () => {
    serve(() => ({ status: 400, data: { code: 400, message: 'Title is required field!', field: 'title' } }));
    const error = await failureOf(
      api.post('/users/create', { email: 'new@x.io', password: 'hunter22', profile: { confirmPassword: 'hunter22' } }),
    );
    expect(hooks.report).toHaveBeenCalledTimes(1);
    const report = hooks.report.mock.calls[0][0];
    expect(report).toContain('POST /users/create');
    expect(report).toContain('"email":"new@x.io"');
    expect(report).toContain('"password":"******"');
    expect(report).toContain('"confirmPassword":"******"');
    expect(report).not.toContain('hunter22');
    expect(toasts(hooks)).toEqual(['Title is required field!']);
    expect(error).toMatchObject({ status: 400, field: 'title' });
  });

  it('masks passwords in form-encoded bodies too', async () => {
    serve(() => ({ status: 400, data: { code: 400, message: 'Bad' } }));
    await failureOf(api.post('/admin/users', 'action=create&email=a%40b.co&password=hunter22'));
    const report = hooks.report.mock.calls[0][0];
    expect(report).toContain('"password":"******"');
    expect(report).not.toContain('hunter22');
  });

  it('is not reported for the login call', async () => {
    serve(() => ({ status: 400, data: { code: 400, message: 'Email is invalid' } }));
    await failureOf(api.post('/authentication/login', { email: 'nope', password: 'secret123' }));
    expect(hooks.report).not.toHaveBeenCalled();
    expect(toasts(hooks)).toEqual(['Email is invalid']);
  });

  it('goes to the chat channel through POST /slack-services when the app gives no report hook', async () => {
    const { report: _report, ...withoutReport } = fakeHooks();
    configureApi(withoutReport);
    const sent = serve((config) =>
      config.url === '/slack-services' ? { status: 200, data: { ok: true } } : { status: 400, data: { code: 400, message: 'Bad' } },
    );
    await failureOf(api.post('/offers', { name: 'x' }));
    await vi.waitFor(() => expect(sent.map((c) => c.url)).toContain('/slack-services'));
    const slack = sent.find((c) => c.url === '/slack-services');
    expect(slack?.ignoreShowMessage).toBe(true);
    expect(JSON.parse(String(slack?.data)).text).toContain('POST /offers');
    expect(withoutReport.notify).toHaveBeenCalledTimes(1);
  });
});

describe('2xx answers that carry a failure code', () => {
  it('reject with the body message and show it', async () => {
    serve(() => ({ status: 200, data: { code: 404, message: 'Group DID is not existed' } }));
    const error = await failureOf(api.get('/did-groups/1'));
    expect(error).toMatchObject({ status: 404, message: 'Group DID is not existed' });
    expect(toasts(hooks)).toEqual(['Group DID is not existed']);
  });

  it('reject with "Error!" when the body has no message', async () => {
    serve(() => ({ status: 200, data: { code: 500 } }));
    expect(await failureOf(api.get('/x'))).toMatchObject({ message: 'Error!' });
  });

  it('pass when the code is below 400 or above 500', async () => {
    serve(() => ({ status: 200, data: { code: 200, items: [] } }));
    expect((await api.get('/x')).data).toEqual({ code: 200, items: [] });
    serve(() => ({ status: 200, data: { code: 501 } }));
    expect((await api.get('/x')).data).toEqual({ code: 501 });
    expect(hooks.notify).not.toHaveBeenCalled();
  });

  it('pass for create-spintax answering 413, which that screen reads as a result', async () => {
    serve(() => ({ status: 200, data: { code: 413, message: 'Too long', result: 'a {b|c}' } }));
    const answer = await api.post('/campaign/generateSpinTax', { text: 'a b' });
    expect(answer.data).toMatchObject({ code: 413, result: 'a {b|c}' });
    expect(hooks.notify).not.toHaveBeenCalled();
  });

  it('still reject for 413 elsewhere and for other codes from create-spintax', async () => {
    serve(() => ({ status: 200, data: { code: 413, message: 'Too long' } }));
    expect(await failureOf(api.post('/campaigns', {}))).toMatchObject({ status: 413 });
    serve(() => ({ status: 200, data: { code: 400, message: "Can't generate SpinTax. Please contact us for support!" } }));
    expect(await failureOf(api.post('/campaign/generateSpinTax', {}))).toMatchObject({ status: 400 });
  });
});

describe('which failures are shown', () => {
  it('shows the error text of any other failure as an error toast', async () => {
    serve(() => ({ status: 500, data: { code: 500, message: 'Can not process' } }));
    await failureOf(api.get('/x'));
    expect(hooks.notify).toHaveBeenCalledWith({ type: 'error', description: 'Can not process' });
  });

  it('shows "FAIL, Please check network again" when the server cannot be reached', async () => {
    serve(() => 'network');
    const error = await failureOf(api.get('/x'));
    expect(error).toMatchObject({ message: 'FAIL, Please check network again', status: undefined });
    expect(toasts(hooks)).toEqual(['FAIL, Please check network again']);
  });

  it('keeps cancelled requests silent', async () => {
    serve(() => ({ status: 200, data: {} }));
    const controller = new AbortController();
    controller.abort();
    const error = await failureOf(api.get('/x', { signal: controller.signal }));
    expect(isApiRequestError(error) && error.cancelled).toBe(true);
    expect(hooks.notify).not.toHaveBeenCalled();
  });

  it('never shows a message containing "Pending OTP", on any call', async () => {
    serve(() => ({ status: 403, data: { code: 403, message: 'Pending OTP for this device' } }));
    await failureOf(api.post('/authentication/mfa-status', {}));
    expect(hooks.notify).not.toHaveBeenCalled();
  });

  it('shows no toast for a call made with ignoreShowMessage, but still rejects with the text', async () => {
    serve(() => ({ status: 500, data: { code: 500, message: 'Can not process' } }));
    const error = await failureOf(api.get('/x', { ignoreShowMessage: true }));
    expect(error).toMatchObject({ message: 'Can not process' });
    expect(hooks.notify).not.toHaveBeenCalled();
  });

  it('rejects with an ApiRequestError that names the field and the cause', async () => {
    serve(() => ({ status: 403, data: { code: 403, message: 'Your account has been banned.', errorCode: 'ACCOUNT_BLOCKED' } }));
    const error = await failureOf(api.get('/x'));
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 403, errorCode: 'ACCOUNT_BLOCKED', cancelled: false });
  });
});
