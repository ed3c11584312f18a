// Calls of the contacts area for server tests: a signed-in user creates groups, uploads files and
// imports them, and the task runner is drained instead of waited for.
import type { FastifyInstance } from 'fastify';
import { SESSION_HEADER } from '@domain/api';
import type { BackgroundTask } from '@domain/background-tasks';
import type { ColumnMapping, ContactGroup, ContactPage, ContactSearch } from '@domain/contacts';
import { call, signIn, type TestApp } from '../fixtures/test-app';

export const DEMO = { email: 'demo@example.com', password: 'Demo#2026' };
export const OTHER = { email: 'admin@example.com', password: 'Admin#2026' };

export class ContactsClient {
  constructor(
    readonly t: TestApp,
    readonly token: string,
  ) {}

  static async signIn(t: TestApp, who = DEMO) {
    return new ContactsClient(t, await signIn(t.app, who.email, who.password));
  }

  get app(): FastifyInstance {
    return this.t.app;
  }

  call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) {
    return call(this.app, method, url, body, this.token);
  }

  async createGroup(groupName: string, extra: Record<string, unknown> = {}): Promise<ContactGroup> {
    const res = await this.call('POST', '/contact-groups', { groupName, country: 'US', ...extra });
    if (res.status !== 200) throw new Error(`create group answered ${res.status}: ${res.raw.body}`);
    return res.body as ContactGroup;
  }

  async upload(groupId: number, fileName: string, content: string | Buffer) {
    const res = await this.app.inject({
      method: 'POST',
      url: `/api/v1/contact-groups/${groupId}/uploads?fileName=${encodeURIComponent(fileName)}`,
      payload: typeof content === 'string' ? Buffer.from(content, 'utf8') : content,
      headers: { 'content-type': 'application/octet-stream', [SESSION_HEADER]: this.token },
    });
    return { status: res.statusCode, body: res.json() };
  }

  /** Uploads one file and starts its import (comma separated, header row) with the given mapping. */
  async startImport(groupId: number, fileName: string, content: string | Buffer, columns: ColumnMapping[], options: Record<string, unknown> = {}) {
    const up = await this.upload(groupId, fileName, content);
    if (up.status !== 200) throw new Error(`upload answered ${up.status}: ${JSON.stringify(up.body)}`);
    return this.call('POST', `/contact-groups/${groupId}/imports`, {
      files: [{ uploadId: up.body.uploadId, separator: 'comma', hasHeader: true, columns, ...options }],
    });
  }

  /** Imports and runs the task to its end; answers the finished task. */
  async importFile(groupId: number, fileName: string, content: string | Buffer, columns: ColumnMapping[], options: Record<string, unknown> = {}) {
    const res = await this.startImport(groupId, fileName, content, columns, options);
    if (res.status !== 200) throw new Error(`import answered ${res.status}: ${res.raw.body}`);
    await this.t.app.ctx.tasks.drain();
    return this.task((res.body as BackgroundTask).id);
  }

  async task(id: number): Promise<BackgroundTask> {
    return (await this.call('GET', `/background-tasks/${id}`)).body as BackgroundTask;
  }

  async group(id: number): Promise<ContactGroup> {
    return (await this.call('GET', `/contact-groups/${id}`)).body as ContactGroup;
  }

  async search(groupId: number, search: ContactSearch = {}): Promise<ContactPage> {
    const res = await this.call('POST', `/contact-groups/${groupId}/contacts/search`, search);
    if (res.status !== 200) throw new Error(`search answered ${res.status}: ${res.raw.body}`);
    return res.body as ContactPage;
  }
}

export const PHONE_NAME_EMAIL: ColumnMapping[] = [{ field: 'phone' }, { field: 'fName' }, { field: 'lName' }, { field: 'email' }];
