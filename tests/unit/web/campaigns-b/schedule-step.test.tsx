// @vitest-environment jsdom
// The schedule step as a sender works it: the schedule switch reveals the times, a picked time is
// stored the way the compose keeps it ('YYYY-MM-DD HH:mm'), the sleep timer's days are numbered
// Sunday 1 to Saturday 7, and each problem shows where its field is.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComposeInput } from '@domain/campaign-compose';
import { fromDateTimeLocal, toDateTimeLocal } from '@web/features/campaigns/compose-time';
import { ScheduleStep } from '@web/features/campaigns/steps/schedule-step';
import { renderWithProviders } from '../render-with-providers';
import { compose, options, problem } from './fixtures';

afterEach(cleanup);

function renderStep(patch: ComposeInput, problems: ReturnType<typeof problem>[] = []) {
  const onChange = vi.fn();
  renderWithProviders(<ScheduleStep compose={compose(patch)} options={options} problems={problems} onChange={onChange} />);
  return onChange;
}

describe('ScheduleStep', () => {
  it('turns scheduling on with its switch', async () => {
    const user = userEvent.setup();
    const onChange = renderStep({});
    expect(screen.queryByLabelText('Start time')).toBeNull();
    expect(screen.getByText('Comma-separated phones, at most 10')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Schedule the campaign' }));
    expect(onChange).toHaveBeenLastCalledWith({ activeScheduling: true });
  });

  it('shows and stores the start and stop times in the compose format, in its timezone', () => {
    const onChange = renderStep({ activeScheduling: true, scheduling: '2026-11-30 09:15' });
    const start = screen.getByLabelText<HTMLInputElement>('Start time');
    expect(start.value).toBe('2026-11-30T09:15');
    fireEvent.change(start, { target: { value: '2026-12-01T10:00' } });
    expect(onChange).toHaveBeenLastCalledWith({ scheduling: '2026-12-01 10:00' });
    fireEvent.change(screen.getByLabelText('Stop time'), { target: { value: '2026-12-02T18:30' } });
    expect(onChange).toHaveBeenLastCalledWith({ schedulingStopTime: '2026-12-02 18:30' });

    const zone = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Timezone' });
    expect(zone.value).toBe('Etc/GMT');
    fireEvent.change(zone, { target: { value: 'America/New_York' } });
    expect(onChange).toHaveBeenLastCalledWith({ timeName: 'America/New_York' });
  });

  it('converts send times both ways, seconds dropped', () => {
    expect(toDateTimeLocal('2026-12-01 10:00')).toBe('2026-12-01T10:00');
    expect(toDateTimeLocal('')).toBe('');
    expect(fromDateTimeLocal('2026-12-01T10:00:30')).toBe('2026-12-01 10:00');
    expect(fromDateTimeLocal('')).toBe('');
  });

  it('shows a stop time before the start under the stop time', () => {
    renderStep({ activeScheduling: true, scheduling: '2026-12-02 10:00', schedulingStopTime: '2026-12-01 10:00' }, [
      problem('schedulingStopTime', 'Stop time must be after Start time'),
    ]);
    expect(screen.getByLabelText('Stop time').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Stop time must be after Start time')).toBeTruthy();
  });

  it('keeps the sleep timer days numbered from Sunday 1 and its times as HH:mm', async () => {
    const user = userEvent.setup();
    const onChange = renderStep({ sleepTimer: { enabled: true, weekDays: [7] } }, [problem('sleepTimer', 'Choose both the start and the end of the sleep timer')]);
    expect(screen.getByText('Choose both the start and the end of the sleep timer')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Sunday' }));
    expect(onChange).toHaveBeenLastCalledWith({ sleepTimer: { enabled: true, start: '', end: '', weekDays: [1, 7] } });
    fireEvent.change(screen.getByLabelText('Sleep from'), { target: { value: '22:00' } });
    expect(onChange).toHaveBeenLastCalledWith({ sleepTimer: { enabled: true, start: '22:00', end: '', weekDays: [7] } });
  });

  it('ticks Sunday on an empty sleep timer as day 1', async () => {
    const user = userEvent.setup();
    const onChange = renderStep({ sleepTimer: { enabled: true } });
    await user.click(screen.getByRole('checkbox', { name: 'Sunday' }));
    expect(onChange).toHaveBeenLastCalledWith({ sleepTimer: { enabled: true, start: '', end: '', weekDays: [1] } });
  });

  it('edits the offset, the auto-stop threshold, the seeds and resending, each with its problem', async () => {
    const user = userEvent.setup();
    const onChange = renderStep({ campaignOffset: 'x' }, [problem('campaignOffset', 'Offset must be integer!'), problem('seedNumbers', 'At most 10 seed numbers')]);
    expect(screen.getByLabelText('Campaign offset').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('At most 10 seed numbers')).toBeTruthy();

    await user.type(screen.getByLabelText('Auto-stop threshold'), '5');
    expect(onChange).toHaveBeenLastCalledWith({ autoStopThreshold: 5 });
    await user.type(screen.getByLabelText('Seed numbers'), '+');
    expect(onChange).toHaveBeenLastCalledWith({ seedNumbers: '+' });
    await user.click(screen.getByRole('checkbox', { name: 'Resend to failed contacts' }));
    expect(onChange).toHaveBeenLastCalledWith({ resendFailedContactEnabled: true });
  });
});
