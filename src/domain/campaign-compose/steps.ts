// The wizard's steps, in the order a sender follows them, and which step owns each compose field:
// a problem found anywhere (by the machine's guards or in the server's answer) is shown on the step
// that holds its field.
import type { Compose } from './shape';

export const COMPOSE_STEPS = ['audience', 'route', 'content', 'responder', 'schedule', 'optimization', 'review'] as const;
export type ComposeStep = (typeof COMPOSE_STEPS)[number];

export const STEP_OF_FIELD: Record<keyof Compose, ComposeStep> = {
  campaignTitle: 'audience',
  country: 'audience',
  contactGroups: 'audience',
  target: 'audience',
  suppressionContactEnabled: 'audience',
  suppressionGroupIds: 'audience',
  messageType: 'route',
  sendMethod: 'route',
  routesTwoWays: 'route',
  routesOneWay: 'route',
  anis: 'route',
  vertical: 'route',
  sendSpeed: 'route',
  creativeMode: 'content',
  creativeIds: 'content',
  onflyMessage: 'content',
  offerOption: 'content',
  offerIds: 'content',
  onflyOfferUrl: 'content',
  urlShortened: 'content',
  domain: 'content',
  optoutLinkType: 'content',
  optoutLink: 'content',
  qrEnabled: 'content',
  impressionUrl: 'content',
  media: 'content',
  attachmentEnabled: 'content',
  numberOfAttachmentInMessage: 'content',
  bccOn: 'content',
  bccSize: 'content',
  sanitizing: 'content',
  audioBuilderSettings: 'content',
  agent: 'content',
  dtmfTimeout: 'content',
  amdEventEnabled: 'content',
  modeResponder: 'responder',
  responderId: 'responder',
  responderTemplate: 'responder',
  responderOnFly: 'responder',
  responderForwardPhones: 'responder',
  activeScheduling: 'schedule',
  scheduling: 'schedule',
  schedulingStopTime: 'schedule',
  timeName: 'schedule',
  sleepTimer: 'schedule',
  campaignOffset: 'schedule',
  autoStopThreshold: 'schedule',
  seedNumbers: 'schedule',
  resendFailedContactEnabled: 'schedule',
  autoOp: 'optimization',
  lap1: 'optimization',
  autoOpLap2: 'optimization',
  autoOpLap2CreativeSize: 'optimization',
  lap2: 'optimization',
  evaluatedElements: 'optimization',
  trackingVendor: 'optimization',
  voluumMapping: 'optimization',
  debug: 'review',
};

/** The step of a problem's path ('lap1.testSize' -> optimization); unknown paths land on review. */
export function stepOfPath(path: string): ComposeStep {
  const field = path.split(/[.[]/)[0] as keyof Compose;
  return STEP_OF_FIELD[field] ?? 'review';
}

/** A field the server named in a 400 ('compose.routesTwoWays.0.didGroupIds') as a compose path ('routesTwoWays[0].didGroupIds'). */
export const pathOfField = (field: string): string => field.replace(/^compose\./, '').replace(/\.(\d+)(?=\.|$)/g, '[$1]');
