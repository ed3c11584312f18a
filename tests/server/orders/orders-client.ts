// Orders' calls for server tests, as the web app makes them: JSON calls with the session header,
// the proof as multipart, the invoice with the token in ?sessionId like the new window does.
import { SESSION_HEADER } from '@domain/api';
import { call, signIn, type TestApp } from '../fixtures/test-app';

export const DEMO = { email: 'demo@example.com', password: 'Demo#2026' };
export const ADMIN = { email: 'admin@example.com', password: 'Admin#2026' };
export const LOW = { email: 'lowbalance@example.com', password: 'LowBalance#2026' };

/** The smallest file that is a PDF by its bytes. */
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export class OrdersClient {
  constructor(
    readonly t: TestApp,
    readonly token: string,
  ) {}

  static async signIn(t: TestApp, who: { email: string; password: string }) {
    return new OrdersClient(t, await signIn(t.app, who.email, who.password));
  }

  call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) {
    return call(this.t.app, method, url, body, this.token);
  }

  async create(amount: number, extra = ''): Promise<number> {
    const res = await this.call('GET', `/orders/add?amount=${amount}${extra}`);
    if (res.status !== 200) throw new Error(`add answered ${res.status}: ${res.raw.body}`);
    return res.body.data.id as number;
  }

  async order(id: number) {
    return (await this.call('GET', `/orders/${id}`)).body;
  }

  async balance(): Promise<number> {
    return (await this.call('GET', '/users/me')).body.balanceCents as number;
  }

  async upload(orderId: number, bytes: Buffer, fileName = 'proof.pdf', type = 'application/pdf') {
    const form = new FormData();
    form.append('file', new Blob([Uint8Array.from(bytes)], { type }), fileName);
    const request = new Request('http://x/', { method: 'POST', body: form });
    const payload = Buffer.from(await request.arrayBuffer());
    const res = await this.t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/proof?orderId=${orderId}`,
      payload,
      headers: { [SESSION_HEADER]: this.token, 'content-type': request.headers.get('content-type')! },
    });
    return { status: res.statusCode, body: res.json() };
  }

  /** The invoice as the new window gets it: no header, the token in the query. */
  async invoice(id: number, query: string) {
    const res = await this.t.app.inject({ method: 'GET', url: `/api/v1/orders/invoice?id=${id}&${query}&sessionId=${encodeURIComponent(this.token)}` });
    return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload, text: res.body };
  }
}
