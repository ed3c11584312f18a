// Responder (000 §5): the mode's own requirement (a responder, a template, or both forward numbers
// on the fly), and forward phones whose variables are bracketed and not the system's.
import { isSystemVariable } from '../../message-variables';
import type { ComposeFacts } from '../facts';
import { composeMessages as m } from '../messages';
import type { Compose } from '../shape';
import { isPhone, problem, type Problems } from './problem';

const VARIABLE = /^\[[^[\]{}|]{1,50}\]$/;

export function responderProblems(c: Compose, facts: ComposeFacts): Problems {
  const found: Problems = [];
  if (c.modeResponder === 'responder') {
    if (c.responderId === null) found.push(problem('responderId', m.responderRequired));
    else if (!facts.owned.responders.has(c.responderId)) found.push(problem('responderId', m.notYours('Responder', c.responderId)));
  }
  if (c.modeResponder === 'template') {
    if (c.responderTemplate === null) found.push(problem('responderTemplate', m.templateRequired));
    else if (!facts.owned.responderTemplates.has(c.responderTemplate)) {
      found.push(problem('responderTemplate', m.notYours('Responder template', c.responderTemplate)));
    }
  }
  if (c.modeResponder === 'onfly') {
    const { inboundForwardNumber: inbound, outboundForwardNumber: outbound } = c.responderOnFly;
    if (inbound.trim() === '' || outbound.trim() === '') found.push(problem('responderOnFly', m.forwardNumbersRequired));
    if (inbound.trim() !== '' && !isPhone(inbound)) found.push(problem('responderOnFly.inboundForwardNumber', m.forwardNumberInvalid('Inbound forward number')));
    if (outbound.trim() !== '' && !isPhone(outbound)) found.push(problem('responderOnFly.outboundForwardNumber', m.forwardNumberInvalid('Outbound forward number')));
  }
  const seen = new Set<string>();
  c.responderForwardPhones.forEach(({ variable, phone }, index) => {
    const name = variable.trim();
    if (!VARIABLE.test(name)) found.push(problem(`responderForwardPhones[${index}].variable`, m.variableBrackets));
    else if (isSystemVariable(name)) found.push(problem(`responderForwardPhones[${index}].variable`, m.variableSystem(name)));
    else if (seen.has(name.toLowerCase())) found.push(problem(`responderForwardPhones[${index}].variable`, m.variableDuplicate(name)));
    seen.add(name.toLowerCase());
    if (!isPhone(phone)) found.push(problem(`responderForwardPhones[${index}].phone`, m.forwardNumberInvalid('Phone')));
  });
  return found;
}
