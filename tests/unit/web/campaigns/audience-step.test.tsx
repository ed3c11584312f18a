// @vitest-environment jsdom
// The audience step as a sender works it: the fields found by their labels, ticking a contact group
// or choosing the country sends the patch the machine applies, the target filters added, edited and
// removed, suppression revealing the suppression groups, and a problem shown under its field in the
// spec's words.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeMessages } from '@domain/campaign-compose';
import { AudienceStep } from '@web/features/campaigns/steps/audience-step';
import { composeOptions } from './fixtures';
import { renderStep } from './render-step';

afterEach(cleanup);

describe('AudienceStep', () => {
  it('shows the title, the country and the sendable contact groups with their size and country', () => {
    renderStep(AudienceStep);
    expect(screen.getByLabelText('Campaign title')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /Country/ })).toBeTruthy();
    const groups = within(screen.getByRole('group', { name: /Contact groups/ }));
    expect(groups.getByText('Spring leads')).toBeTruthy();
    expect(groups.getByText('1,234 contacts · US')).toBeTruthy();
    expect(groups.queryByText('Do not text')).toBeNull();
  });

  it('sends the ticked contact group and the chosen country', async () => {
    const user = userEvent.setup();
    const step = renderStep(AudienceStep);
    await user.click(screen.getByRole('checkbox', { name: /Spring leads/ }));
    expect(step.last()).toEqual({ contactGroups: [1] });
    await user.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'CA');
    expect(step.last()).toEqual({ country: 'CA' });
  });

  it('links to the contact groups page when the user has none', () => {
    renderStep(AudienceStep, { options: composeOptions({ contactGroups: [] }) });
    expect(screen.getAllByRole('link', { name: 'Create a contact group' })[0].getAttribute('href')).toBe('/contact/groups');
  });

  it('adds, edits and removes target filters', async () => {
    const user = userEvent.setup();
    const step = renderStep(AudienceStep);
    expect((screen.getByLabelText('Filter 1 value') as HTMLInputElement).value).toBe('MOBILE');
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.selectOptions(screen.getByLabelText('Filter 2 field'), 'city');
    await user.selectOptions(screen.getByLabelText('Filter 2 type'), 'EXCLUDE');
    expect(step.last()?.target?.[1]).toEqual({ contactField: 'city', filterType: 'EXCLUDE', valueContactField: '' });
    await user.click(screen.getByRole('button', { name: 'Remove filter 1' }));
    expect(step.last()).toEqual({ target: [{ contactField: 'city', filterType: 'EXCLUDE', valueContactField: '' }] });
    expect(screen.queryByLabelText('Filter 2 field')).toBeNull();
  });

  it('reveals the suppression groups, suppression groups first, when suppression is switched on', async () => {
    const user = userEvent.setup();
    const step = renderStep(AudienceStep);
    expect(screen.queryByRole('group', { name: 'Suppression groups' })).toBeNull();
    await user.click(screen.getByLabelText('Suppress contacts of other groups'));
    expect(step.last()).toEqual({ suppressionContactEnabled: true });
    const list = within(screen.getByRole('group', { name: 'Suppression groups' }));
    expect(list.getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual([
      expect.stringContaining('Do not text'),
      expect.stringContaining('Spring leads'),
      expect.stringContaining('Toronto buyers'),
    ]);
    await user.click(list.getByRole('checkbox', { name: /Do not text/ }));
    expect(step.last()).toEqual({ suppressionGroupIds: [3] });
  });

  it('shows each problem under its field in the spec words', () => {
    renderStep(AudienceStep, {
      problems: [
        { path: 'country', message: composeMessages.countryRequired },
        { path: 'contactGroups', message: composeMessages.groupsRequired },
        { path: 'target', message: composeMessages.mobileRequired },
      ],
    });
    expect(screen.getByText('Country is required field!')).toBeTruthy();
    expect(screen.getByText('Choose at least one contact group')).toBeTruthy();
    expect(screen.getByText('Phone type must include MOBILE')).toBeTruthy();
  });

  it('locks every input while the campaign is being sent', () => {
    renderStep(AudienceStep, { disabled: true });
    expect((screen.getByLabelText('Campaign title') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Add filter' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
