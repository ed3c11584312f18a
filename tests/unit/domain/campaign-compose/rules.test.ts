// Each rule of the campaign compose (000 §4, §5) broken on its own: the problem lands on the
// field's path with the spec's words, and the valid compose has none.
import { describe, expect, it } from 'vitest';
import { composeProblems, composeMessages as m, stepProblems, stepsWithProblems, type ComposeInput } from '@domain/campaign-compose';
import { compose, facts, route } from './fixtures';

const problemsOf = (input: ComposeInput, f = facts()) => composeProblems(compose(input), f);

describe('a complete compose', () => {
  it('has no problems', () => {
    expect(problemsOf({})).toEqual([]);
  });
});

describe.each<[string, ComposeInput, string, string, ReturnType<typeof facts>?]>([
  // audience
  ['country required', { country: '' }, 'country', m.countryRequired],
  ['at least one contact group', { contactGroups: [] }, 'contactGroups', m.groupsRequired],
  ['another user’s group refused', { contactGroups: [1, 99] }, 'contactGroups', m.groupMissing(99)],
  ['title at most 200', { campaignTitle: 'x'.repeat(201) }, 'campaignTitle', m.titleTooLong],
  ['text needs mobiles', { target: [{ contactField: 'phoneType', filterType: 'INCLUDE', valueContactField: 'LANDLINE' }] }, 'target', m.mobileRequired],
  ['suppression groups are the user’s', { suppressionContactEnabled: true, suppressionGroupIds: [98] }, 'suppressionGroupIds', m.groupMissing(98)],
  // route and numbers
  ['two-way needs a route', { routesTwoWays: [] }, 'routesTwoWays', m.routeRequired],
  ['a DID group per route', { routesTwoWays: [{ routeId: 10, didGroupIds: [] }] }, 'routesTwoWays[0].didGroupIds', m.didGroupPerRoute],
  ['another user’s DID group refused', { routesTwoWays: [{ routeId: 10, didGroupIds: [41] }] }, 'routesTwoWays[0].didGroupIds', m.didGroupMissing(41)],
  ['another user’s route refused', { routesTwoWays: [{ routeId: 12, didGroupIds: [40] }] }, 'routesTwoWays[0].routeId', m.routeMissing(12)],
  ['a one-way route on a two-way send', { routesTwoWays: [{ routeId: 11, didGroupIds: [40] }] }, 'routesTwoWays[0].routeId', m.routeWrongMethod(11)],
  ['one-way needs a route', { sendMethod: 1, anis: '+15550001111' }, 'routesOneWay', m.routeRequired],
  ['one-way needs an ANI', { sendMethod: 1, routesOneWay: [{ routeId: 11 }] }, 'anis', m.aniRequired],
  ['an ANI is a phone', { sendMethod: 1, routesOneWay: [{ routeId: 11 }], anis: '555' }, 'anis', m.aniInvalid('555')],
  ['a 10DLC route sends only from DID groups a registered use case covers', {}, 'routesTwoWays[0].didGroupIds', m.tenDlcUnregistered('Route 10', 'East numbers'), facts({ registeredDidGroups: new Set() })],
  ['a one-way 10DLC route needs a registered use case', { sendMethod: 1, routesOneWay: [{ routeId: 11 }], anis: '+15550001111' }, 'routesOneWay[0].routeId', m.tenDlcNoUseCase('Route 11'), facts({ registeredDidGroups: new Set() })],
  ['non-10DLC routes need a vertical', {}, 'vertical', m.verticalRequired, facts({ routes: new Map([[10, route(10, { is10dlc: false })]]) })],
  ['the route sends the message type', { messageType: 'MMS' }, 'routesTwoWays[0].routeId', m.routeWrongType(10, 'MMS'), facts({ routes: new Map([[10, route(10, { messageTypes: ['SMS'] })]]) })],
  // content
  ['at least one creative', { creativeIds: [] }, 'creativeIds', m.creativeRequired],
  ['on-the-fly message required', { creativeMode: 'onfly', onflyMessage: '  ' }, 'onflyMessage', m.onflyMessageRequired],
  ['another user’s creative refused', { creativeIds: [31] }, 'creativeIds', m.notYours('Creative', 31)],
  ['approval routes need approved creatives for the country', { creativeIds: [30], country: 'CA', contactGroups: [3] }, 'creativeIds', m.creativeNotApproved('Spring', 'CA'), facts({ routes: new Map([[10, route(10, { setting: { creativeApprovalRequired: true } })]]) })],
  ['approval routes force the country', { country: '' }, 'country', m.countriesForApproval, facts({ routes: new Map([[10, route(10, { setting: { creativeApprovalRequired: true } })]]) })],
  ['at least one offer', { offerIds: [] }, 'offerIds', m.offerRequired],
  ['another user’s offer refused', { offerIds: [51] }, 'offerIds', m.notYours('Offer', 51)],
  ['on-the-fly offer needs a URL', { offerOption: 'onfly' }, 'onflyOfferUrl', m.onflyOfferUrlRequired],
  ['on-the-fly offer URL valid', { offerOption: 'onfly', onflyOfferUrl: 'not a url' }, 'onflyOfferUrl', m.urlInvalid('Offer URL')],
  ['on-the-fly offer needs a domain', { offerOption: 'onfly', onflyOfferUrl: 'https://shop.example.com', domain: null }, 'domain', m.onflyOfferDomainRequired],
  ['a shortened prefill needs a domain', { offerOption: 'prefill', domain: null }, 'domain', m.prefillDomainRequired],
  ['another user’s domain group refused', { domain: 61 }, 'domain', m.notYours('Domain group', 61)],
  ['opt-out link required', { optoutLink: null }, 'optoutLink', m.optoutRequired],
  ['another user’s opt-out link refused', { optoutLink: 71 }, 'optoutLink', m.notYours('Opt-out link', 71)],
  ['QR needs an offer', { qrEnabled: true, offerOption: 'no' }, 'qrEnabled', m.qrNeedsOffer],
  ['QR needs route support', { qrEnabled: true }, 'qrEnabled', m.qrNotSupported, facts({ routes: new Map([[10, route(10, { supportAttachment: false })]]) })],
  ['impression URL valid', { impressionUrl: 'ftp:/x' }, 'impressionUrl', m.urlInvalid('Impression URL')],
  ['bcc only for MMS', { bccOn: true, bccSize: 3 }, 'bccOn', m.bccOnlyMms],
  ['bcc size 2-10', { messageType: 'MMS', bccOn: true, bccSize: 11 }, 'bccSize', m.bccSize],
  ['bcc size an integer', { messageType: 'MMS', bccOn: true, bccSize: 2.5 }, 'bccSize', m.bccSize],
  ['attachments not for SMS', { attachmentEnabled: true, media: [20] }, 'attachmentEnabled', m.attachmentsNotAllowed],
  ['attachments need media', { messageType: 'MMS', attachmentEnabled: true }, 'media', m.mediaRequired],
  ['attachments up to the media', { messageType: 'MMS', attachmentEnabled: true, media: [20, 21], numberOfAttachmentInMessage: 3 }, 'numberOfAttachmentInMessage', m.attachmentsRange(2)],
  ['voice uses one attachment', { messageType: 'VOICE', attachmentEnabled: true, media: [22, 23] }, 'media', m.voiceOneAttachment],
  ['sanitizing only for SMS', { messageType: 'MMS', sanitizing: { mode: 'tagOnly' } }, 'sanitizing', m.sanitizingOnlySms],
  ['voicemail audio over 60 s', { messageType: 'RVM', media: [22] }, 'media', m.audioTooLong('long.wav')],
  ['voice without agent needs audio', { messageType: 'VOICE' }, 'media', m.voiceNeedsAudio],
  ['DTMF timeout integer', { messageType: 'VOICE', media: [23], dtmfTimeout: 1.5 }, 'dtmfTimeout', m.dtmfTimeout],
  ['another user’s media refused', { messageType: 'MMS', media: [29] }, 'media', m.notYours('Media', 29)],
  // responder
  ['responder mode needs a responder', { modeResponder: 'responder' }, 'responderId', m.responderRequired],
  ['another user’s responder refused', { modeResponder: 'responder', responderId: 82 }, 'responderId', m.notYours('Responder', 82)],
  ['template mode needs a template', { modeResponder: 'template' }, 'responderTemplate', m.templateRequired],
  ['on the fly needs both numbers', { modeResponder: 'onfly', responderOnFly: { inboundForwardNumber: '+15550001111' } }, 'responderOnFly', m.forwardNumbersRequired],
  ['variables need brackets', { responderForwardPhones: [{ variable: 'agent', phone: '+15550001111' }] }, 'responderForwardPhones[0].variable', m.variableBrackets],
  ['variables are not system ones', { responderForwardPhones: [{ variable: '[fName]', phone: '+15550001111' }] }, 'responderForwardPhones[0].variable', m.variableSystem('[fName]')],
  ['variables once', { responderForwardPhones: [{ variable: '[agent]', phone: '+15550001111' }, { variable: '[Agent]', phone: '+15550002222' }] }, 'responderForwardPhones[1].variable', m.variableDuplicate('[Agent]')],
  // schedule
  ['scheduling needs start or stop', { activeScheduling: true }, 'scheduling', m.schedulingRequired],
  ['stop after start', { activeScheduling: true, scheduling: '2026-12-01 10:00', schedulingStopTime: '2026-12-01 09:00' }, 'schedulingStopTime', m.stopAfterStart],
  ['start in YYYY-MM-DD HH:mm', { activeScheduling: true, scheduling: '12-01-2026 10:00' }, 'scheduling', m.sendTimeFormat('Start time')],
  ['a start on a day that does not exist', { activeScheduling: true, scheduling: '2026-02-30 10:00' }, 'scheduling', m.sendTimeFormat('Start time')],
  ['a stop on a day that does not exist', { activeScheduling: true, schedulingStopTime: '2026-11-31 10:00' }, 'schedulingStopTime', m.sendTimeFormat('Stop time')],
  ['a time zone nobody has', { timeName: 'Mars/Olympus' }, 'timeName', m.timeZoneUnknown],
  ['sleep timer needs times or days', { sleepTimer: { enabled: true } }, 'sleepTimer', m.sleepNeedsTime],
  ['sleep timer never the whole week', { sleepTimer: { enabled: true, weekDays: [1, 2, 3, 4, 5, 6, 7] } }, 'sleepTimer.weekDays', m.sleepWholeWeek],
  ['offset an integer', { campaignOffset: '1.5' }, 'campaignOffset', m.offsetInteger],
  ['auto-stop threshold above 0', { autoStopThreshold: 0 }, 'autoStopThreshold', m.autoStopThreshold],
  ['at most 10 seed numbers', { seedNumbers: Array.from({ length: 11 }, (_, i) => `+1555000${1000 + i}`).join(', ') }, 'seedNumbers', m.seedNumbersMax],
  ['resend needs one country', { contactGroups: [1, 3], resendFailedContactEnabled: true }, 'resendFailedContactEnabled', m.resendOneCountry],
])('%s', (_name, input, path, message, given) => {
  it(`finds '${message}' on ${path}`, () => {
    expect(problemsOf(input, given)).toContainEqual({ path, message });
  });
});

describe('10DLC registration (issue 14)', () => {
  it('lets a route that is not 10DLC send from any DID group', () => {
    const notTenDlc = facts({ registeredDidGroups: new Set(), routes: new Map([[10, route(10, { is10dlc: false })]]) });
    expect(problemsOf({ vertical: 'RETAIL' }, notTenDlc)).toEqual([]);
  });
});

describe('scrubbing (000 §4)', () => {
  const stale = facts({ groups: new Map([[1, { id: 1, name: 'Leads', country: 'US', scrubDate: '2026-09-01T00:00:00Z', contacts: 5000 }]]) });

  it('a US group scrubbed over a month ago blocks the send', () => {
    expect(problemsOf({}, stale)).toContainEqual({ path: 'contactGroups', message: m.scrubRequired('Leads') });
  });

  it('unless the user skips scrubbing', () => {
    expect(problemsOf({}, { ...stale, skipScrub: true })).toEqual([]);
  });

  it('a group never scrubbed blocks it too, and one outside the US and Canada never does', () => {
    const groups = new Map([
      [1, { id: 1, name: 'Leads', country: 'US', scrubDate: null, contacts: 10 }],
      [4, { id: 4, name: 'Paris', country: 'FR', scrubDate: null, contacts: 10 }],
    ]);
    const found = problemsOf({ contactGroups: [1, 4] }, facts({ groups }));
    expect(found).toEqual([{ path: 'contactGroups', message: m.scrubRequired('Leads') }]);
  });
});

describe('steps', () => {
  it('each problem shows on the step that holds its field', () => {
    const c = compose({ country: '', creativeIds: [], activeScheduling: true });
    expect(stepProblems(c, facts(), 'audience').map((p) => p.path)).toEqual(['country']);
    expect(stepProblems(c, facts(), 'content').map((p) => p.path)).toEqual(['creativeIds']);
    expect(stepsWithProblems(c, facts())).toEqual(['audience', 'content', 'schedule']);
  });

  it('a rule of one step may speak about another step’s field', () => {
    const approving = facts({ routes: new Map([[10, route(10, { setting: { creativeApprovalRequired: true } })]]) });
    const c = compose({ country: '' });
    expect(stepProblems(c, approving, 'route')).toEqual([]);
    expect(stepProblems(c, approving, 'audience').map((p) => p.message)).toContain(m.countriesForApproval);
  });
});
