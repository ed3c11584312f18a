// @vitest-environment jsdom
// The route step as a sender works it: two-way routes with their DID groups (the route's own first),
// switching to one-way showing the ANIs, the vertical asked for only when a route is not 10DLC, and
// a problem shown under its route row in the spec's words.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeMessages } from '@domain/campaign-compose';
import { RouteStep } from '@web/features/campaigns/steps/route-step';
import { renderStep } from './render-step';

afterEach(cleanup);

describe('RouteStep', () => {
  it('adds a two-way route that sends the message type and ticks its DID groups', async () => {
    const user = userEvent.setup();
    const step = renderStep(RouteStep);
    expect(screen.getByRole('combobox', { name: 'Message type' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add route' }));
    expect(step.last()).toEqual({ routesTwoWays: [{ routeId: 11, didGroupIds: [] }] });
    const route = screen.getByRole('combobox', { name: 'Route 1' });
    expect(within(route).getAllByRole('option').map((o) => o.textContent)).toEqual(['Two-way US · US · 10DLC']);
    await user.click(screen.getByRole('checkbox', { name: /Main numbers/ }));
    expect(step.last()).toEqual({ routesTwoWays: [{ routeId: 11, didGroupIds: [21] }] });
    await user.click(screen.getByRole('button', { name: 'Remove route 1' }));
    expect(step.last()).toEqual({ routesTwoWays: [] });
  });

  it('shows the ANIs and asks for the vertical once a one-way route that is not 10DLC is chosen', async () => {
    const user = userEvent.setup();
    const step = renderStep(RouteStep);
    expect(screen.queryByLabelText(/ANIs/)).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Send method' }), '1');
    expect(step.last()).toEqual({ sendMethod: 1 });
    expect(screen.getByLabelText(/ANIs/)).toBeTruthy();
    expect(screen.queryByLabelText(/Vertical/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add route' }));
    expect(step.last()).toEqual({ routesOneWay: [{ routeId: 12 }] });
    expect(screen.getByLabelText(/Vertical/)).toBeTruthy();
    await user.type(screen.getByLabelText(/ANIs/), '+1');
    expect(step.last()).toEqual({ anis: '+1' });
  });

  it('types the send speed as a number', async () => {
    const user = userEvent.setup();
    const step = renderStep(RouteStep);
    await user.type(screen.getByLabelText('Send speed (messages per hour)'), '5');
    expect(step.last()).toEqual({ sendSpeed: 5 });
  });

  it('shows the problems of the routes and their DID groups in the spec words', () => {
    renderStep(RouteStep, {
      compose: { routesTwoWays: [{ routeId: 11, didGroupIds: [] }] },
      problems: [
        { path: 'routesTwoWays[0].routeId', message: composeMessages.routeWrongType(11, 'MMSE') },
        { path: 'routesTwoWays[0].didGroupIds', message: composeMessages.didGroupPerRoute },
        { path: 'sendSpeed', message: composeMessages.sendSpeed },
      ],
    });
    expect(screen.getByText('Route 11 does not send MMSE')).toBeTruthy();
    expect(screen.getByText('Choose at least one DID group for each route')).toBeTruthy();
    expect(screen.getByText('Send speed must be an integer of at least 1 message per hour')).toBeTruthy();
  });

  it('says so when no route sends the message type this way', async () => {
    const user = userEvent.setup();
    renderStep(RouteStep);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Message type' }), 'RVM');
    expect(screen.getByText('None of your routes sends this message type this way.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add route' })).toBeNull();
  });
});
