// The trigger-after-action matrix: what each action can lead to, and the sentence a refused
// connection shows. docs/decisions/0020-responder-graph.md carries the same table.
import { describe, expect, it } from 'vitest';
import { ACTION_TYPES, TRIGGER_TYPES } from '@domain/responder-flow';
import { START_TRIGGERS, TRIGGERS_AFTER, canFollow, canStart, connectionProblem } from '@flows/rules';

describe('trigger-after-action matrix', () => {
  it('is the table of the decision record', () => {
    expect(TRIGGERS_AFTER).toEqual({
      send_message: ['click_link', 'inbound_message', 'no_click', 'no_reply'],
      send_voice: ['answered_call', 'no_answer', 'amd', 'listen_call', 'dtmf', 'no_dtmf', 'voice_command'],
      play_audio: ['dtmf', 'no_dtmf', 'voice_command', 'listen_call'],
      forward_call: ['forward_call', 'no_answer'],
      ai_agent: ['ai_agent_qualify', 'inbound_message', 'no_reply'],
      fire_request: [],
    });
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
