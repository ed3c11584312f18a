// Playing a contact through the sample responder: what the test-run panel would show after each
// thing the contact does.
import { describe, expect, it } from 'vitest';
import type { SimulationEvent, SimulationState } from '@domain/responder-simulation';
import { simulateStep } from '@flows/simulation';
import { documentOf, sampleDocument, sms } from './fixtures';

const doc = sampleDocument();
const fresh: SimulationState = { clock: 0, active: [] };

function play(events: SimulationEvent[], from: SimulationState = fresh) {
  let state = from;
  const steps = events.map((event) => {
    const result = simulateStep(doc, state, event);
    state = result.state;
    return result;
  });
  return { state, steps };
}

describe('simulateStep', () => {
  it('starts at the root with the given trigger id', () => {
    const result = simulateStep(doc, fresh, { kind: 'start', triggerId: 't2' });
    expect(result).toEqual({ state: { clock: 0, active: [{ nodeId: 'n2', since: 0 }] }, entered: [{ nodeId: 'n2', triggerId: 't2' }], note: null });
    expect(simulateStep(doc, fresh, { kind: 'start', triggerId: 't11' }).note).toBe('No start of this responder has that trigger');
  });

  it('a keyword reply enters the follow-up node: whole words, any case, phrases too', () => {
    expect(play([{ kind: 'start', triggerId: 't1' }, { kind: 'inbound_message', text: 'YES please' }]).steps[1].entered).toEqual([{ nodeId: 'n11', triggerId: 't11' }]);
    expect(play([{ kind: 'start', triggerId: 't1' }, { kind: 'inbound_message', text: 'Sure thing!' }]).steps[1].entered[0].nodeId).toBe('n11');
    // 'yesterday' holds 'yes' but not as a word.
    const partial = play([{ kind: 'start', triggerId: 't1' }, { kind: 'inbound_message', text: 'yesterday' }]);
    expect(partial.steps[1]).toMatchObject({ entered: [], note: 'No keyword or intent here matches "yesterday"' });
    expect(partial.state.active).toEqual([{ nodeId: 'n1', since: 0 }]);
  });

  it('an intent matches with its underscores read as spaces; the first match by sibling order wins', () => {
    expect(play([{ kind: 'start', triggerId: 't1' }, { kind: 'inbound_message', text: "I'm not interested" }]).steps[1].entered[0].nodeId).toBe('n12');
    expect(play([{ kind: 'start', triggerId: 't1' }, { kind: 'inbound_message', text: 'no, yes' }]).steps[1].entered[0].nodeId).toBe('n11');
  });

  it('the entered node replaces its parent among the active nodes', () => {
    const { state } = play([{ kind: 'start', triggerId: 't1' }, { kind: 'inbound_message', text: 'yes' }]);
    expect(state.active).toEqual([{ nodeId: 'n11', since: 0 }]);
  });

  it('an inbound message nothing active listens for may start the responder at a matching root', () => {
    expect(simulateStep(doc, fresh, { kind: 'inbound_message', text: 'start' }).entered).toEqual([{ nodeId: 'n1', triggerId: 't1' }]);
    expect(simulateStep(doc, fresh, { kind: 'signal', trigger: 'inbound_call' }).entered).toEqual([{ nodeId: 'n2', triggerId: 't2' }]);
  });

  it('DTMF enters the branch of that key; another key is a note', () => {
    expect(play([{ kind: 'start', triggerId: 't2' }, { kind: 'dtmf', key: '1' }]).steps[1].entered[0].nodeId).toBe('n21');
    expect(play([{ kind: 'start', triggerId: 't2' }, { kind: 'dtmf', key: '5' }]).steps[1].note).toBe('No trigger listens for DTMF 5 here');
  });

  it('waiting fires the timeouts whose minutes have passed, in time order, chains included', () => {
    const short = play([{ kind: 'start', triggerId: 't1' }, { kind: 'wait', minutes: 4 }]);
    expect(short.steps[1]).toMatchObject({ entered: [], note: 'Nothing here times out within 4 minutes' });
    expect(short.state.clock).toBe(4);
    const once = play([{ kind: 'wait', minutes: 1 }], short.state);
    expect(once.steps[0].entered).toEqual([{ nodeId: 'n13', triggerId: 't13', at: 5 }]);
    expect(once.state).toEqual({ clock: 5, active: [{ nodeId: 'n13', since: 5 }] });
    const chain = play([{ kind: 'start', triggerId: 't1' }, { kind: 'wait', minutes: 60 }]);
    expect(chain.steps[1].entered.map((e) => [e.nodeId, e.at])).toEqual([['n13', 5], ['n131', 15]]);
    expect(chain.state).toEqual({ clock: 60, active: [{ nodeId: 'n131', since: 15 }] });
  });

  it('timeouts of several active nodes fire earliest first', () => {
    const twoStarts = documentOf([
      { id: 'r1', trigger: { id: 'tr1', type: 'inbound_message', keywords: ['a'], intents: [] }, actions: [sms('x1')] },
      { id: 'c1', parent: ['r1', 'x1'], trigger: { id: 'tc1', type: 'no_reply', timeout: 3 }, actions: [sms('y1')] },
      { id: 'r2', trigger: { id: 'tr2', type: 'live_feed' }, actions: [sms('x2')] },
      { id: 'c2', parent: ['r2', 'x2'], trigger: { id: 'tc2', type: 'no_click', timeout: 2 }, actions: [sms('y2')] },
    ]);
    const state: SimulationState = { clock: 0, active: [{ nodeId: 'r1', since: 0 }, { nodeId: 'r2', since: 0 }] };
    expect(simulateStep(twoStarts, state, { kind: 'wait', minutes: 3 }).entered.map((e) => e.nodeId)).toEqual(['c2', 'c1']);
  });

  it('signals enter the child with that trigger; none listening is a note', () => {
    const voice = documentOf([
      { id: 'v', trigger: { id: 'tv', type: 'live_feed' }, actions: [{ id: 'av', type: 'send_voice', mediaId: 1, delayedMinute: 0 }] },
      { id: 'v1', parent: ['v', 'av'], trigger: { id: 'tv1', type: 'answered_call' }, actions: [{ id: 'p', type: 'play_audio', mediaId: 2 }] },
      { id: 'v2', parent: ['v', 'av'], trigger: { id: 'tv2', type: 'amd' }, actions: [sms('s')] },
      { id: 'v11', parent: ['v1', 'p'], trigger: { id: 'tv11', type: 'voice_command', keywords: ['agent'] }, actions: [{ id: 'f', type: 'forward_call', phone: '+1555' }] },
    ]);
    const started = simulateStep(voice, fresh, { kind: 'start', triggerId: 'tv' }).state;
    expect(simulateStep(voice, started, { kind: 'signal', trigger: 'amd' }).entered[0].nodeId).toBe('v2');
    const answered = simulateStep(voice, started, { kind: 'signal', trigger: 'answered_call' });
    expect(answered.entered[0].nodeId).toBe('v1');
    expect(simulateStep(voice, answered.state, { kind: 'voice_command', text: 'Agent please' }).entered[0].nodeId).toBe('v11');
    expect(simulateStep(voice, answered.state, { kind: 'voice_command', text: 'hello' }).note).toBe('No voice command here matches "hello"');
    expect(simulateStep(voice, started, { kind: 'signal', trigger: 'click_link' }).note).toBe('No trigger listens for Click link here');
  });
});
