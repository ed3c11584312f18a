// A call's outcome as the carrier reports it, read as the events a responder's triggers answer
// (decision 30), in the order they happened: a person answers (answered_call), presses a key
// (dtmf), listens (listen_call); a voicemail box answers (amd); nobody does (no_answer). A contact
// calling the number back afterwards starts an inbound_call.
import type { ContactEvent } from '@flows/simulation';
import { DTMF_KEYS } from '@domain/responder-flow';

export interface CallReport {
  outcome: 'answered' | 'machine' | 'missed';
  listenSeconds: number;
  dtmf: string | null;
  callback: boolean;
}

const isKey = (k: string): k is (typeof DTMF_KEYS)[number] => (DTMF_KEYS as readonly string[]).includes(k);

export function callSignals(call: CallReport): ContactEvent[] {
  const events: ContactEvent[] = [];
  if (call.outcome === 'answered') {
    events.push({ kind: 'signal', trigger: 'answered_call' });
    for (const key of call.dtmf ?? '') if (isKey(key)) events.push({ kind: 'dtmf', key });
    if (call.listenSeconds > 0) events.push({ kind: 'signal', trigger: 'listen_call' });
  } else if (call.outcome === 'machine') {
    events.push({ kind: 'signal', trigger: 'amd' });
  } else {
    events.push({ kind: 'signal', trigger: 'no_answer' });
  }
  if (call.callback) events.push({ kind: 'signal', trigger: 'inbound_call' });
  return events;
}
