// Backup calls for server tests as the web app makes them (JSON with the session header; the
// uploaded file as multipart files[]), and a signed-in empty account to restore into.
import { SESSION_HEADER } from '@domain/api';
import { hashPassword } from '@server/lib/passwords';
import { insertBareUser } from '../fixtures/bare-user';
import { call, signIn, type TestApp } from '../fixtures/test-app';

export const DEMO = { email: 'demo@example.com', password: 'Demo#2026' };

export class BackupClient {
  constructor(
    readonly t: TestApp,
    readonly token: string,
    readonly userId: number,
  ) {}

  static async demo(t: TestApp) {
    const user = await t.db.selectFrom('users').select('id').where('email', '=', DEMO.email).executeTakeFirstOrThrow();
    return new BackupClient(t, await signIn(t.app, DEMO.email, DEMO.password), Number(user.id));
  }

  /** A bare user (tests/server/fixtures/bare-user.ts) given a password and a credit account, signed in. */
  static async bare(t: TestApp, email: string) {
    const userId = await insertBareUser(t, email);
    await t.db.updateTable('users').set({ password_hash: await hashPassword('Bare#2026-pass') }).where('id', '=', userId).execute();
    await t.db.insertInto('credit_accounts').values({ user_id: userId, balance_cents: 0, updated_at: t.clock.now().toISOString() }).execute();
    return new BackupClient(t, await signIn(t.app, email, 'Bare#2026-pass'), userId);
  }

  call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) {
    return call(this.t.app, method, url, body, this.token);
  }

  async backupNow(): Promise<string> {
    const res = await this.call('POST', '/settings/backupNow');
    if (res.status !== 200) throw new Error(`backupNow answered ${res.status}: ${res.raw.body}`);
    return res.body.name as string;
  }

  async download(name: string): Promise<Buffer> {
    const res = await this.t.app.inject({ method: 'GET', url: `/api/v1/settings/exportBackupFile?name=${encodeURIComponent(name)}`, headers: { [SESSION_HEADER]: this.token } });
    if (res.statusCode !== 200) throw new Error(`download answered ${res.statusCode}`);
    return res.rawPayload;
  }

  restore(fileName: string, flags: { contact?: boolean; data?: boolean; del?: boolean }) {
    return this.call('POST', '/settings/doRestore', { fileName, isRestoreContact: flags.contact ?? false, isRestoreData: flags.data ?? false, isRestoreDelete: flags.del ?? false });
  }

  async upload(bytes: Buffer | string, flags: { contact?: boolean; data?: boolean; del?: boolean }, fileName = 'backup.json.gz') {
    const form = new FormData();
    form.append('files[]', new Blob([typeof bytes === 'string' ? bytes : Uint8Array.from(bytes)]), fileName);
    const request = new Request('http://local/', { method: 'POST', body: form });
    const payload = Buffer.from(await request.arrayBuffer());
    const query = `isRestoreContact=${String(flags.contact ?? false)}&isRestoreData=${String(flags.data ?? false)}&isRestoreDelete=${String(flags.del ?? false)}`;
    const res = await this.t.app.inject({
      method: 'POST',
      url: `/api/v1/settings/restoreLocalFile?${query}`,
      payload,
      headers: { [SESSION_HEADER]: this.token, 'content-type': request.headers.get('content-type') ?? '' },
    });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  }
}
