// @vitest-environment jsdom
// The review as a sender reads it: the compose step by step in the names the user gave things,
// every problem with the step it is on and a button that goes there, and the debug switch.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReviewStep } from '@web/features/campaigns/steps/review-step';
import { renderWithProviders } from '../render-with-providers';
import { compose, options, problem } from './fixtures';

afterEach(cleanup);

const filled = compose({
  campaignTitle: 'Spring push',
  country: 'US',
  contactGroups: [1],
  routesTwoWays: [{ routeId: 10, didGroupIds: [20] }],
  creativeIds: [30],
  offerIds: [40],
  modeResponder: 'responder',
  responderId: 80,
  activeScheduling: true,
  scheduling: '2026-12-01 10:00',
  sleepTimer: { enabled: true, start: '22:00', end: '06:00', weekDays: [1] },
  autoOp: true,
  evaluatedElements: ['creative', 'didGroup'],
  trackingVendor: 'voluum',
  voluumMapping: 'uuid',
});

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('ReviewStep', () => {
  it('reads the compose back by step in the user names', () => {
    renderWithProviders(<ReviewStep compose={filled} options={options} problems={[]} onChange={() => {}} onGoTo={() => {}} />);
    expect(section('Audience').getByText('United States')).toBeTruthy();
    expect(section('Audience').getByText('Spring leads')).toBeTruthy();
    expect(section('Route and numbers').getByText('US two-way (East numbers)')).toBeTruthy();
    expect(section('Content').getByText('Spring sale')).toBeTruthy();
    expect(section('Content').getByText('Sale page')).toBeTruthy();
    expect(section('Responder').getByText('Sales bot')).toBeTruthy();
    expect(section('Schedule and speed').getByText('2026-12-01 10:00 → — (Etc/GMT)')).toBeTruthy();
    expect(section('Schedule and speed').getByText('22:00–06:00; Sunday')).toBeTruthy();
    expect(section('Optimization').getByText('Creative, DID group')).toBeTruthy();
    expect(section('Optimization').getByText('Voluum (UUID)')).toBeTruthy();
    expect(screen.getByText('Nothing stands in the way: the campaign is ready to send.')).toBeTruthy();
  });

  it('lists every problem with its step and goes to that step', async () => {
    const user = userEvent.setup();
    const onGoTo = vi.fn();
    renderWithProviders(
      <ReviewStep
        compose={filled}
        options={options}
        problems={[problem('lap1.testSize', 'Test size must be an integer larger than 99 and smaller than the target (500)'), problem('contactGroups', 'Choose at least one contact group')]}
        onChange={() => {}}
        onGoTo={onGoTo}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Problems' })).getAllByRole('listitem');
    // In the wizard's order: the audience's problem first.
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Choose at least one contact group'),
      expect.stringContaining('Test size must be an integer larger than 99'),
    ]);
    await user.click(within(items[1]).getByRole('button', { name: 'Go to Optimization' }));
    expect(onGoTo).toHaveBeenLastCalledWith('optimization');
    await user.click(within(items[0]).getByRole('button', { name: 'Go to Audience' }));
    expect(onGoTo).toHaveBeenLastCalledWith('audience');
    await user.click(screen.getByRole('button', { name: 'Edit Schedule and speed' }));
    expect(onGoTo).toHaveBeenLastCalledWith('schedule');
  });

  it('turns debug on', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<ReviewStep compose={filled} options={options} problems={[]} onChange={onChange} onGoTo={() => {}} />);
    await user.click(screen.getByRole('checkbox', { name: 'Debug' }));
    expect(onChange).toHaveBeenLastCalledWith({ debug: true });
  });
});
