// @vitest-environment jsdom
// Click tracking (001 §9: upload every 30 s): what gets sent, when, and that nothing goes out empty.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClickTracker, type ClickEvent } from '@web/api/click-tracker';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-03-01T10:00:00.000Z'));
  document.body.innerHTML = `
    <button id="save" aria-label="Save campaign"><span id="icon">💾</span></button>
    <a id="inbox" href="#inbox">  Inbox
       (3) </a>
    <p id="long">${'x'.repeat(120)}</p>
    <div id="empty"></div>
    <input id="secret" type="password" value="hunter22" />`;
  window.history.pushState({}, '', '/campaigns');
});
afterEach(() => {
  vi.useRealTimers();
});

const click = (id: string) => document.getElementById(id)?.click();

function tracker() {
  const send = vi.fn<(events: ClickEvent[]) => Promise<void>>(async () => undefined);
  return { send, tracker: createClickTracker({ send }) };
}

describe('click tracker', () => {
  it('sends the clicks of the last 30 seconds in one batch', async () => {
    const { send, tracker: t } = tracker();
    t.start();
    click('icon');
    click('inbox');
    await vi.advanceTimersByTimeAsync(29_999);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][0]).toEqual([
      { target: 'Save campaign', path: '/campaigns', at: '2025-03-01T10:00:00.000Z' },
      { target: 'Inbox (3)', path: '/campaigns', at: '2025-03-01T10:00:00.000Z' },
    ]);
    t.stop();
  });

  it('names elements by label, text or tag, at most 80 characters, and never reads typed values', async () => {
    const { send, tracker: t } = tracker();
    t.start();
    click('long');
    click('empty');
    click('secret');
    t.stop();
    await vi.advanceTimersByTimeAsync(0);
    const targets = send.mock.calls[0][0].map((e) => e.target);
    expect(targets).toEqual(['x'.repeat(80), 'div', 'input']);
  });

  it('sends nothing when nobody clicked', async () => {
    const { send, tracker: t } = tracker();
    t.start();
    await vi.advanceTimersByTimeAsync(90_000);
    t.stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(send).not.toHaveBeenCalled();
  });

  it('flushes what is left on stop (logout), then records no more clicks', async () => {
    const { send, tracker: t } = tracker();
    t.start();
    click('inbox');
    t.stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    click('save');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('does not record clicks before start', async () => {
    const { send, tracker: t } = tracker();
    click('save');
    t.start();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(send).not.toHaveBeenCalled();
    t.stop();
  });

  it('keeps going when an upload fails', async () => {
    const send = vi.fn<(events: ClickEvent[]) => Promise<void>>().mockRejectedValueOnce(new Error('offline'));
    const t = createClickTracker({ send });
    t.start();
    click('save');
    await vi.advanceTimersByTimeAsync(30_000);
    click('inbox');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1][0].map((e) => e.target)).toEqual(['Inbox (3)']);
    t.stop();
  });
});
