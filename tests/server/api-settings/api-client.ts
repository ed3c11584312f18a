// The api tab's calls as a signed-in user makes them, and the public API as a script calls it with
// a Bearer token. A token is made the real way: a one-time code asked for, read from the mail
// outbox (or the authenticator app's code for a user with MFA), then initNewAPIToken.
import type { ApiToken, IssuedToken } from '@domain/api-settings';
import { MFA_DEMO_SECRET } from '@server/db/seed-logins';
import { totpCode } from '@server/lib/totp';
import { call, signIn, type TestApp } from '../fixtures/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const DEMO = { email: 'demo@example.com', password: 'Demo#2026' };
export const ADMIN = { email: 'admin@example.com', password: 'Admin#2026' };
export const MFA = { email: 'mfa@example.com', password: 'Mfa#2026' };

export class ApiSettingsClient {
  constructor(
    readonly t: TestApp,
    readonly email: string,
    private token: string,
  ) {}

  static async signIn(t: TestApp, who: { email: string; password: string } = DEMO) {
    const otp = who.email === MFA.email ? totpCode(MFA_DEMO_SECRET, t.clock.now()) : undefined;
    return new ApiSettingsClient(t, who.email, await signIn(t.app, who.email, who.password, otp));
  }

  call(method: Method, url: string, body?: unknown) {
    return call(this.t.app, method, url, body, this.token);
  }

  /** Asks for a code and reads it: from the newest mail of the outbox, or the authenticator app. */
  async code(): Promise<string> {
    // A minute apart, as a person asks: the outbox (sorted by time) shows this code's mail first, and
    // the ten-mails-in-ten-minutes limit is not reached.
    await this.t.app.ctx.mailJobs.drain();
    this.t.clock.advance(60_000);
    const res = await this.call('POST', '/settings/apiTokenCode');
    if (res.status !== 200) throw new Error(`apiTokenCode answered ${res.status}: ${res.raw.body}`);
    if (res.body.via === 'totp') {
      // The next time step: the code of the current one may have been spent signing in.
      this.t.clock.advance(30_000);
      return totpCode(MFA_DEMO_SECRET, this.t.clock.now());
    }
    await this.t.app.ctx.mailJobs.drain();
    const mails = ((await this.t.app.ctx.outbox?.list()) ?? []).filter((m) => m.to === this.email && m.subject.startsWith('API token code'));
    const code = /\b(\d{6})\b/.exec(mails[0]?.subject ?? '')?.[1];
    if (!code) throw new Error('no code mail');
    return code;
  }

  async createToken(name = 'Shop integration', expiresInDays = 30): Promise<IssuedToken> {
    const res = await this.call('POST', '/settings/initNewAPIToken', { name, expiresInDays, otp: await this.code() });
    if (res.status !== 200) throw new Error(`initNewAPIToken answered ${res.status}: ${res.raw.body}`);
    return res.body as IssuedToken;
  }

  async tokens(): Promise<ApiToken[]> {
    return (await this.call('GET', '/settings/listAPITokens')).body.items as ApiToken[];
  }
}

/** One public API call as a script makes it. */
export async function publicCall(t: TestApp, method: Method, url: string, options: { token?: string; body?: unknown; ip?: string } = {}) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await t.app.inject({
    method,
    url: `/api/public/v1${url}`,
    headers,
    ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
  return { status: res.statusCode, body: res.body ? res.json() : undefined, headers: res.headers };
}
