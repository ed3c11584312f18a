// The sender's actions on a sent campaign, on both databases: each answers the spec's toast, is
// refused (409) from a state that does not allow it, and another user's campaign is a 404 for every
// call; resend sends again only to the contacts the condition picks.
import { describe, expect, it } from 'vitest';
import { dialects, type TestApp } from '../fixtures/test-app';
import { CampaignsClient, OTHER } from '../campaigns/campaigns-client';
import { EngineClient, engineSuite, newYorkers } from './engine-client';

describe.each(dialects)('campaign actions (%s)', (dialect) => {
  let t: TestApp;
  let e: EngineClient;

  engineSuite(dialect, (app, client) => ((t = app), (e = client)));

  const act = (id: number, action: string, body?: unknown) => e.campaigns.call('POST', `/campaigns/${id}/${action}`, body);

  it('pauses, continues and marks completed with the spec words, refusing what the state does not allow', async () => {
    const campaign = await e.send('Paused midway', newYorkers(10, 500));
    let res = await act(campaign.id, 'pause');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Campaign has been paused!', progress: { status: 'paused' } });
    await e.run(3);
    expect((await e.messages(campaign.id)).length).toBe(0);
    expect((await act(campaign.id, 'pause')).body).toMatchObject({ code: 409, message: 'Campaign cannot be paused now' });

    res = await act(campaign.id, 'continue');
    expect(res.body).toMatchObject({ message: 'Campaign has been resumed!', progress: { status: 'queued' } });
    await e.run(20);
    expect(await e.progress(campaign.id)).toMatchObject({ status: 'completed', sent: 10 });
    expect((await act(campaign.id, 'continue')).body).toMatchObject({ code: 409, message: 'Campaign cannot be resumed now' });

    res = await act(campaign.id, 'refresh');
    expect(res.body).toMatchObject({ message: 'Refresh campaign successfully!', progress: { status: 'completed', sent: 10 } });

    const history = (await e.campaigns.call('GET', `/campaigns/${campaign.id}/history`)).body.items.map((i: { kind: string }) => i.kind);
    // Newest first: the refresh, then the end.
    expect(history.slice(0, 2)).toEqual(['refresh', 'completed']);
    expect(history).toEqual(expect.arrayContaining(['pause', 'continue', 'started', 'completed', 'refresh']));
  });

  it('marks a running campaign completed, and nothing more is sent', async () => {
    const campaign = await e.send('Ended early', newYorkers(10, 600));
    const res = await act(campaign.id, 'complete');
    expect(res.body).toMatchObject({ message: 'Campaign has been marked completed!', progress: { status: 'completed' } });
    await e.run(3);
    expect((await e.messages(campaign.id)).length).toBe(0);
  });

  it('resends to failed contacts only, as a new round', async () => {
    const campaign = await e.send('Resend failed', newYorkers(60, 700));
    await e.run(20);
    const first = await e.messages(campaign.id);
    const failed = first.filter((m) => m.result !== null && [1, 2, 7, 8, 9, 11].includes(Number(m.result)));
    expect(failed.length).toBeGreaterThan(0);
    expect((await act(campaign.id, 'resend', {})).body).toMatchObject({ code: 400, field: 'failed' });

    const res = await act(campaign.id, 'resend', { failed: true });
    expect(res.body).toMatchObject({ message: 'Resend successfully!', progress: { status: 'running', round: 1 } });
    await e.run(20);
    const second = (await e.messages(campaign.id)).filter((m) => m.round === 1);
    expect(second.map((m) => m.phone).sort()).toEqual(failed.map((m) => m.phone).sort());
    expect((await e.progress(campaign.id)).status).toBe('completed');
  });

  it('answers 404 for another user campaign on every call', async () => {
    const campaign = await e.send('Mine alone', newYorkers(2, 800));
    const other = await CampaignsClient.signIn(t, OTHER);
    for (const [method, path] of [
      ['GET', 'progress'],
      ['GET', 'history'],
      ['POST', 'pause'],
      ['POST', 'continue'],
      ['POST', 'complete'],
      ['POST', 'refresh'],
      ['POST', 'resend'],
    ] as const) {
      const res = await other.call(method, `/campaigns/${campaign.id}/${path}`, path === 'resend' ? { failed: true } : undefined);
      expect(res.status, path).toBe(404);
      expect(res.body.message).toBe('Campaign is not existed');
    }
    expect((await e.progress(campaign.id)).status).toBe('queued');
  });
});
