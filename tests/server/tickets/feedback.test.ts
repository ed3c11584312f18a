// Feedback and the built-in issue tracker (issue 15; decision 51) through the API: the form's rules
// naming their field, the screenshot (PNG or JPEG by its bytes), each user listing their own entries
// and a Super-Admin everyone's, and only a Super-Admin turning an entry into a ticket of its author
// (the screenshot attached) or an issue whose key the tracker answers ('CAM-2' after the seeded CAM-1).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../fixtures/test-app';
import { ADMIN, DEMO, NOBILLING, PDF, PNG, TicketsClient } from './tickets-client';

describe.each(dialects)('feedback (%s)', (dialect) => {
  let t: TestApp;
  let demo: TicketsClient;
  let admin: TicketsClient;
  let other: TicketsClient;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    demo = await TicketsClient.signIn(t, DEMO);
    admin = await TicketsClient.signIn(t, ADMIN);
    other = await TicketsClient.signIn(t, NOBILLING);
  });
  afterAll(async () => t?.close());

  it('lists the seeded entries: a user their own, a Super-Admin everyone\'s', async () => {
    const mine = await demo.call('GET', '/feedback');
    expect(mine.status).toBe(200);
    expect(mine.body.total).toBe(3);
    expect((await other.call('GET', '/feedback')).body.total).toBe(1);
    const all = await admin.call('GET', '/feedback');
    expect(all.body.total).toBe(4);
    expect(all.body.items.find((e: { issueKey: string | null }) => e.issueKey === 'CAM-1')).toBeTruthy();
    const issues = await admin.call('GET', '/issue-tracker/entries');
    expect(issues.body.items.map((i: { key: string }) => i.key)).toEqual(['CAM-1']);
    expect((await demo.call('GET', '/issue-tracker/entries')).status).toBe(403);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const rating = await demo.call('POST', '/feedback', { rating: 6, text: 'Nice' });
    expect(rating.status).toBe(400);
    expect(rating.body.message).toBe('Rating must be from 1 to 5');
    const text = await demo.call('POST', '/feedback', { rating: 4, text: '  ' });
    expect(text.status).toBe(400);
    expect(text.body.message).toBe('Text is required field!');
    const shot = await demo.multipart('/feedback', { rating: '4', text: 'See attached' }, [{ field: 'screenshot', name: 'doc.pdf', bytes: PDF }]);
    expect(shot.status).toBe(400);
    expect(shot.body).toMatchObject({ field: 'screenshot', message: 'Screenshot must be a PNG or JPEG image' });
    const word = await demo.multipart('/feedback', { rating: 'five', text: 'x' }, []);
    expect(word.status).toBe(400);
    expect(word.body.message).toBe('Rating must be from 1 to 5');
  });

  it('sends feedback with a screenshot that only its author and a Super-Admin download', async () => {
    const sent = await other.multipart('/feedback', { rating: '2', text: '<img src=x onerror=alert(1)> the chart is empty', page: '/statistic' }, [
      { field: 'screenshot', name: 'chart.png', bytes: PNG, type: 'image/png' },
    ]);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ rating: 2, page: '/statistic', text: '<img src=x onerror=alert(1)> the chart is empty', screenshot: { fileName: 'chart.png', contentType: 'image/png' } });
    const id = sent.body.id as number;
    expect((await other.download(`/feedback/${id}/screenshot`)).status).toBe(200);
    const byAdmin = await admin.download(`/feedback/${id}/screenshot`);
    expect(byAdmin.status).toBe(200);
    expect(Buffer.compare(byAdmin.bytes, PNG)).toBe(0);
    expect((await demo.download(`/feedback/${id}/screenshot`)).status).toBe(404);
  });

  it('lets only a Super-Admin turn an entry into a ticket of its author, once', async () => {
    const sent = await other.multipart('/feedback', { rating: '1', text: 'Export never finishes\nIt stays at 0%', page: '/users' }, [{ field: 'screenshot', name: 'export.png', bytes: PNG }]);
    const id = sent.body.id as number;
    expect((await other.call('POST', `/feedback/${id}/ticket`)).status).toBe(403);
    const turned = await admin.call('POST', `/feedback/${id}/ticket`);
    expect(turned.status).toBe(200);
    const ticketId = turned.body.ticketId as number;
    const ticket = await other.call('GET', `/tickets/${ticketId}`);
    expect(ticket.status).toBe(200);
    expect(ticket.body).toMatchObject({ subject: 'Feedback: Export never finishes', status: 'open', owner: { email: NOBILLING.email } });
    expect(ticket.body.thread[0].message).toContain('Rating: 1/5');
    expect(ticket.body.thread[0].attachments[0]).toMatchObject({ fileName: 'export.png', contentType: 'image/png' });
    expect((await admin.call('POST', `/feedback/${id}/ticket`)).status).toBe(409);
    expect((await admin.call('POST', '/feedback/999999/ticket')).status).toBe(404);
  });

  it('files an entry in the issue tracker: keys numbered per project', async () => {
    const id = (await demo.call('POST', '/feedback', { rating: 3, text: 'Search is slow' })).body.id as number;
    const post = { project: 'cam', summary: 'Search is slow', description: 'From feedback', issueType: 'Improvement' };
    expect((await demo.call('POST', `/feedback/${id}/issue`, post)).status).toBe(403);
    const badProject = await admin.call('POST', `/feedback/${id}/issue`, { ...post, project: 'c a m' });
    expect(badProject.status).toBe(400);
    expect(badProject.body.message).toBe('Project must be a project key such as CAM');
    const badType = await admin.call('POST', `/feedback/${id}/issue`, { ...post, issueType: 'Epic' });
    expect(badType.status).toBe(400);
    expect(badType.body.message).toBe('Issue type must be one of Bug, Task, Story, Improvement');
    const noSummary = await admin.call('POST', `/feedback/${id}/issue`, { ...post, summary: '' });
    expect(noSummary.body.message).toBe('Summary is required field!');
    const filed = await admin.call('POST', `/feedback/${id}/issue`, post);
    expect(filed.status).toBe(200);
    expect(filed.body.issueKey).toBe('CAM-2');
    expect((await admin.call('POST', `/feedback/${id}/issue`, post)).status).toBe(409);
    const id2 = (await demo.call('POST', '/feedback', { rating: 4, text: 'Dark theme for PDFs' })).body.id as number;
    expect((await admin.call('POST', `/feedback/${id2}/issue`, { ...post, project: 'WEB', issueType: 'Story' })).body.issueKey).toBe('WEB-1');
    const issues = await admin.call('GET', '/issue-tracker/entries');
    expect(issues.body.items.map((i: { key: string }) => i.key)).toEqual(['WEB-1', 'CAM-2', 'CAM-1']);
    expect(issues.body.items[1]).toMatchObject({ project: 'CAM', summary: 'Search is slow', issueType: 'Improvement', createdBy: ADMIN.email });
  });
});
