// Bad input never becomes a 500: malformed JSON, wrong types, huge strings, odd content types and
// requests Node's parser refuses all get a 4xx ApiError body; unknown API paths a JSON 404; admin
// calls a 403 for others. (tests/server/hostile-input.test.ts walks every call the same way.)
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLogin } from '@server/db/seed-logins';
import { call, createTestApp, dialects, signIn, type TestApp } from './fixtures/test-app';

const demo = seedLogin('demo@example.com');

describe.each(dialects)('http errors on %s', (dialect) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      extend: (app) => {
        app.get('/api/v1/test/boom', async () => {
          throw new Error('secret internals at /srv/app.ts:12');
        });
      },
    });
    token = await signIn(t.app, demo.email, demo.password);
  });
  afterAll(() => t.close());

  const raw = (payload: string, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url: '/api/v1/authentication/login', payload, headers: { 'content-type': contentType } });

  it('answers malformed JSON with 400 Can not process', async () => {
    for (const payload of ['{"email":', '{email: 1}', 'null x', '{"__proto__":{"a":1}}']) {
      const res = await raw(payload);
      expect(res.statusCode, payload).toBe(400);
      expect(res.json()).toEqual({ code: 400, message: 'Can not process' });
    }
  });

  it('answers wrong types with a 400 naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ email: 42, password: 'Demo#2026' }, 'email'],
      [{ email: ['a@b.co'], password: 'Demo#2026' }, 'email'],
      [{ email: demo.email, password: { $gt: '' } }, 'password'],
      [{ email: demo.email, password: 12345678 }, 'password'],
      [{ email: demo.email, password: demo.password, otp: 123456 }, 'otp'],
    ];
    for (const [body, field] of cases) {
      const res = await call(t.app, 'POST', '/authentication/login', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.field).toBe(field);
      expect(res.body.message).toMatch(/^(Email|Password|One-time code) /);
    }
  });

  it('answers a body that is not an object with 400', async () => {
    for (const payload of ['[]', '"text"', '42', 'true']) {
      const res = await raw(payload);
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().code).toBe(400);
    }
    // An empty JSON body is an empty request: the missing field is named.
    expect((await raw('')).json()).toMatchObject({ code: 400, message: 'Email is required field!', field: 'email' });
  });

  it('accepts a body-less POST sent as JSON (logout)', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/api/v1/authentication/logout', payload: '', headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('answers huge strings and huge bodies without a 500', async () => {
    const big = await call(t.app, 'POST', '/authentication/login', { email: `${'a'.repeat(200_000)}@x.com`, password: 'p'.repeat(100_000) });
    expect(big.status).toBe(400);
    const tooBig = await raw(JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2_000_000) }));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ code: 413, message: 'Can not process' });
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await raw('email=a@b.co', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe(415);
  });

  it('answers bad query strings with a 400 naming the parameter', async () => {
    const res = await call(t.app, 'GET', '/credit/ledger?limit=lots', undefined, token);
    expect(res.body).toEqual({ code: 400, message: 'Limit must be number type!', field: 'limit' });
    const neg = await call(t.app, 'GET', '/credit/ledger?offset=-1', undefined, token);
    expect(neg.body).toEqual({ code: 400, message: 'Offset must be equal or larger than 0!', field: 'offset' });
  });

  it('reads only plain decimal numbers in a query, and names the limit the call has', async () => {
    const ledger = (query: string) => call(t.app, 'GET', `/credit/ledger?${query}`, undefined, token);
    expect((await ledger('limit=1e308')).body).toEqual({ code: 400, message: 'Limit must be less or equal than 100!', field: 'limit' });
    expect((await ledger('limit=1e400')).body).toEqual({ code: 400, message: 'Limit must be less or equal than 100!', field: 'limit' });
    for (const value of ['0x10', '%205', '5%20', '', '%2B5', 'Infinity', 'NaN', '5e', '.5', '1_000']) {
      expect((await ledger(`limit=${value}`)).body, value).toEqual({ code: 400, message: 'Limit must be number type!', field: 'limit' });
    }
    expect((await ledger('limit=1.5')).body).toEqual({ code: 400, message: 'Limit must be integer number!', field: 'limit' });
    expect((await ledger('limit=5&limit=6')).body).toEqual({ code: 400, message: 'Limit must be number type!', field: 'limit' });
    expect((await ledger('offset=99999999999')).body).toMatchObject({ field: 'offset', message: 'Offset must be less or equal than 2147483647!' });
    expect((await ledger('limit=5&offset=0')).status).toBe(200);
    expect((await ledger('limit=1e1')).status).toBe(200);
  });

  it('answers a query string over 16 KB with a 431 ApiError, not Fastify\'s own body', async () => {
    // Node's HTTP parser refuses it before Fastify sees a request, so this needs a real socket.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
    const { port } = address;
    const answer = await new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: `/api/v1/credit/ledger?limit=${'9'.repeat(17_000)}` }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(431);
    expect(answer.type).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ code: 431, message: 'Can not process' });

    // Whatever else the parser refuses (here: not HTTP at all) answers 400 in the same shape.
    const garbage = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.end('HELLO THERE\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(garbage.slice(garbage.indexOf('\r\n\r\n') + 4))).toEqual({ code: 400, message: 'Can not process' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await call(t.app, 'GET', '/no/such/thing');
    expect(res).toMatchObject({ status: 404, body: { code: 404, message: 'Not found' } });
    expect((await t.app.inject({ method: 'GET', url: '/api' })).statusCode).toBe(404);
  });

  it('hides unexpected failures behind the generic text', async () => {
    const res = await call(t.app, 'GET', '/test/boom');
    expect(res).toMatchObject({ status: 500, body: { code: 500, message: 'Something went wrong! Please Contact us!' } });
    expect(res.raw.body).not.toContain('secret internals');
  });

  it('keeps the admin outbox to Super-Admins', async () => {
    expect(await call(t.app, 'GET', '/admin/outbox', undefined, token)).toMatchObject({ status: 403, body: { code: 403 } });
    expect((await call(t.app, 'GET', '/admin/outbox/whatever', undefined, token)).status).toBe(403);
    expect((await call(t.app, 'GET', '/admin/outbox')).status).toBe(401);
    const admin = seedLogin('admin@example.com');
    const adminToken = await signIn(t.app, admin.email, admin.password);
    expect((await call(t.app, 'GET', '/admin/outbox/../../etc/passwd', undefined, adminToken)).status).toBe(404);
    expect((await call(t.app, 'GET', '/admin/outbox/00000000-0000-4000-8000-000000000000', undefined, adminToken)).status).toBe(404);
  });

  it('serves the API docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/v1/authentication/login');
  });
});
