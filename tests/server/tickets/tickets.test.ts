// Tickets (issue 15; decision 51) through the API: the seeded lists (5 a page, status filters), the
// field rules naming their field, the thread between a user and support (only a Super-Admin answers
// as support and sees everyone's tickets), what a reply does to the status, who may set which
// status, the notification (and its mail) on each reply, attachments (types by their bytes, size,
// download only by who sees the ticket), user text kept as text, and another user's ids answering 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../fixtures/test-app';
import { ADMIN, DEMO, NOBILLING, PDF, PNG, TicketsClient } from './tickets-client';

describe.each(dialects)('tickets (%s)', (dialect) => {
  let t: TestApp;
  let demo: TicketsClient;
  let admin: TicketsClient;
  let other: TicketsClient;
  let ids: { demo: number; admin: number; other: number };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    demo = await TicketsClient.signIn(t, DEMO);
    admin = await TicketsClient.signIn(t, ADMIN);
    other = await TicketsClient.signIn(t, NOBILLING);
    const users = await t.db.selectFrom('users').select(['id', 'email']).execute();
    const id = (email: string) => Number(users.find((u) => u.email === email)?.id);
    ids = { demo: id(DEMO.email), admin: id(ADMIN.email), other: id(NOBILLING.email) };
  });
  afterAll(async () => t?.close());

  const notificationsOf = (userId: number) => t.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).where('event', '=', 'ticketReply').orderBy('id').execute();

  it('lists the seeded tickets 5 a page with counts per status; support sees every user', async () => {
    const first = await demo.call('GET', '/tickets');
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(5);
    expect(first.body.total).toBe(6);
    expect(first.body.counts).toEqual({ all: 6, open: 1, processing: 2, done: 2, cancelled: 1 });
    expect(first.body.items.every((r: { owner: { email: string } }) => r.owner.email === DEMO.email)).toBe(true);
    const second = await demo.call('GET', '/tickets?page=2');
    expect(second.body.items).toHaveLength(1);
    const done = await demo.call('GET', '/tickets?status=done');
    expect(done.body.items.map((r: { status: string }) => r.status)).toEqual(['done', 'done']);
    const search = await demo.call('GET', '/tickets?search=toll-free');
    expect(search.body.items.map((r: { subject: string }) => r.subject)).toEqual(['How do I verify a toll-free number?']);

    const all = await admin.call('GET', '/tickets?limit=50');
    expect(all.body.total).toBe(7);
    expect(new Set(all.body.items.map((r: { owner: { email: string } }) => r.owner.email))).toEqual(new Set([DEMO.email, NOBILLING.email]));
    expect((await other.call('GET', '/tickets')).body.total).toBe(1);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const noSubject = await demo.call('POST', '/tickets', { message: 'Hello' });
    expect(noSubject.status).toBe(400);
    expect(noSubject.body.message).toBe('Subject is required field!');
    const long = await demo.call('POST', '/tickets', { subject: 'x'.repeat(201), message: 'Hello' });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/^Subject must be lesser 200/);
    const status = await demo.call('GET', '/tickets?status=closed');
    expect(status.status).toBe(400);
    expect(status.body.message).toMatch(/Status/);
  });

  it('opens a ticket, support answers it, the user sees the answer and is notified (and mailed)', async () => {
    const created = await demo.call('POST', '/tickets', { subject: 'Need a <b>bigger</b> limit', message: '<script>alert(1)</script> please raise my daily limit' });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ status: 'open', replies: 1, asSupport: false, owner: { email: DEMO.email } });
    // User text is kept as typed, to be shown as text.
    expect(created.body.subject).toBe('Need a <b>bigger</b> limit');
    expect(created.body.thread[0].message).toBe('<script>alert(1)</script> please raise my daily limit');
    const id = created.body.id as number;
    expect((await notificationsOf(ids.admin)).at(-1)).toMatchObject({ title: expect.stringContaining(`New ticket #${id}`), link: `/tickets/${id}` });

    const seen = await admin.call('GET', `/tickets/${id}`);
    expect(seen.body.asSupport).toBe(true);
    const mailsBefore = await t.db.selectFrom('mail_jobs').select('id').execute();
    const answered = await admin.call('POST', `/tickets/${id}/replies`, { message: 'Raised to 5,000 a day.' });
    expect(answered.status).toBe(200);
    expect(answered.body.status).toBe('processing');
    expect(answered.body.thread[1]).toMatchObject({ fromSupport: true, author: { email: ADMIN.email }, message: 'Raised to 5,000 a day.' });

    const mine = await demo.call('GET', `/tickets/${id}`);
    expect(mine.body.thread.map((r: { fromSupport: boolean }) => r.fromSupport)).toEqual([false, true]);
    expect(mine.body.lastFromSupport).toBe(true);
    const note = (await notificationsOf(ids.demo)).at(-1);
    expect(note).toMatchObject({ title: expect.stringContaining(`Support answered your ticket #${id}`), body: 'Raised to 5,000 a day.', link: `/tickets/${id}` });
    // The demo user's notification settings list an address: the reply is mailed too.
    const mailsAfter = await t.db.selectFrom('mail_jobs').select(['id', 'payload']).execute();
    expect(mailsAfter.length).toBe(mailsBefore.length + 1);
    expect(mailsAfter.at(-1)?.payload).toContain('Raised to 5,000 a day.');

    // The user's reply is not support's, and tells the Super-Admin.
    const back = await demo.call('POST', `/tickets/${id}/replies`, { message: 'Thanks!' });
    expect(back.body.thread[2].fromSupport).toBe(false);
    expect((await notificationsOf(ids.admin)).at(-1)).toMatchObject({ title: expect.stringContaining(`New reply on ticket #${id}`) });
  });

  it('follows the status rules: only support closes, the owner cancels, a done ticket reopens, a cancelled one takes no reply', async () => {
    const id = (await demo.call('POST', '/tickets', { subject: 'Status rules', message: 'Question' })).body.id as number;
    const ownerDone = await demo.call('PUT', `/tickets/${id}/status`, { status: 'done' });
    expect(ownerDone.status).toBe(409);
    expect(ownerDone.body.message).toBe('Only support can set this status');
    expect((await admin.call('PUT', `/tickets/${id}/status`, { status: 'done' })).body.status).toBe('done');
    expect((await demo.call('POST', `/tickets/${id}/replies`, { message: 'Still broken' })).body.status).toBe('open');
    expect((await demo.call('PUT', `/tickets/${id}/status`, { status: 'cancelled' })).body.status).toBe('cancelled');
    const late = await admin.call('POST', `/tickets/${id}/replies`, { message: 'Answer' });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('A cancelled ticket takes no more replies');
    expect((await demo.call('PUT', `/tickets/${id}/status`, { status: 'cancelled' })).status).toBe(409);
    const bad = await admin.call('PUT', `/tickets/${id}/status`, { status: 'closed' });
    expect(bad.status).toBe(400);
  });

  it('answers 404 for another user\'s ticket on every call', async () => {
    const id = (await demo.call('POST', '/tickets', { subject: 'Private', message: 'Mine only' })).body.id as number;
    expect((await other.call('GET', `/tickets/${id}`)).status).toBe(404);
    expect((await other.call('POST', `/tickets/${id}/replies`, { message: 'Hi' })).status).toBe(404);
    expect((await other.call('PUT', `/tickets/${id}/status`, { status: 'cancelled' })).status).toBe(404);
    expect((await other.multipart(`/tickets/${id}/replies`, { message: 'Hi' }, [{ field: 'files', name: 'a.png', bytes: PNG }])).status).toBe(404);
    expect((await other.call('GET', '/tickets?search=Private')).body.total).toBe(0);
    expect((await demo.call('GET', '/tickets/999999')).status).toBe(404);
    expect((await demo.call('GET', '/tickets/abc')).status).toBe(400);
  });

  it('takes attachments by their bytes, within the limits, downloadable only by who sees the ticket', async () => {
    const created = await demo.multipart('/tickets', { subject: 'With files', message: 'See the screenshot and the log' }, [
      { field: 'files', name: 'screen.png', bytes: PNG, type: 'image/png' },
      { field: 'files', name: 'page.html', bytes: Buffer.from('<html><script>alert(1)</script></html>'), type: 'text/html' },
      { field: 'files', name: 'invoice.pdf', bytes: PDF, type: 'application/pdf' },
    ]);
    expect(created.status).toBe(200);
    const files = created.body.thread[0].attachments as { id: number; fileName: string; contentType: string; sizeBytes: number }[];
    expect(files.map((f) => [f.fileName, f.contentType])).toEqual([
      ['screen.png', 'image/png'],
      ['page.html', 'text/plain'],
      ['invoice.pdf', 'application/pdf'],
    ]);
    const id = created.body.id as number;
    const png = await demo.download(`/tickets/${id}/attachments/${files[0]!.id}`);
    expect(png.status).toBe(200);
    expect(png.headers['content-disposition']).toMatch(/^attachment; filename="screen.png"/);
    expect(Buffer.compare(png.bytes, PNG)).toBe(0);
    // An HTML page comes back as a text download, never as a page of the app's origin.
    const html = await admin.download(`/tickets/${id}/attachments/${files[1]!.id}`);
    expect(html.status).toBe(200);
    expect(html.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(html.headers['content-disposition']).toMatch(/^attachment/);
    expect((await other.download(`/tickets/${id}/attachments/${files[0]!.id}`)).status).toBe(404);
    // An attachment id of another ticket is not found under this one.
    const otherTicket = (await demo.call('POST', '/tickets', { subject: 'Plain', message: 'No files' })).body.id as number;
    expect((await demo.download(`/tickets/${otherTicket}/attachments/${files[0]!.id}`)).status).toBe(404);

    const exe = await demo.multipart(`/tickets/${id}/replies`, { message: 'A program' }, [{ field: 'files', name: 'tool.exe', bytes: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]) }]);
    expect(exe.status).toBe(400);
    expect(exe.body).toMatchObject({ field: 'files', message: 'File must be a PNG, JPEG or GIF image, a PDF or a text file' });
    const big = await demo.multipart(`/tickets/${id}/replies`, { message: 'Big' }, [{ field: 'files', name: 'big.png', bytes: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) }]);
    expect(big.status).toBe(400);
    expect(big.body.message).toBe('File must be at most 5 MB');
    const many = await demo.multipart(`/tickets/${id}/replies`, { message: 'Many' }, Array.from({ length: 6 }, (_, i) => ({ field: 'files', name: `${i}.png`, bytes: PNG })));
    expect(many.status).toBe(400);
    expect(many.body.message).toBe('Files must be at most 5');
    const noMessage = await demo.multipart(`/tickets/${id}/replies`, {}, [{ field: 'files', name: 'a.png', bytes: PNG }]);
    expect(noMessage.status).toBe(400);
    expect(noMessage.body.message).toBe('Message is required field!');
    // Refused uploads leave no rows behind.
    expect((await demo.call('GET', `/tickets/${id}`)).body.thread).toHaveLength(1);
  });
});
