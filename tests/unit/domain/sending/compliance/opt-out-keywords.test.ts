// Inbound STOP / HELP / START keywords as carriers match them: the whole message, any case, any
// spacing or punctuation around; a keyword inside a sentence is conversation. Each gets one reply.
import { describe, expect, it } from 'vitest';
import { classifyInboundKeyword, keywordAutoReply } from '@domain/sending/compliance';

describe('classifyInboundKeyword', () => {
  it.each([
    ['STOP', 'stop', 'STOP'],
    ['stop', 'stop', 'STOP'],
    ['Stop.', 'stop', 'STOP'],
    ['  STOP!! ', 'stop', 'STOP'],
    ['"STOP"', 'stop', 'STOP'],
    ['Stop 🛑', 'stop', 'STOP'],
    ['ＳＴＯＰ', 'stop', 'STOP'], // full-width letters
    ['StopAll', 'stop', 'STOPALL'],
    ['stop all', 'stop', 'STOPALL'],
    ['Unsubscribe', 'stop', 'UNSUBSCRIBE'],
    ['cancel', 'stop', 'CANCEL'],
    ['END', 'stop', 'END'],
    ['quit.', 'stop', 'QUIT'],
    ['Opt out', 'stop', 'OPTOUT'],
    ['opt-out', 'stop', 'OPTOUT'],
    ['OPTOUT', 'stop', 'OPTOUT'],
    ['Revoke', 'stop', 'REVOKE'],
    ['S.T.O.P.', 'stop', 'STOP'],
    ['help', 'help', 'HELP'],
    ['HELP?', 'help', 'HELP'],
    ['Info', 'help', 'INFO'],
    ['START', 'start', 'START'],
    ['Unstop', 'start', 'UNSTOP'],
    ['yes!', 'start', 'YES'],
  ])('%j is %s (%s)', (text, kind, keyword) => {
    expect(classifyInboundKeyword(text)).toEqual({ kind, keyword });
  });

  it.each([
    'stop by the store',
    'Please stop',
    'Stop it',
    'STOPPED',
    'HELPFUL',
    'I want to quit smoking',
    'yes please',
    'end of story',
    'stop stop stop',
    'stopp',
    '',
    '   ',
    '!!!',
  ])('%j is no keyword', (text) => {
    expect(classifyInboundKeyword(text)).toBeNull();
  });
});

describe('keywordAutoReply', () => {
  const program = { senderName: 'Acme Auto', helpContact: '1-800-555-0100' };

  it('confirms a STOP once, naming the sender and how to come back', () => {
    expect(keywordAutoReply('stop', program)).toBe('Acme Auto: You are unsubscribed and will receive no more messages. Reply START to resubscribe.');
  });

  it('answers HELP with the sender, the contact, the rates notice and how to stop', () => {
    expect(keywordAutoReply('help', program)).toBe('Acme Auto: For help, contact 1-800-555-0100. Msg & data rates may apply. Reply STOP to opt out.');
  });

  it('confirms a START', () => {
    expect(keywordAutoReply('start', program)).toBe('Acme Auto: You are subscribed again. Msg & data rates may apply. Reply HELP for help, STOP to opt out.');
  });
});
