// A signed-in user's media calls for the media suites: upload bytes as the web does
// (application/octet-stream, ?fileName=), and the JSON calls.
import type { FastifyInstance } from 'fastify';
import { SESSION_HEADER } from '@domain/api';
import { call } from '../fixtures/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export class MediaClient {
  constructor(
    private readonly app: FastifyInstance,
    readonly token: string,
  ) {}

  call(method: Method, url: string, body?: unknown) {
    return call(this.app, method, url, body, this.token);
  }

  async upload(fileName: string, content: Buffer) {
    const res = await this.app.inject({
      method: 'POST',
      url: `/api/v1/media/uploads?fileName=${encodeURIComponent(fileName)}`,
      payload: content,
      headers: { 'content-type': 'application/octet-stream', [SESSION_HEADER]: this.token },
    });
    return { status: res.statusCode, body: res.json() };
  }

  /** Uploads a file that must be accepted; answers its id. */
  async add(fileName: string, content: Buffer): Promise<number> {
    const res = await this.upload(fileName, content);
    if (res.status !== 200) throw new Error(`upload ${fileName} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.id;
  }

  file(mediaId: number, query = '') {
    return this.app.inject({ method: 'GET', url: `/api/v1/media/${mediaId}/file${query}`, headers: { [SESSION_HEADER]: this.token } });
  }
}
