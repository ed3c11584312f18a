// The review's summary of a compose, grouped by the step that holds each field: ids become the
// names the user gave them (from the compose options), enums become the words the steps show.
// Pure, so the words can be checked without rendering; `t` translates our words, never the user's.
import type { Compose, ComposeStep } from '@domain/campaign-compose';
import type { ComposeOptions } from '@domain/campaign-options';
import type { Translate } from '@web/i18n';
import { WEEK_DAYS } from '@web/ui/week-days';
import { EVALUATED_ELEMENT_CHOICES, RESPONDER_MODE_CHOICES, TRACKING_VENDOR_CHOICES, VOLUUM_MAPPING_CHOICES, labelOf } from './choice-labels';

export interface SummaryRow {
  label: string;
  value: string;
}
export type SummaryStep = Exclude<ComposeStep, 'review'>;

const NONE = '—';

/** The names of the ids in a list of records (an id the user no longer has is shown as '#id'). */
function names(records: readonly { id: number; name?: string; title?: string }[], chosen: readonly (number | null)[]): string {
  const found = chosen.filter((id) => id !== null).map((id) => {
    const record = records.find((r) => r.id === id);
    return record?.name ?? record?.title ?? `#${id}`;
  });
  return found.length === 0 ? NONE : found.join(', ');
}

const shown = (text: string | number | null) => (text === null || String(text).trim() === '' ? NONE : String(text));

export function reviewSummary(c: Compose, o: ComposeOptions, t: Translate): Record<SummaryStep, SummaryRow[]> {
  const yesNo = (on: boolean) => t(on ? 'Yes' : 'No');
  const routeName = (id: number) => names(o.routes, [id]);
  const sleep = c.sleepTimer;
  const sleepDays = WEEK_DAYS.filter((d) => sleep.weekDays.includes(d.value)).map((d) => t(d.label));
  return {
    audience: [
      { label: 'Campaign title', value: shown(c.campaignTitle) },
      { label: 'Country', value: o.countries.find((x) => x.code === c.country)?.name ?? shown(c.country) },
      { label: 'Contact groups', value: names(o.contactGroups, c.contactGroups) },
      { label: 'Target', value: c.target.map((f) => `${f.contactField} ${f.filterType} ${f.valueContactField}`).join('; ') || NONE },
      { label: 'Suppression groups', value: c.suppressionContactEnabled ? names(o.contactGroups, c.suppressionGroupIds) : t('No') },
    ],
    route: [
      { label: 'Message type', value: c.messageType },
      { label: 'Send method', value: t(c.sendMethod === 1 ? 'One way' : 'Two ways') },
      {
        label: 'Routes',
        value:
          c.sendMethod === 1
            ? names(o.routes, c.routesOneWay.map((r) => r.routeId))
            : c.routesTwoWays.map((r) => `${routeName(r.routeId)} (${names(o.didGroups, r.didGroupIds)})`).join('; ') || NONE,
      },
      ...(c.sendMethod === 1 ? [{ label: 'ANIs', value: shown(c.anis) }] : []),
      { label: 'Vertical', value: shown(c.vertical) },
      { label: 'Send speed', value: c.sendSpeed === null ? t('Set by the route') : t('{{n}} messages per hour', { n: c.sendSpeed }) },
    ],
    content: [
      { label: 'Creatives', value: c.creativeMode === 'onfly' ? shown(c.onflyMessage) : names(o.creatives, c.creativeIds) },
      {
        label: 'Offers',
        value: c.offerOption === 'offer' ? names(o.offers, c.offerIds) : c.offerOption === 'onfly' ? shown(c.onflyOfferUrl) : t(c.offerOption === 'no' ? 'No offer' : 'Prefilled'),
      },
      { label: 'Domain group', value: names(o.domainGroups, [c.domain]) },
      { label: 'Opt-out link', value: c.optoutLinkType === 'none' ? t('None') : names(o.optoutLinks, [c.optoutLink]) },
      { label: 'Media', value: names(o.media, c.media) },
      ...(c.audioBuilderSettings === null ? [] : [{ label: 'Audio configuration', value: names(o.audioConfigs, [c.audioBuilderSettings]) }]),
      ...(c.agent === null ? [] : [{ label: 'AI agent', value: names(o.aiAgents, [c.agent]) }]),
    ],
    responder: [
      { label: 'Responder mode', value: t(labelOf(RESPONDER_MODE_CHOICES, c.modeResponder)) },
      ...(c.modeResponder === 'responder' ? [{ label: 'Responder', value: names(o.responders, [c.responderId]) }] : []),
      ...(c.modeResponder === 'template' ? [{ label: 'Responder template', value: names(o.responderTemplates, [c.responderTemplate]) }] : []),
      ...(c.modeResponder === 'onfly'
        ? [
            { label: 'Inbound forward number', value: shown(c.responderOnFly.inboundForwardNumber) },
            { label: 'Outbound forward number', value: shown(c.responderOnFly.outboundForwardNumber) },
            { label: 'Inbound play audio', value: names(o.media, [c.responderOnFly.inboundPlayAudio]) },
          ]
        : []),
      { label: 'Forward phones', value: c.responderForwardPhones.map((p) => `${p.variable} ${p.phone}`).join(', ') || NONE },
    ],
    schedule: [
      {
        label: 'Schedule',
        value: c.activeScheduling ? `${shown(c.scheduling)} → ${shown(c.schedulingStopTime)} (${c.timeName})` : t('Starts when sent'),
      },
      {
        label: 'Sleep timer',
        value: sleep.enabled ? [sleep.start && sleep.end ? `${sleep.start}–${sleep.end}` : '', sleepDays.join(', ')].filter(Boolean).join('; ') || NONE : t('No'),
      },
      { label: 'Campaign offset', value: shown(c.campaignOffset) },
      { label: 'Auto-stop threshold', value: shown(c.autoStopThreshold) },
      { label: 'Seed numbers', value: shown(c.seedNumbers) },
      { label: 'Resend to failed contacts', value: yesNo(c.resendFailedContactEnabled) },
    ],
    optimization: [
      { label: 'Auto-optimization', value: yesNo(c.autoOp) },
      ...(c.autoOp
        ? [
            { label: 'Lap 1', value: t('Test size {{size}}, paused {{minutes}} min', { size: shown(c.lap1.testSize), minutes: shown(c.lap1.pausedMin) }) },
            { label: 'Evaluated elements', value: c.evaluatedElements.map((e) => t(labelOf(EVALUATED_ELEMENT_CHOICES, e))).join(', ') || NONE },
            {
              label: 'Lap 2',
              value: c.autoOpLap2 ? t('Test size {{size}}, paused {{minutes}} min', { size: shown(c.lap2.testSize), minutes: shown(c.lap2.pausedMin) }) : t('No'),
            },
          ]
        : []),
      {
        label: 'Tracking vendor',
        value:
          c.trackingVendor === 'voluum'
            ? `${t(labelOf(TRACKING_VENDOR_CHOICES, c.trackingVendor))} (${t(labelOf(VOLUUM_MAPPING_CHOICES, c.voluumMapping))})`
            : t(labelOf(TRACKING_VENDOR_CHOICES, c.trackingVendor)),
      },
    ],
  };
}
