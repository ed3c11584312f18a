// @vitest-environment jsdom
// The content step as a sender works it: only the fields of the chosen message type, creatives with
// their approval, a message written on the fly, offers and their empty-state links, and a problem
// shown under its field in the spec's words.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeMessages } from '@domain/campaign-compose';
import { ContentStep } from '@web/features/campaigns/steps/content-step';
import { composeOptions } from './fixtures';
import { renderStep } from './render-step';

afterEach(cleanup);

const link = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('ContentStep', () => {
  it('offers the creatives with their approval and sends the ticked one', async () => {
    const user = userEvent.setup();
    const step = renderStep(ContentStep);
    expect(screen.getByText('Pending approval')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /Spring hello/ }));
    expect(step.last()).toEqual({ creativeIds: [31] });
  });

  it('writes the message on the fly in place of creatives', async () => {
    const user = userEvent.setup();
    const step = renderStep(ContentStep);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Creative mode' }), 'onfly');
    expect(step.last()).toEqual({ creativeMode: 'onfly' });
    await user.type(screen.getByLabelText(/^Message/), 'Hi');
    expect(step.last()).toEqual({ onflyMessage: 'Hi' });
  });

  it('shows the offer URL for an offer on the fly', async () => {
    const user = userEvent.setup();
    renderStep(ContentStep);
    expect(screen.getByRole('group', { name: /Offers/ })).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Offer option' }), 'onfly');
    expect(screen.queryByRole('group', { name: /Offers/ })).toBeNull();
    expect(screen.getByLabelText(/Offer URL/)).toBeTruthy();
  });

  it('links to where offers, creatives and domain groups are created when there are none', () => {
    renderStep(ContentStep, { options: composeOptions({ offers: [], creatives: [], domainGroups: [] }) });
    expect(link('Create an offer')).toBe('/send/offers/create');
    expect(link('Compose a creative')).toBe('/send/creative-compose/create');
    expect(link('Create a domain group')).toBe('/domain/groups');
  });

  it('shows bcc for MMS and sanitizing for SMS only', () => {
    renderStep(ContentStep, { compose: { messageType: 'MMS' } });
    expect(screen.getByLabelText('Bcc')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Sanitizing' })).toBeNull();
    cleanup();
    renderStep(ContentStep, { compose: { messageType: 'SMS' } });
    expect(screen.queryByLabelText('Bcc')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Sanitizing' })).toBeTruthy();
    expect(screen.getByLabelText('Unicode in the message')).toBeTruthy();
  });

  it('shows the voice fields for VOICE and no text fields', async () => {
    const user = userEvent.setup();
    const step = renderStep(ContentStep, { compose: { messageType: 'VOICE' } });
    expect(screen.queryByRole('combobox', { name: 'Offer option' })).toBeNull();
    expect(screen.queryByLabelText('Attach media')).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Agent' }), '91');
    expect(step.last()).toEqual({ agent: 91 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Audio configuration' }), '81');
    expect(step.last()).toEqual({ audioBuilderSettings: 81 });
    expect(screen.getByText('Audio · 12 s')).toBeTruthy();
    expect(screen.getByLabelText('Send AMD events')).toBeTruthy();
  });

  it('shows each problem under its field in the spec words', () => {
    renderStep(ContentStep, {
      compose: { messageType: 'MMS', bccOn: true, attachmentEnabled: true },
      problems: [
        { path: 'creativeIds', message: composeMessages.creativeRequired },
        { path: 'bccSize', message: composeMessages.bccSize },
        { path: 'numberOfAttachmentInMessage', message: composeMessages.attachmentsRange(2) },
        { path: 'qrEnabled', message: composeMessages.qrNeedsOffer },
      ],
    });
    expect(screen.getByText('Choose at least one creative')).toBeTruthy();
    expect(screen.getByText('Bcc size must be an integer from 2 to 10')).toBeTruthy();
    expect(screen.getByText('Number of attachments must be an integer from 1 to 2')).toBeTruthy();
    expect(screen.getByText('QR codes need an offer: choose an offer option other than none')).toBeTruthy();
  });
});
