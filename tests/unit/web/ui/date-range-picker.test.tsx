// @vitest-environment jsdom
// The DateRangePicker as a user meets it: two months from last month, presets, days picked on the
// calendar, times, and the rule that only Apply commits (Close throws the draft away).
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateRangePicker, type DateFormat, type DateRange } from '@web/ui';
import { renderWithProviders } from '../render-with-providers';

const now = () => new Date(2024, 2, 13, 14, 35);

afterEach(cleanup);

function Picker(props: { initial?: DateRange | null; onChange?: (v: DateRange | null) => void; withTime?: boolean; format?: DateFormat; clearable?: boolean }) {
  const [value, setValue] = useState<DateRange | null>(props.initial ?? null);
  return (
    <DateRangePicker
      label="Created date"
      value={value}
      onChange={(v) => {
        props.onChange?.(v);
        setValue(v);
      }}
      now={now}
      withTime={props.withTime}
      format={props.format}
      clearable={props.clearable}
    />
  );
}

const trigger = () => screen.getByRole('button', { name: /^Created date/ });

describe('DateRangePicker', () => {
  it('shows the placeholder and opens on last month and this month', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Picker />);
    expect(trigger().textContent).toContain('Pick a date range');
    expect(screen.getByLabelText('Created date')).toBe(trigger());
    await user.click(trigger());
    expect(screen.getByRole('group', { name: 'February 2024' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'March 2024' })).toBeTruthy();
    const presets = within(screen.getByRole('group', { name: 'Presets' })).getAllByRole('button').map((b) => b.textContent);
    expect(presets).toEqual([
      'Today', 'Yesterday', 'This week', 'Last week', 'Last 7 Days', 'Last 30 Days', 'This month', 'Last month', 'This year', 'Custom range',
    ]);
  });

  it('commits a preset only on Apply', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Picker onChange={onChange} />);
    await user.click(trigger());
    await user.click(screen.getByRole('button', { name: 'Last week' }));
    expect(screen.getByRole('button', { name: 'Last week' }).getAttribute('aria-pressed')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith({ from: new Date(2024, 2, 4), to: new Date(2024, 2, 10, 23, 59, 59, 999) });
    expect(trigger().textContent).toContain('04/03/2024 - 10/03/2024');
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it('throws the draft away on Close', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const initial = { from: new Date(2024, 2, 1), to: new Date(2024, 2, 31, 23, 59, 59, 999) };
    renderWithProviders(<Picker initial={initial} onChange={onChange} />);
    await user.click(trigger());
    expect(screen.getByRole('button', { name: 'This month' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Yesterday' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(trigger().textContent).toContain('01/03/2024 - 31/03/2024');
    await user.click(trigger());
    expect(screen.getByRole('button', { name: 'This month' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('picks a custom range on the calendar, across the two months', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Picker onChange={onChange} />);
    await user.click(trigger());
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: '26/02/2024' }));
    expect(apply.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: '02/03/2024' }));
    expect(screen.getByRole('button', { name: 'Custom range' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(apply);
    expect(onChange).toHaveBeenCalledWith({ from: new Date(2024, 1, 26), to: new Date(2024, 2, 2, 23, 59, 59, 999) });
  });

  it('moves between months', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Picker />);
    await user.click(trigger());
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('group', { name: 'January 2024' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('group', { name: 'April 2024' })).toBeTruthy();
  });

  it('takes times and shows them in the 12-hour format', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Picker withTime format="DD/MM/YYYY hh:mm A" onChange={onChange} />);
    await user.click(trigger());
    expect(screen.getByRole('button', { name: 'Last 30 minutes' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '05/03/2024' }));
    await user.click(screen.getByRole('button', { name: '06/03/2024' }));
    const start = screen.getByLabelText('Start time');
    const end = screen.getByLabelText('End time');
    await user.clear(start);
    await user.type(start, '08:15');
    await user.clear(end);
    await user.type(end, '17:45');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith({ from: new Date(2024, 2, 5, 8, 15), to: new Date(2024, 2, 6, 17, 45, 59, 999) });
    expect(trigger().textContent).toContain('05/03/2024 08:15 AM - 06/03/2024 05:45 PM');
  });

  it('detects the last hour window when opened with it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Picker withTime initial={{ from: new Date(2024, 2, 13, 13, 35), to: new Date(2024, 2, 13, 14, 35) }} />);
    expect(trigger().textContent).toContain('13/03/2024 13:35 - 13/03/2024 14:35');
    await user.click(trigger());
    expect(screen.getByRole('button', { name: 'Last 1 hour' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('works from the keyboard: Enter opens, a preset and Apply by keys, Escape discards', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Picker onChange={onChange} />);
    await user.tab();
    expect(document.activeElement).toBe(trigger());
    await user.keyboard('{Enter}');
    const today = await screen.findByRole('button', { name: 'Today' });
    today.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull());
    expect(onChange).not.toHaveBeenCalled();
    await user.click(trigger());
    (await screen.findByRole('button', { name: 'Yesterday' })).focus();
    await user.keyboard('{Enter}');
    screen.getByRole('button', { name: 'Apply' }).focus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith({ from: new Date(2024, 2, 12), to: new Date(2024, 2, 12, 23, 59, 59, 999) });
  });

  it('clears at once when clearable', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Picker clearable onChange={onChange} initial={{ from: new Date(2024, 2, 1), to: new Date(2024, 2, 2) }} />);
    await user.click(screen.getByRole('button', { name: 'Clear date range' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(trigger().textContent).toContain('Pick a date range');
    expect(screen.queryByRole('button', { name: 'Clear date range' })).toBeNull();
  });
});
