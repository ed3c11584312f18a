// The accounts and calls the user-tools suites share: a signed-in caller and its token.
import { call, signIn, type TestApp } from '../fixtures/test-app';

export const ADMIN = { email: 'admin@example.com', password: 'Admin#2026' };
export const DEMO = { email: 'demo@example.com', password: 'Demo#2026' };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export class Caller {
  constructor(
    readonly t: TestApp,
    readonly token: string,
  ) {}

  static async signIn(t: TestApp, who: { email: string; password: string }): Promise<Caller> {
    return new Caller(t, await signIn(t.app, who.email, who.password));
  }

  call(method: Method, url: string, body?: unknown) {
    return call(this.t.app, method, url, body, this.token);
  }

  /** Logs in as another user: a caller holding the new (impersonated) session. */
  async loginAs(username: string): Promise<Caller> {
    const res = await this.call('POST', '/admin/login-as-user', { username });
    if (res.status !== 200) throw new Error(`login as ${username} answered ${res.status}: ${res.raw.body}`);
    return new Caller(this.t, res.body.token);
  }
}
