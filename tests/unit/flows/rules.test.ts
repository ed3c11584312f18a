// The trigger-after-action matrix: what each action can lead to, and the sentence a refused
// connection shows. docs/decisions/0020-responder-graph.md carries the same table.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACTION_TYPES, TRIGGER_TYPES } from '@domain/responder-flow';
import { START_TRIGGERS, TRIGGERS_AFTER, canFollow, canStart, connectionProblem } from '@flows/rules';

describe('trigger-after-action matrix', () => {
  it('is the table of the decision record', () => {
    // The record's table: a header row of triggers, then one row per action with 'yes' where allowed.
    const record = readFileSync(new URL('../../../docs/decisions/0020-responder-graph.md', import.meta.url), 'utf8');
    const rows = record.split('\n').filter((line) => line.startsWith('| ')).map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()));
    const header = rows.find((cells) => cells[0] === 'action \\ trigger');
    if (!header) throw new Error('the matrix table is missing from the decision record');
    const table = Object.fromEntries(
      ACTION_TYPES.map((action) => {
        const row = rows.find((cells) => cells[0] === action) ?? [];
        return [action, header.slice(1).filter((_, i) => row[i + 1] === 'yes')];
      }),
    );
    const sorted = (m: Record<string, readonly string[]>) => Object.fromEntries(Object.entries(m).map(([k, v]) => [k, [...v].sort()]));
    expect(sorted(table)).toEqual(sorted(TRIGGERS_AFTER));
    expect(START_TRIGGERS).toEqual(['inbound_message', 'inbound_call', 'live_feed', 'click_link', 'no_click', 'no_reply', 'answered_call', 'no_answer', 'amd']);
  });

  it('lets every trigger in somewhere, and inbound call and live feed only at the start', () => {
    for (const trigger of TRIGGER_TYPES) {
      expect(canStart(trigger) || ACTION_TYPES.some((a) => canFollow(a, trigger)), trigger).toBe(true);
    }
    for (const action of ACTION_TYPES) {
      expect(canFollow(action, 'inbound_call')).toBe(false);
      expect(canFollow(action, 'live_feed')).toBe(false);
    }
  });

  it('explains a refusal with what the action can lead to', () => {
    expect(connectionProblem('send_message', 'inbound_message')).toBeNull();
    expect(connectionProblem(null, 'inbound_call')).toBeNull();
    expect(connectionProblem('forward_call', 'dtmf')).toBe('DTMF cannot follow Forward call; it can lead to Forward call, No answer');
    expect(connectionProblem('fire_request', 'no_reply')).toBe('Nothing can follow Fire request: the contact never sees it');
    expect(connectionProblem(null, 'no_dtmf')).toBe('No DTMF cannot start a responder: it can only follow an action');
  });
});
