// @vitest-environment jsdom
// The optimization step as a sender works it: the thresholds asked for follow the message type,
// small audiences cannot switch it on, the evaluated elements and lap 2 become changes of the
// compose, and a lap's problem shows under its own field.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyLap, type ComposeInput } from '@domain/campaign-compose';
import { OptimizationStep } from '@web/features/campaigns/steps/optimization-step';
import { renderWithProviders } from '../render-with-providers';
import { compose, options, problem } from './fixtures';

afterEach(cleanup);

function renderStep(patch: ComposeInput, extra: { problems?: ReturnType<typeof problem>[]; totalTarget?: number | null } = {}) {
  const onChange = vi.fn();
  renderWithProviders(
    <OptimizationStep compose={compose(patch)} options={options} problems={extra.problems ?? []} onChange={onChange} totalTarget={extra.totalTarget} />,
  );
  return onChange;
}

const lap1 = () => within(screen.getByRole('group', { name: 'Lap 1' }));

describe('OptimizationStep', () => {
  it('turns auto-optimization on with its switch', async () => {
    const user = userEvent.setup();
    const onChange = renderStep({}, { totalTarget: 500 });
    await user.click(screen.getByRole('checkbox', { name: 'Auto-optimization' }));
    expect(onChange).toHaveBeenLastCalledWith({ autoOp: true });
  });

  it('says it is off for 99 contacts or fewer and keeps the switch off', () => {
    renderStep({ autoOp: true }, { totalTarget: 99 });
    expect(screen.getByText('Auto-optimization is off for audiences of 99 contacts or fewer.')).toBeTruthy();
    const toggle = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Auto-optimization' });
    expect(toggle.disabled).toBe(true);
    expect(toggle.checked).toBe(false);
  });

  it('asks texts for click rate and revenue per message, and calls for call rate and revenue per minute', () => {
    renderStep({ autoOp: true, messageType: 'SMS' });
    expect(lap1().getByLabelText(/Click rate threshold/)).toBeTruthy();
    expect(lap1().getByLabelText(/Revenue per million messages threshold/)).toBeTruthy();
    expect(lap1().getByLabelText(/Reply rate threshold/)).toBeTruthy();
    expect(lap1().queryByLabelText(/Call rate threshold/)).toBeNull();
    cleanup();

    renderStep({ autoOp: true, messageType: 'VOICE' });
    expect(lap1().getByLabelText(/Call rate threshold/)).toBeTruthy();
    expect(lap1().getByLabelText(/Revenue per million minutes threshold/)).toBeTruthy();
    expect(lap1().getByLabelText(/Revenue per delivered call threshold/)).toBeTruthy();
    expect(lap1().getByLabelText(/ROI threshold/)).toBeTruthy();
    expect(lap1().queryByLabelText(/Click rate threshold/)).toBeNull();
  });

  it('changes a lap field and shows its problem under it', async () => {
    const user = userEvent.setup();
    const onChange = renderStep({ autoOp: true }, { problems: [problem('lap1.pausedMin', 'Paused time must be in range 9 < number < 2400')] });
    expect(lap1().getByLabelText(/Paused minutes/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Paused time must be in range 9 < number < 2400')).toBeTruthy();
    await user.type(lap1().getByLabelText(/Test size/), '2');
    expect(onChange).toHaveBeenLastCalledWith({ lap1: { ...emptyLap(), testSize: 2 } });
  });

  it('ticks the evaluated elements in the compose order', async () => {
    const user = userEvent.setup();
    const onChange = renderStep({ autoOp: true, evaluatedElements: ['route'] }, { problems: [] });
    await user.click(screen.getByRole('checkbox', { name: 'Creative' }));
    expect(onChange).toHaveBeenLastCalledWith({ evaluatedElements: ['creative', 'route'] });
    await user.click(screen.getByRole('checkbox', { name: 'Route' }));
    expect(onChange).toHaveBeenLastCalledWith({ evaluatedElements: [] });
  });

  it('shows lap 2 with its creative size when it is on', async () => {
    const user = userEvent.setup();
    const onChange = renderStep({ autoOp: true, autoOpLap2: true }, { problems: [problem('autoOpLap2CreativeSize', 'Creatives in lap 2 must be an integer of at least 1')] });
    expect(screen.getByLabelText(/Creatives in lap 2/).getAttribute('aria-invalid')).toBe('true');
    const lap2 = within(screen.getByRole('group', { name: 'Lap 2 thresholds' }));
    await user.type(lap2.getByLabelText(/Test size/), '3');
    expect(onChange).toHaveBeenLastCalledWith({ lap2: { ...emptyLap(), testSize: 3 } });
    await user.click(screen.getByRole('checkbox', { name: 'Lap 2' }));
    expect(onChange).toHaveBeenLastCalledWith({ autoOpLap2: false });
  });

  it('picks voluum tracking and its mapping', async () => {
    const user = userEvent.setup();
    const onChange = renderStep({ trackingVendor: 'voluum' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Voluum mapping' }), 'Campaign name');
    expect(onChange).toHaveBeenLastCalledWith({ voluumMapping: 'campaignName' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tracking vendor' }), 'None');
    expect(onChange).toHaveBeenLastCalledWith({ trackingVendor: 'none' });
  });
});
