// The small rules of the live responder runtime: a call's outcome as trigger events, which
// addresses a webhook may reach, when a failed webhook is tried again, and which messages are a
// responder's.
import { describe, expect, it } from 'vitest';
import { callSignals } from '@server/engine/responders/call-signals';
import { callWebhook, isPrivateAddress, retryDelayMinutes } from '@server/engine/responders/webhook-call';
import { actionIdOfKey } from '@server/engine/responders/responder-figures';

describe('the live responder runtime', () => {
  it('reads a call as the events that happened, in order', () => {
    expect(callSignals({ outcome: 'answered', listenSeconds: 12, dtmf: '19', callback: false })).toEqual([
      { kind: 'signal', trigger: 'answered_call' },
      { kind: 'dtmf', key: '1' },
      { kind: 'dtmf', key: '9' },
      { kind: 'signal', trigger: 'listen_call' },
    ]);
    expect(callSignals({ outcome: 'machine', listenSeconds: 0, dtmf: null, callback: false })).toEqual([{ kind: 'signal', trigger: 'amd' }]);
    expect(callSignals({ outcome: 'missed', listenSeconds: 0, dtmf: null, callback: true })).toEqual([
      { kind: 'signal', trigger: 'no_answer' },
      { kind: 'signal', trigger: 'inbound_call' },
    ]);
  });

  it('keeps webhooks off private, loopback and link-local addresses', () => {
    for (const a of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '::1', 'fd00::1', '::ffff:127.0.0.1']) expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ['8.8.8.8', '172.32.0.1', '2606:4700::1111']) expect(isPrivateAddress(a), a).toBe(false);
  });

  it('refuses a private address or another scheme before any request, for good', async () => {
    expect(await callWebhook({ method: 'GET', url: 'http://127.0.0.1:9/hook', headers: [] }, { timeoutMs: 1000, allowPrivate: false })).toMatchObject({
      status: null,
      ok: false,
      retryable: false,
      error: 'Private and local addresses cannot be called',
    });
    expect(await callWebhook({ method: 'GET', url: 'ftp://example.com/x', headers: [] }, { timeoutMs: 1000, allowPrivate: true })).toMatchObject({ error: 'Only http and https addresses can be called', retryable: false });
    expect(await callWebhook({ method: 'GET', url: 'not a url', headers: [] }, { timeoutMs: 1000, allowPrivate: true })).toMatchObject({ error: 'The URL is not a valid address', retryable: false });
  });

  it('tries a failed webhook again after 1 then 5 minutes, three attempts in all', () => {
    expect([1, 2, 3].map(retryDelayMinutes)).toEqual([1, 5, null]);
  });

  it('knows a responder message by its key', () => {
    expect(actionIdOfKey('resp:42')).toBe(42);
    expect(actionIdOfKey('12:0:+12125550100')).toBeNull();
    expect(actionIdOfKey('resp:x')).toBeNull();
  });
});
