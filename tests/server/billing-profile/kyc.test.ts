// KYC (001 §7): documents added and removed (PDF, JPEG or PNG by their bytes, 10 MB at most, on
// disk under DATA_DIR/kyc), the information, and the submit that needs both and sets PENDING REVIEW,
// after which nothing can be changed. Another user's document answers 404.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_HEADER } from '@domain/api';
import { seedLogin } from '@server/db/seed-logins';
import { call, createTestApp, dialects, signIn, type TestApp } from '../fixtures/test-app';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);
const information = { fullName: 'Dana Demo', dateOfBirth: '1990-04-01', nationality: 'American', idNumber: 'P1234567', address: '100 Main Street, Springfield' };

describe.each(dialects)('KYC (%s)', (dialect) => {
  let t: TestApp;
  let demo: string;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    demo = await signIn(t.app, 'demo@example.com', seedLogin('demo@example.com').password);
    admin = await signIn(t.app, 'admin@example.com', seedLogin('admin@example.com').password);
  });
  afterAll(async () => t?.close());

  async function upload(token: string, fileName: string, bytes: Buffer, kind = 'identity', type = 'application/pdf') {
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', new Blob([Uint8Array.from(bytes)], { type }), fileName);
    const request = new Request('http://x/', { method: 'POST', body: form });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/kyc/addDocument',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type') ?? '', [SESSION_HEADER]: token },
    });
    return { status: res.statusCode, body: res.json() };
  }

  it('starts NEW with nothing given', async () => {
    const res = await call(t.app, 'GET', '/kyc/details', undefined, demo);
    expect(res.body).toEqual({ code: 0, codeLabel: 'NEW', information: null, documents: [], submittedAt: null, editable: true });
  });

  it('adds PDF and PNG documents, stored on disk, and refuses other files naming the file', async () => {
    const added = await upload(demo, 'passport.pdf', PDF);
    expect(added.status).toBe(200);
    expect(added.body.documents).toEqual([expect.objectContaining({ kind: 'identity', fileName: 'passport.pdf', contentType: 'application/pdf', sizeBytes: PDF.length })]);
    expect(existsSync(path.join(t.config.dataDir, 'kyc', String(added.body.documents[0].id)))).toBe(true);
    expect((await upload(demo, 'bill.png', PNG, 'address', 'image/png')).body.documents).toHaveLength(2);
    // A text file claiming to be a PDF is still a text file.
    expect((await upload(demo, 'fake.pdf', Buffer.from('hello')))).toMatchObject({ status: 400, body: { field: 'file', message: 'File must be a PDF, JPEG or PNG' } });
    expect((await upload(demo, 'big.pdf', Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)])))).toMatchObject({ status: 400, body: { field: 'file', message: 'File must be at most 10 MB' } });
    expect((await upload(demo, 'x.pdf', PDF, 'selfie')).body).toMatchObject({ field: 'kind' });
  });

  it('removes a document (and its bytes); another user\'s or an unknown id answers 404', async () => {
    const { documents } = (await call(t.app, 'GET', '/kyc/details', undefined, demo)).body;
    const png = documents[1];
    expect((await call(t.app, 'POST', '/kyc/removeDocument', { documentId: png.id }, admin)).status).toBe(404);
    expect((await call(t.app, 'POST', '/kyc/removeDocument', { documentId: 999999 }, demo)).status).toBe(404);
    const removed = await call(t.app, 'POST', '/kyc/removeDocument', { documentId: png.id }, demo);
    expect(removed.body.documents.map((d: { id: number }) => d.id)).toEqual([documents[0].id]);
    expect(existsSync(path.join(t.config.dataDir, 'kyc', String(png.id)))).toBe(false);
  });

  it('refuses a submit without information, and invalid information naming the field', async () => {
    expect(await call(t.app, 'POST', '/kyc/submit', undefined, demo)).toMatchObject({ status: 400, body: { message: 'Add your information before submitting' } });
    const bad = await call(t.app, 'POST', '/kyc/addInformation', { information: { ...information, dateOfBirth: '01/04/1990' } }, demo);
    expect(bad).toMatchObject({ status: 400, body: { message: 'Date of birth is incorrect format!' } });
    const ok = await call(t.app, 'POST', '/kyc/addInformation', { information }, demo);
    expect(ok.body).toMatchObject({ code: 0, information });
  });

  it('refuses a submit without documents', async () => {
    await call(t.app, 'POST', '/kyc/addInformation', { information }, admin);
    expect(await call(t.app, 'POST', '/kyc/submit', undefined, admin)).toMatchObject({ status: 400, body: { message: 'Add at least one document before submitting' } });
  });

  it('submits: PENDING REVIEW, then read-only', async () => {
    const res = await call(t.app, 'POST', '/kyc/submit', undefined, demo);
    expect(res.body).toMatchObject({ code: 1, codeLabel: 'PENDING REVIEW', editable: false, submittedAt: expect.any(String) });
    expect((await upload(demo, 'more.pdf', PDF)).status).toBe(409);
    expect((await call(t.app, 'POST', '/kyc/addInformation', { information }, demo)).status).toBe(409);
    expect((await call(t.app, 'POST', '/kyc/submit', undefined, demo)).status).toBe(409);
  });
});
