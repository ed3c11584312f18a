// @vitest-environment jsdom
// The test run as a user plays it: start at a root, reply with a keyword and read the follow-up
// message as the contact would (variables filled, the short link, segments and cost), see a
// webhook's request with its headers, and be told when nothing listens for what the contact did.
// Each call carries the state the last answer gave; the nodes entered are the lit path.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FlowNode } from '@domain/responder-flow';
import type { SimulateAnswer } from '@domain/responder-simulation';
import { SimulatorPanel } from '@web/features/responders/simulator-panel';
import { useSimulation } from '@web/features/responders/use-simulation';
import { renderWithProviders } from '../render-with-providers';
import { bodyOf, fakeServer } from './fixtures';

vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });
afterEach(cleanup);

const root: FlowNode = {
  id: 'n_root',
  label: 'Node #1',
  level: 1,
  parentId: null,
  parentActionId: null,
  trigger: { id: 't_root', type: 'inbound_message', keywords: ['sale'], intents: [] },
  actions: [],
  position: { x: 0, y: 0, width: 0, height: 0, order: 0 },
};

const started: SimulateAnswer = {
  state: { clock: 0, active: [{ nodeId: 'n_root', since: 0 }] },
  steps: [{ nodeId: 'n_root', label: 'Node #1', triggerId: 't_root', trigger: 'inbound_message', outcomes: [] }],
  note: null,
};
const replied: SimulateAnswer = {
  state: { clock: 0, active: [{ nodeId: 'n_yes', since: 0 }] },
  steps: [
    {
      nodeId: 'n_yes',
      label: 'Node #1.1',
      triggerId: 't_yes',
      trigger: 'inbound_message',
      outcomes: [
        { type: 'send_message', actionId: 'a_1', messageType: 'SMS', text: 'Thanks Ann! Your code: https://l.example/Ab3dE9x', shortLink: 'https://l.example/Ab3dE9x', segments: 1, costMillicents: 800, media: [], delayedMinute: 0 },
        { type: 'fire_request', actionId: 'a_2', method: 'POST', url: 'https://crm.example.com/leads', headers: [{ name: 'X-Api-Key', value: 'k-123' }] },
      ],
    },
  ],
  note: null,
};
const unheard: SimulateAnswer = { state: replied.state, steps: [], note: 'No trigger listens for DTMF 5 here' };

function Host({ onLit }: { onLit: (ids: string[]) => void }) {
  const simulation = useSimulation(7);
  onLit(simulation.litNodeIds);
  return <SimulatorPanel simulation={simulation} nodes={[root]} unsaved onSave={() => undefined} onClose={() => undefined} />;
}

describe('the test run', () => {
  it('plays a contact: start, a keyword reply and its follow-up message, then a key nobody listens for', async () => {
    const user = userEvent.setup();
    const answers = [started, replied, unheard];
    const s = fakeServer({ 'POST /responder-v2/simulateAction': () => ({ status: 200, data: answers.shift() }) });
    let lit: string[] = [];
    renderWithProviders(<Host onLit={(ids) => (lit = ids)} />);
    const panel = screen.getByRole('region', { name: 'Test run' });
    expect(within(panel).getByText('The test run plays the saved responder: save to try your changes.')).toBeTruthy();

    await user.click(within(panel).getByRole('button', { name: 'Start' }));
    expect(await within(panel).findByText('Started at Node #1')).toBeTruthy();
    await user.type(within(panel).getByLabelText('Inbound reply'), 'YES please');
    await user.click(within(panel).getByRole('button', { name: 'Send reply' }));

    const message = await within(panel).findByRole('article', { name: 'Message sent' });
    expect(message.textContent).toContain('Thanks Ann! Your code: https://l.example/Ab3dE9x');
    expect(message.textContent).toContain('SMS message · 1 segment(s) · $0.008');
    expect(within(panel).getByRole('article', { name: 'Webhook request' }).textContent).toBe('POST https://crm.example.com/leads\nX-Api-Key: k-123');
    expect(within(panel).getByText('fired: entered Node #1.1')).toBeTruthy();
    expect(lit).toEqual(['n_root', 'n_yes']);

    await user.selectOptions(within(panel).getByLabelText('DTMF key'), '5');
    await user.click(within(panel).getByRole('button', { name: 'Press' }));
    expect(await within(panel).findByText('No trigger listens for DTMF 5 here')).toBeTruthy();

    const bodies = s.calls('POST /responder-v2/simulateAction').map(bodyOf);
    expect(bodies).toEqual([
      { responderId: 7, state: { clock: 0, active: [] }, event: { kind: 'start', triggerId: 't_root' } },
      { responderId: 7, state: started.state, event: { kind: 'inbound_message', text: 'YES please' } },
      { responderId: 7, state: replied.state, event: { kind: 'dtmf', key: '5' } },
    ]);

    await user.click(within(panel).getByRole('button', { name: 'Restart' }));
    await waitFor(() => expect(lit).toEqual([]));
  });

  it('lets time pass and plays what the contact does without words', async () => {
    const user = userEvent.setup();
    const s = fakeServer({ 'POST /responder-v2/simulateAction': () => ({ status: 200, data: unheard }) });
    renderWithProviders(<Host onLit={() => undefined} />);
    const panel = screen.getByRole('region', { name: 'Test run' });
    const minutes = within(panel).getByLabelText('Minutes');
    await user.clear(minutes);
    await user.type(minutes, '5');
    await user.click(within(panel).getByRole('button', { name: 'Let time pass' }));
    await user.selectOptions(within(panel).getByLabelText('The contact'), 'Miss the call');
    await user.click(within(panel).getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(s.calls('POST /responder-v2/simulateAction')).toHaveLength(2));
    expect(s.calls('POST /responder-v2/simulateAction').map((c) => (bodyOf(c) as { event: unknown }).event)).toEqual([
      { kind: 'wait', minutes: 5 },
      { kind: 'signal', trigger: 'no_answer' },
    ]);
  });
});
