// Calls of the tickets and feedback areas for server tests: JSON calls, and the multipart uploads
// the pages send (text parts plus files), built with the platform's FormData like the browser does.
import { SESSION_HEADER } from '@domain/api';
import { call, signIn, type TestApp } from '../fixtures/test-app';

export const DEMO = { email: 'demo@example.com', password: 'Demo#2026' };
export const ADMIN = { email: 'admin@example.com', password: 'Admin#2026' };
export const NOBILLING = { email: 'nobilling@example.com', password: 'NoBilling#2026' };

export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export interface Upload {
  field: string;
  name: string;
  bytes: Buffer;
  type?: string;
}

export class TicketsClient {
  constructor(
    readonly t: TestApp,
    readonly token: string,
  ) {}

  static async signIn(t: TestApp, who: { email: string; password: string }) {
    return new TicketsClient(t, await signIn(t.app, who.email, who.password));
  }

  call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) {
    return call(this.t.app, method, url, body, this.token);
  }

  async multipart(url: string, fields: Record<string, string>, files: Upload[]) {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    for (const f of files) form.append(f.field, new Blob([Uint8Array.from(f.bytes)], { type: f.type ?? 'application/octet-stream' }), f.name);
    const request = new Request('http://x/', { method: 'POST', body: form });
    const payload = Buffer.from(await request.arrayBuffer());
    const res = await this.t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      payload,
      headers: { [SESSION_HEADER]: this.token, 'content-type': request.headers.get('content-type') ?? '' },
    });
    return { status: res.statusCode, body: res.json() };
  }

  async download(url: string) {
    const res = await this.t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { [SESSION_HEADER]: this.token } });
    return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload };
  }
}
