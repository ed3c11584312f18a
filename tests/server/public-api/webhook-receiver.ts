// A real HTTP server on a free local port standing in for the integration's webhook endpoint: it
// keeps what it receives (the raw body and the signature header) and answers with the status the
// test sets, so failures and retries can be seen.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  path: string;
  signature: string | undefined;
  raw: string;
  body: unknown;
}

export class WebhookReceiver {
  readonly received: Received[] = [];
  status = 200;
  private constructor(private readonly server: Server) {}

  static async start(): Promise<WebhookReceiver> {
    const holder: { receiver?: WebhookReceiver } = {};
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (c: Buffer) => chunks.push(c));
      request.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const signature = request.headers['x-signature'];
        holder.receiver!.received.push({ path: request.url ?? '', signature: typeof signature === 'string' ? signature : undefined, raw, body: JSON.parse(raw) as unknown });
        response.writeHead(holder.receiver!.status).end();
      });
    });
    const receiver = new WebhookReceiver(server);
    holder.receiver = receiver;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return receiver;
  }

  url(path: string): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}${path}`;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
