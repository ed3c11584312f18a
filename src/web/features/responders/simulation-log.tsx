// What happened in a test run, newest last: what the contact did, which trigger fired and which
// node it entered, and what each of the node's actions would do: the message as the contact reads
// it (variables filled, short link in place) with its segments and cost, the webhook request with
// its headers, the audio played, the call forwarded, the AI agent's reply. Nothing here was sent.
import { useEffect, useRef } from 'react';
import { Badge, Box, Stack, Text, type BoxProps } from '@chakra-ui/react';
import type { FlowNode } from '@domain/responder-flow';
import type { ActionOutcome, SimulationEvent } from '@domain/responder-simulation';
import { TRIGGER_LABELS } from '@flows/rules';
import { tMessage, useTranslation, type Translate } from '@web/i18n';
import { formatMillicents } from '@web/ui';
import type { SimulationEntry } from './use-simulation';

/** Monospace text (a link, a request) without another Chakra recipe for the app to carry. */
const Mono = (props: BoxProps) => <Box as="code" fontFamily="mono" bg="bg.muted" rounded="sm" px="1" {...props} />;

function eventText(event: SimulationEvent, t: Translate, startLabel: (triggerId: string) => string): string {
  switch (event.kind) {
    case 'start':
      return t('Started at {{node}}', { node: startLabel(event.triggerId) });
    case 'inbound_message':
      return t('Replied: {{text}}', { text: event.text });
    case 'voice_command':
      return t('Said: {{text}}', { text: event.text });
    case 'dtmf':
      return t('Pressed {{key}}', { key: event.key });
    case 'wait':
      return t('Waited {{minutes}} min', { minutes: event.minutes });
    case 'signal':
      return t(TRIGGER_LABELS[event.trigger]);
  }
}

function Outcome({ outcome }: { outcome: ActionOutcome }) {
  const { t } = useTranslation();
  switch (outcome.type) {
    case 'send_message':
      return (
        <Stack gap="1" role="article" aria-label={t('Message sent')}>
          <Text textStyle="xs" color="fg.muted">
            {t('{{type}} message · {{segments}} segment(s) · {{cost}}', { type: outcome.messageType, segments: outcome.segments, cost: formatMillicents(outcome.costMillicents) })}
            {outcome.delayedMinute > 0 && ` · ${t('after {{minutes}} min', { minutes: outcome.delayedMinute })}`}
          </Text>
          <Box bg="accent.subtle" rounded="lg" px="3" py="2" whiteSpace="pre-wrap" wordBreak="break-word" textStyle="sm">
            {outcome.text}
          </Box>
          {outcome.shortLink && (
            <Text textStyle="xs">
              {t('Short link')}: <Mono>{outcome.shortLink}</Mono>
            </Text>
          )}
          {outcome.media.length > 0 && <Text textStyle="xs">{t('Media: {{names}}', { names: outcome.media.join(', ') })}</Text>}
        </Stack>
      );
    case 'fire_request':
      return (
        <Stack gap="1" role="article" aria-label={t('Webhook request')}>
          <Mono display="block" whiteSpace="pre-wrap" wordBreak="break-all" p="2" textStyle="xs">
            {`${outcome.method} ${outcome.url}`}
            {outcome.headers.map((h) => `\n${h.name}: ${h.value}`).join('')}
          </Mono>
        </Stack>
      );
    case 'send_voice':
      return (
        <Text textStyle="sm">
          {t('Calls and plays {{audio}} · {{cost}}', { audio: outcome.audio, cost: formatMillicents(outcome.costMillicents) })}
          {outcome.delayedMinute > 0 && ` · ${t('after {{minutes}} min', { minutes: outcome.delayedMinute })}`}
        </Text>
      );
    case 'play_audio':
      return <Text textStyle="sm">{t('Plays {{audio}}', { audio: outcome.audio })}</Text>;
    case 'forward_call':
      return <Text textStyle="sm">{t('Call forwarded to {{phone}}', { phone: outcome.phone })}</Text>;
    case 'ai_agent':
      return (
        <Stack gap="1" role="article" aria-label={t('AI agent reply')}>
          <Box bg="bg.muted" rounded="lg" px="3" py="2" textStyle="sm" whiteSpace="pre-wrap">
            {outcome.reply}
          </Box>
        </Stack>
      );
  }
}

export function SimulationLog({ log, nodes }: { log: readonly SimulationEntry[]; nodes: readonly FlowNode[] }) {
  const { t } = useTranslation();
  const startLabel = (triggerId: string) => nodes.find((n) => n.trigger.id === triggerId)?.label ?? triggerId;
  // The newest step comes into view as it arrives.
  const newest = useRef<HTMLDivElement>(null);
  useEffect(() => {
    newest.current?.scrollIntoView({ block: 'nearest' });
  }, [log.length]);
  if (log.length === 0) {
    return (
      <Text textStyle="sm" color="fg.muted">
        {t('Pick a start, or play what the contact does: the nodes it reaches light up on the canvas.')}
      </Text>
    );
  }
  return (
    <Stack as="ol" gap="3" listStyleType="none" m="0" p="0" aria-label={t('Test run')}>
      {log.map((entry, i) => (
        <Stack as="li" key={entry.id} ref={i === log.length - 1 ? newest : undefined} gap="2" borderLeftWidth="2px" borderColor="accent.solid" ps="3">
          <Text textStyle="sm" fontWeight="semibold">
            {eventText(entry.event, t, startLabel)}
          </Text>
          {entry.error && (
            <Text textStyle="sm" color="fg.error" role="alert">
              {tMessage(entry.error)}
            </Text>
          )}
          {entry.answer?.note && (
            <Text textStyle="sm" color="fg.muted">
              {tMessage(entry.answer.note)}
            </Text>
          )}
          {entry.answer?.steps.map((step) => (
            <Stack key={`${step.nodeId}-${step.triggerId}`} gap="2">
              <Text textStyle="sm">
                <Badge colorPalette="accent" variant="subtle" me="2">
                  {t(TRIGGER_LABELS[step.trigger])}
                </Badge>
                {t('fired: entered {{node}}', { node: step.label })}
              </Text>
              {step.outcomes.map((outcome) => (
                <Outcome key={outcome.actionId} outcome={outcome} />
              ))}
            </Stack>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
