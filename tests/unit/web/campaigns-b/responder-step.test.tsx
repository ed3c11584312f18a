// @vitest-environment jsdom
// The responder step as a sender works it: the mode decides what is asked for, each pick becomes
// a change of the compose, forward phones are added and removed, and a problem shows under its field.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComposeInput } from '@domain/campaign-compose';
import type { ComposeOptions } from '@domain/campaign-options';
import { ResponderStep } from '@web/features/campaigns/steps/responder-step';
import { renderWithProviders } from '../render-with-providers';
import { compose, noneOwned, options, problem } from './fixtures';

afterEach(cleanup);

function renderStep(patch: ComposeInput, extra: { problems?: ReturnType<typeof problem>[]; options?: ComposeOptions } = {}) {
  const onChange = vi.fn();
  renderWithProviders(<ResponderStep compose={compose(patch)} options={extra.options ?? options} problems={extra.problems ?? []} onChange={onChange} />);
  return onChange;
}

describe('ResponderStep', () => {
  it('changes the mode and picks a responder from the user responders', async () => {
    const user = userEvent.setup();
    const onChange = renderStep({});
    await user.selectOptions(screen.getByRole('combobox', { name: 'Responder mode' }), 'Responder template');
    expect(onChange).toHaveBeenLastCalledWith({ modeResponder: 'template' });
    cleanup();

    const onPick = renderStep({ modeResponder: 'responder' });
    await user.selectOptions(screen.getByRole('combobox', { name: /^Responder\b(?! mode)/ }), 'Sales bot');
    expect(onPick).toHaveBeenLastCalledWith({ responderId: 80 });
  });

  it('links to the responders page when the user has none, and still says one is required', () => {
    renderStep({ modeResponder: 'responder' }, { options: noneOwned, problems: [problem('responderId', 'Choose a responder')] });
    expect(screen.getByText('You have no responders yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a responder' }).getAttribute('href')).toBe('/responders');
    expect(screen.getByRole('alert').textContent).toBe('Choose a responder');
  });

  it('asks for the forward numbers and an audio on the fly, and shows the missing one', async () => {
    const user = userEvent.setup();
    const onChange = renderStep(
      { modeResponder: 'onfly', responderOnFly: { inboundForwardNumber: '+15550100000', outboundForwardNumber: '' } },
      { problems: [problem('responderOnFly', 'Inbound and outbound forward numbers are required for a responder on the fly')] },
    );
    const outbound = screen.getByLabelText(/Outbound forward number/);
    expect(outbound.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Inbound and outbound forward numbers are required for a responder on the fly')).toHaveLength(1);

    await user.type(outbound, '+');
    expect(onChange).toHaveBeenLastCalledWith({ responderOnFly: { inboundForwardNumber: '+15550100000', outboundForwardNumber: '+', inboundPlayAudio: null } });

    const audio = screen.getByRole('combobox', { name: 'Inbound play audio' });
    expect(within(audio).getAllByRole('option').map((o) => o.textContent)).toEqual(['No audio', 'greeting.wav']);
    await user.selectOptions(audio, 'greeting.wav');
    expect(onChange).toHaveBeenLastCalledWith({ responderOnFly: { inboundForwardNumber: '+15550100000', outboundForwardNumber: '', inboundPlayAudio: 70 } });
  });

  it('adds and removes forward phones, each with its own problem', async () => {
    const user = userEvent.setup();
    const onChange = renderStep(
      { responderForwardPhones: [{ variable: 'agent', phone: '+15550100000' }] },
      { problems: [problem('responderForwardPhones[0].variable', 'Variable must be in square brackets, like [agent]')] },
    );
    expect(screen.getByText('Variable must be in square brackets, like [agent]')).toBeTruthy();
    expect(screen.getByLabelText('Variable').getAttribute('aria-invalid')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Add forward phone' }));
    expect(onChange).toHaveBeenLastCalledWith({
      responderForwardPhones: [
        { variable: 'agent', phone: '+15550100000' },
        { variable: '', phone: '' },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Remove forward phone 1' }));
    expect(onChange).toHaveBeenLastCalledWith({ responderForwardPhones: [] });
  });

  it('locks its inputs while the campaign is being sent', () => {
    renderWithProviders(<ResponderStep compose={compose({ modeResponder: 'onfly' })} options={options} problems={[]} onChange={() => {}} disabled />);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Responder mode' }).disabled).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>(/Inbound forward number/).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add forward phone' }).disabled).toBe(true);
  });
});
