// @vitest-environment jsdom
// The inspector of the selected node: the trigger's form and one form per action, in the spec's
// words, validated by the domain's schemas; Apply sends updateTrigger / updateAction and the card
// shows the result. Pickers offer the user's library (creatives, offers, routes, DID groups).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cardOf, commandNames, renderCanvas, twoNodes } from './canvas-fixtures';

afterEach(cleanup);

async function inspect(id: string) {
  const rendered = renderCanvas(twoNodes());
  fireEvent.click(await waitFor(() => cardOf(rendered.container, id)));
  const inspector = within(screen.getByRole('complementary', { name: 'Inspector' }));
  await inspector.findByRole('form', { name: 'Trigger' });
  return { ...rendered, inspector, user: userEvent.setup() };
}

describe('the trigger form', () => {
  it('edits keywords typed comma separated and applies them as a list', async () => {
    const { inspector, user, host, container } = await inspect('n1');
    const keywords = inspector.getByLabelText('Keywords');
    expect(keywords).toHaveProperty('value', 'stop, quit');
    await user.clear(keywords);
    await user.type(keywords, 'stop, unsubscribe , ,end');
    await user.click(within(inspector.getByRole('form', { name: 'Trigger' })).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(commandNames(host)).toEqual(['Edit trigger']));
    expect(host.document().nodes[0].trigger).toEqual({ id: 't1', type: 'inbound_message', keywords: ['stop', 'unsubscribe', 'end'], intents: [] });
    expect(await within(cardOf(container, 'n1')).findByText('Keywords: stop, unsubscribe, end')).toBeTruthy();
  });

  it("refuses a timeout of 0 with the schema's message under the field", async () => {
    const { inspector, user, host } = await inspect('n2');
    const timeout = inspector.getByLabelText('Timeout (minutes)');
    await user.clear(timeout);
    await user.type(timeout, '0');
    await user.click(within(inspector.getByRole('form', { name: 'Trigger' })).getByRole('button', { name: 'Apply' }));
    expect(await inspector.findByText('Timeout must be larger than 0')).toBeTruthy();
    expect(host.onCommand).not.toHaveBeenCalled();
  });

  it('offers only the triggers the parent action allows, and keeps the trigger id when changed', async () => {
    const { inspector, user, host } = await inspect('n2');
    const select = inspector.getByRole('combobox', { name: 'Trigger' });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Click link', 'Inbound message', 'No click', 'No reply']);
    await user.selectOptions(select, 'click_link');
    expect(inspector.queryByLabelText('Timeout (minutes)')).toBeNull();
    await user.click(within(inspector.getByRole('form', { name: 'Trigger' })).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(host.document().nodes[1].trigger).toEqual({ id: 't2', type: 'click_link' }));
  });
});

describe('the action forms', () => {
  it('edits an on-the-fly message and the card previews it', async () => {
    const { inspector, user, host, container } = await inspect('n1');
    const form = within(inspector.getByRole('form', { name: 'Send message (action 1)' }));
    const message = form.getByLabelText('Message');
    await user.clear(message);
    await user.type(message, 'See you soon');
    await user.click(form.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(commandNames(host)).toEqual(['Edit action']));
    expect(host.document().nodes[0].actions[0]).toMatchObject({ id: 'a1', type: 'send_message', message: 'See you soon' });
    expect(await within(cardOf(container, 'n1')).findByText('See you soon')).toBeTruthy();
  });

  it("picks a creative and an offer from the user's library, in the spec's words", async () => {
    const { inspector, user, host, container } = await inspect('n1');
    const form = within(inspector.getByRole('form', { name: 'Send message (action 1)' }));
    for (const label of ['Message type', 'Message from', 'Offer', 'Impression URL', 'Delay (minutes)', 'Opt-out link']) expect(form.getByLabelText(label)).toBeTruthy();
    await user.selectOptions(form.getByLabelText('Message from'), 'creative');
    await user.selectOptions(form.getByLabelText('Creative'), 'Welcome');
    await user.selectOptions(form.getByLabelText('Offer'), 'Spring sale');
    await user.click(form.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(host.document().nodes[0].actions[0]).toMatchObject({ source: 'creative', creativeId: 11, offerId: 21 }));
    expect(await within(cardOf(container, 'n1')).findByText('Welcome to the club')).toBeTruthy();
  });

  it("adds the contacts a message reaches to one of the user's contact groups", async () => {
    const { inspector, user, host } = await inspect('n1');
    const form = within(inspector.getByRole('form', { name: 'Send message (action 1)' }));
    await user.selectOptions(form.getByLabelText('Add reached contacts to group'), 'Reached leads');
    await user.click(form.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(host.document().nodes[0].actions[0]).toMatchObject({ groupUUID: '51' }));
  });

  it('sets an alternative route: one way names its ANI and route', async () => {
    const { inspector, user, host } = await inspect('n1');
    const form = within(inspector.getByRole('form', { name: 'Send message (action 1)' }));
    await user.click(form.getByText('Alternative route'));
    await user.selectOptions(form.getByLabelText('Send method'), 'One way');
    await user.type(form.getByLabelText('ANI'), '+12025550100');
    await user.selectOptions(form.getByLabelText('Route'), 'Route A');
    await user.click(form.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(host.document().nodes[0].actions[0]).toMatchObject({ altRouteSetting: { sendMethod: 1, ani: '+12025550100', routeId: 31 } }));
  });

  it("edits a webhook's URL, method and headers", async () => {
    const { inspector, user, host, container } = await inspect('n2');
    const form = within(inspector.getByRole('form', { name: 'Fire request (action 1)' }));
    const url = form.getByLabelText('Webhook URL');
    await user.clear(url);
    await user.type(url, 'https://crm.example.com/lead');
    await user.selectOptions(form.getByLabelText('Method'), 'PUT');
    await user.click(within(form.getByRole('group', { name: 'Headers' })).getByRole('button', { name: 'Add row' }));
    await user.type(form.getByLabelText('Headers name 1'), 'X-Key');
    await user.type(form.getByLabelText('Headers value 1'), 'secret');
    await user.click(form.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(host.document().nodes[1].actions[0]).toEqual({
        id: 'a2', type: 'fire_request', url: 'https://crm.example.com/lead', method: 'PUT', params: [], headers: [{ name: 'X-Key', value: 'secret' }],
      }),
    );
    expect(await within(cardOf(container, 'n2')).findByText('PUT https://crm.example.com/lead')).toBeTruthy();
  });

  it('removes an action, with the nodes that answered it', async () => {
    const { inspector, user, host } = await inspect('n1');
    await user.click(within(inspector.getByRole('form', { name: 'Send message (action 1)' })).getByRole('button', { name: 'Remove action' }));
    expect(commandNames(host)).toEqual(['Remove action']);
    expect(host.document().nodes.map((n) => [n.id, n.actions.length])).toEqual([['n1', 0]]);
    expect(await inspector.findByText('No actions yet: add one from the palette.')).toBeTruthy();
  });

  it('duplicates the node (the copy is selected) and deletes it', async () => {
    const { inspector, user, host } = await inspect('n2');
    await user.click(inspector.getByRole('button', { name: 'Duplicate node' }));
    await waitFor(() => expect(inspector.getByRole('heading', { level: 3 }).textContent).toBe('Node #1.2'));
    await user.click(inspector.getByRole('button', { name: 'Delete node' }));
    expect(commandNames(host)).toEqual(['Duplicate node', 'Delete 1 node']);
    expect(host.document().nodes.map((n) => n.label)).toEqual(['Node #1', 'Node #1.1']);
  });
});
