// A live conversation on the simulator's rules: events move it from the active nodes' children (or
// a root, when allowed), timers fall due from the minute each node was entered, and a conversation
// whose active nodes have nothing below them is finished.
import { describe, expect, it } from 'vitest';
import { answerEvent, fireDueTimers, isFinished, minutesSince, nextDueMinute, startAtRoot } from '@flows/conversation';
import { documentOf, sampleDocument, sms } from './fixtures';

const doc = sampleDocument();

describe('a live conversation', () => {
  it('starts at a root only when allowed, and continues from the active node', () => {
    const say = (text: string) => ({ kind: 'inbound_message' as const, text });
    expect(answerEvent(doc, { active: [], roots: [] }, say('start'), 0, null)).toBeNull();
    const started = answerEvent(doc, { active: [], roots: [] }, say('Start please'), 0, { loopback: false })!;
    expect(started).toEqual({ state: { active: [{ nodeId: 'n1', since: 0 }], roots: ['n1'] }, entered: [{ nodeId: 'n1', triggerId: 't1', at: 0 }] });
    // An intent's underscores read as spaces; the entered node takes its parent's place at the minute it happened.
    const no = answerEvent(doc, started.state, say('I am NOT interested, thanks'), 2.5, null)!;
    expect(no.entered).toEqual([{ nodeId: 'n12', triggerId: 't12', at: 2.5 }]);
    expect(no.state.active).toEqual([{ nodeId: 'n12', since: 2.5 }]);
    expect(answerEvent(doc, started.state, say('maybe later'), 1, null)).toBeNull();
  });

  it('plays a root the contact already played again only with loopback', () => {
    const say = { kind: 'inbound_message' as const, text: 'start' };
    const finished = { active: [{ nodeId: 'n12', since: 3 }], roots: ['n1'] };
    expect(answerEvent(doc, finished, say, 5, { loopback: false })).toBeNull();
    expect(answerEvent(doc, finished, say, 5, { loopback: true })?.state).toEqual({ active: [{ nodeId: 'n1', since: 5 }], roots: ['n1'] });
    // Another start is a flow of its own, loopback or not.
    expect(answerEvent(doc, finished, { kind: 'signal', trigger: 'inbound_call' }, 5, { loopback: false })?.state.roots).toEqual(['n1', 'n2']);
  });

  it('fires timers from the minute their parent was entered, chains included, and says when the next one falls due', () => {
    const state = { active: [{ nodeId: 'n1', since: 10 }], roots: ['n1'] };
    expect(nextDueMinute(doc, state)).toBe(15);
    expect(fireDueTimers(doc, state, 14.9)).toEqual({ state, entered: [] });
    const once = fireDueTimers(doc, state, 15);
    expect(once.entered).toEqual([{ nodeId: 'n13', triggerId: 't13', at: 15 }]);
    expect(nextDueMinute(doc, once.state)).toBe(25);
    const chain = fireDueTimers(doc, state, 60);
    expect(chain.entered.map((e) => [e.nodeId, e.at])).toEqual([['n13', 15], ['n131', 25]]);
    expect(nextDueMinute(doc, chain.state)).toBeNull();
    expect(isFinished(doc, chain.state)).toBe(true);
    expect(isFinished(doc, once.state)).toBe(false);
  });

  it('starts a campaign message\'s no-click root by its trigger id', () => {
    const campaignDoc = documentOf([
      { id: 'r1', trigger: { id: 'nc', type: 'no_click', timeout: 60 }, actions: [sms('x1', 'Did you see it?')] },
      { id: 'c1', parent: ['r1', 'x1'], trigger: { id: 'tc', type: 'click_link' }, actions: [sms('y1')] },
    ]);
    const fresh = { active: [], roots: [] };
    expect(startAtRoot(campaignDoc, fresh, 'nc', false)).toEqual({ state: { active: [{ nodeId: 'r1', since: 0 }], roots: ['r1'] }, entered: [{ nodeId: 'r1', triggerId: 'nc', at: 0 }] });
    expect(startAtRoot(campaignDoc, fresh, 'tc', false)).toBeNull();
    expect(startAtRoot(campaignDoc, { active: [], roots: ['r1'] }, 'nc', false)).toBeNull();
    expect(startAtRoot(campaignDoc, { active: [], roots: ['r1'] }, 'nc', true)).not.toBeNull();
  });

  it('counts minutes from the start, never below zero', () => {
    expect(minutesSince(0, 90_000)).toBe(1.5);
    expect(minutesSince(90_000, 0)).toBe(0);
  });
});
