// What the spec says happens to a compose before it is checked or sent (000 §4, §5): the title
// trimmed, empty target filters dropped (an empty target becomes the default, mobiles only), seed
// numbers without spaces, voice with its one attachment, auto-optimization forced off (with lap 2)
// for a target of 99 or fewer, and lap 2's fields cleared while lap 2 is off.
import type { ComposeFacts } from './facts';
import { AUTO_OP_MIN_TARGET } from './rules/optimization';
import { phoneList } from './rules/problem';
import { DEFAULT_TARGET, emptyLap, type Compose } from './shape';

export function normalizeCompose(c: Compose, facts: Pick<ComposeFacts, 'totalTarget'>): Compose {
  const target = c.target
    .map((f) => ({ ...f, contactField: f.contactField.trim(), valueContactField: f.valueContactField.trim() }))
    .filter((f) => f.contactField !== '' && f.valueContactField !== '');
  const autoOpAllowed = facts.totalTarget === null || facts.totalTarget >= AUTO_OP_MIN_TARGET;
  const autoOp = c.autoOp && autoOpAllowed;
  const autoOpLap2 = autoOp && c.autoOpLap2;
  return {
    ...c,
    campaignTitle: c.campaignTitle.trim(),
    country: c.country.trim().toUpperCase(),
    target: target.length > 0 ? target : DEFAULT_TARGET.map((f) => ({ ...f })),
    seedNumbers: phoneList(c.seedNumbers).join(','),
    numberOfAttachmentInMessage: c.messageType === 'VOICE' && c.attachmentEnabled ? 1 : c.numberOfAttachmentInMessage,
    autoOp,
    autoOpLap2,
    lap2: autoOpLap2 ? c.lap2 : emptyLap(),
    autoOpLap2CreativeSize: autoOpLap2 ? c.autoOpLap2CreativeSize : null,
  };
}
