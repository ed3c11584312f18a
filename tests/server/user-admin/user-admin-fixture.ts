// Sign-ins the user-admin suites share: the Super-Admin, the demo agency and a Business-User.
import { call, signIn, type TestApp } from '../fixtures/test-app';

export interface Tokens {
  admin: string;
  agency: string;
  business: string;
}

export async function signInAll(t: TestApp): Promise<Tokens> {
  return {
    admin: await signIn(t.app, 'admin@example.com', 'Admin#2026'),
    agency: await signIn(t.app, 'agency@example.com', 'Agency#2026'),
    business: await signIn(t.app, 'demo@example.com', 'Demo#2026'),
  };
}

export const post = (t: TestApp, path: string, body: unknown, token: string) => call(t.app, 'POST', `/admin/users/${path}`, body, token);

export const newUser = (email: string, extra: Record<string, unknown> = {}) => ({
  email, firstname: 'New', lastname: 'Person', password: 'Fresh#2026', ...extra,
});
