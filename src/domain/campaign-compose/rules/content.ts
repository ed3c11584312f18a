// Content (000 §5): creatives or an on-the-fly message, offers by option, the short-link domain,
// opt-out links, QR codes, the impression URL, attachments, bcc, sanitizing and the voice parts.
import { isTooLongForVoicemail } from '../../media';
import type { ComposeFacts } from '../facts';
import { composeMessages as m } from '../messages';
import { MESSAGE_MAX, type Compose } from '../shape';
import { isTextType, takesAttachments } from './message-types';
import { isHttpUrl, isInteger, problem, type Problems } from './problem';
import { chosenRouteIds } from './route';

function creativeProblems(c: Compose, facts: ComposeFacts): Problems {
  if (c.creativeMode === 'onfly') {
    const message = c.onflyMessage.trim();
    if (message === '') return [problem('onflyMessage', m.onflyMessageRequired)];
    return message.length > MESSAGE_MAX ? [problem('onflyMessage', m.messageTooLong)] : [];
  }
  if (c.creativeIds.length === 0) return [problem('creativeIds', m.creativeRequired)];
  const approving = chosenRouteIds(c).some((id) => facts.routes.get(id)?.details.setting.creativeApprovalRequired);
  const found: Problems = [];
  for (const id of c.creativeIds) {
    const creative = facts.creatives.get(id);
    if (!creative) found.push(problem('creativeIds', m.notYours('Creative', id)));
    else if (approving && (creative.approvalStatus !== 'APPROVED' || !creative.countries.includes(c.country))) {
      found.push(problem('creativeIds', m.creativeNotApproved(creative.title, c.country)));
    }
  }
  return found;
}

function offerProblems(c: Compose, facts: ComposeFacts): Problems {
  const found: Problems = [];
  if (c.offerOption === 'offer') {
    if (c.offerIds.length === 0) found.push(problem('offerIds', m.offerRequired));
    for (const id of c.offerIds) if (!facts.owned.offers.has(id)) found.push(problem('offerIds', m.notYours('Offer', id)));
  }
  if (c.offerOption === 'onfly') {
    if (c.onflyOfferUrl.trim() === '') found.push(problem('onflyOfferUrl', m.onflyOfferUrlRequired));
    else if (!isHttpUrl(c.onflyOfferUrl)) found.push(problem('onflyOfferUrl', m.urlInvalid('Offer URL')));
    if (c.domain === null) found.push(problem('domain', m.onflyOfferDomainRequired));
  }
  if (c.offerOption === 'prefill' && c.urlShortened && c.domain === null) found.push(problem('domain', m.prefillDomainRequired));
  if (c.domain !== null && !facts.owned.domainGroups.has(c.domain)) found.push(problem('domain', m.notYours('Domain group', c.domain)));
  if (c.optoutLinkType === 'optoutLink') {
    if (c.optoutLink === null) found.push(problem('optoutLink', m.optoutRequired));
    else if (!facts.owned.optoutLinks.has(c.optoutLink)) found.push(problem('optoutLink', m.notYours('Opt-out link', c.optoutLink)));
  }
  if (c.qrEnabled) {
    if (c.offerOption === 'no') found.push(problem('qrEnabled', m.qrNeedsOffer));
    // A QR code travels as an image: the routes must carry attachments.
    else if (chosenRouteIds(c).some((id) => facts.routes.get(id)?.details.supportAttachment === false)) found.push(problem('qrEnabled', m.qrNotSupported));
  }
  if (c.impressionUrl.trim() !== '' && !isHttpUrl(c.impressionUrl)) found.push(problem('impressionUrl', m.urlInvalid('Impression URL')));
  return found;
}

function mediaProblems(c: Compose, facts: ComposeFacts): Problems {
  const found: Problems = [];
  for (const id of c.media) if (!facts.media.has(id)) found.push(problem('media', m.notYours('Media', id)));
  if (c.bccOn) {
    if (c.messageType !== 'MMS') found.push(problem('bccOn', m.bccOnlyMms));
    else if (!isInteger(c.bccSize) || c.bccSize < 2 || c.bccSize > 10) found.push(problem('bccSize', m.bccSize));
  }
  if (c.attachmentEnabled) {
    if (!takesAttachments(c.messageType)) found.push(problem('attachmentEnabled', m.attachmentsNotAllowed));
    else if (c.media.length === 0) found.push(problem('media', m.mediaRequired));
    else if (c.messageType === 'VOICE') {
      if (c.media.length !== 1) found.push(problem('media', m.voiceOneAttachment));
    } else {
      const n = c.numberOfAttachmentInMessage;
      if (!isInteger(n) || n < 1 || n > c.media.length) found.push(problem('numberOfAttachmentInMessage', m.attachmentsRange(c.media.length)));
    }
  }
  if (c.messageType === 'RVM') {
    for (const id of c.media) {
      const file = facts.media.get(id);
      if (file?.kind === 'audio' && isTooLongForVoicemail(file.durationSeconds)) found.push(problem('media', m.audioTooLong(file.name)));
    }
  }
  return found;
}

function voiceProblems(c: Compose, facts: ComposeFacts): Problems {
  const found: Problems = [];
  if (c.sanitizing.mode !== 'none' && c.messageType !== 'SMS') found.push(problem('sanitizing', m.sanitizingOnlySms));
  if (c.agent !== null && !facts.owned.aiAgents.has(c.agent)) found.push(problem('agent', m.notYours('Agent', c.agent)));
  if (c.audioBuilderSettings !== null && !facts.owned.audioConfigs.has(c.audioBuilderSettings)) {
    found.push(problem('audioBuilderSettings', m.notYours('Audio configuration', c.audioBuilderSettings)));
  }
  if (c.messageType === 'VOICE' && c.agent === null && c.media.length === 0 && c.audioBuilderSettings === null) {
    found.push(problem('media', m.voiceNeedsAudio));
  }
  if (c.dtmfTimeout !== null && (!Number.isInteger(c.dtmfTimeout) || c.dtmfTimeout < 0)) found.push(problem('dtmfTimeout', m.dtmfTimeout));
  return found;
}

export function contentProblems(c: Compose, facts: ComposeFacts): Problems {
  // Creatives, offers and opt-out links are texts; a voice or voicemail campaign speaks its audio.
  const texts = isTextType(c.messageType) ? [...creativeProblems(c, facts), ...offerProblems(c, facts)] : [];
  return [...texts, ...mediaProblems(c, facts), ...voiceProblems(c, facts)];
}
