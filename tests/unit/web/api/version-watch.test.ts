// The new-version notice (001 §8): the watch compares each /status-check with the first version seen.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createVersionWatch } from '@web/api/version-watch';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function serverAt(...versions: string[]) {
  let i = 0;
  return vi.fn(async () => versions[Math.min(i++, versions.length - 1)]);
}

describe('version watch', () => {
  it('stays quiet while the server runs the version first seen', async () => {
    const fetchVersion = serverAt('1.0.0');
    const onChange = vi.fn();
    const watch = createVersionWatch({ fetchVersion, onChange });
    watch.start();
    await vi.advanceTimersByTimeAsync(180_000);
    expect(fetchVersion).toHaveBeenCalledTimes(4);
    expect(onChange).not.toHaveBeenCalled();
    watch.stop();
  });

  it('announces a new version at the next poll, once', async () => {
    const fetchVersion = serverAt('1.0.0', '1.0.0', '1.1.0');
    const onChange = vi.fn();
    const watch = createVersionWatch({ fetchVersion, onChange });
    watch.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onChange).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onChange).toHaveBeenCalledWith('1.1.0');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(onChange).toHaveBeenCalledTimes(1);
    watch.stop();
  });

  it('polls at the given interval through the injected timer, and not after stop', async () => {
    const fetchVersion = serverAt('1', '2');
    const onChange = vi.fn();
    const ticks: (() => void)[] = [];
    const cancel = vi.fn();
    const watch = createVersionWatch({
      fetchVersion,
      onChange,
      intervalMs: 5_000,
      every: (fn, ms) => {
        expect(ms).toBe(5_000);
        ticks.push(fn);
        return cancel;
      },
    });
    watch.start();
    await vi.waitFor(() => expect(fetchVersion).toHaveBeenCalledTimes(1));
    watch.stop();
    expect(cancel).toHaveBeenCalledTimes(1);
    ticks[0]();
    await vi.advanceTimersByTimeAsync(0);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shrugs off a failed poll and tries again at the next one', async () => {
    const fetchVersion = vi
      .fn<() => Promise<string>>()
      .mockResolvedValueOnce('1')
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('2');
    const onChange = vi.fn();
    const watch = createVersionWatch({ fetchVersion, onChange });
    watch.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onChange).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onChange).toHaveBeenCalledWith('2');
    watch.stop();
  });
});
