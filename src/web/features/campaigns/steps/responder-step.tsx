// Step 4, the responder (000 §3, §5): no responder, one of the user's responders or templates, or
// a responder on the fly (inbound and outbound forward numbers, an audio played to inbound calls),
// and the forward phones the responder's actions can use.
import { Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { Compose } from '@domain/campaign-compose';
import type { ComposeOptions } from '@domain/campaign-options';
import { useTranslation } from '@web/i18n';
import { ComposeSelect, ComposeText } from '../compose-fields';
import { problemAt, problemsAt, type StepProps } from '../step-props';
import { RESPONDER_MODE_CHOICES } from './choice-labels';
import { ForwardPhonesField } from './forward-phones-field';
import { StepCard } from './step-card';
import { ProblemLines } from './step-section';

/** What to say when there is nothing to pick, with a link to where it is made (UI.md "Empty states"). */
function NoneYet({ text, link, to }: { text: string; link: string; to: string }) {
  const { t } = useTranslation();
  return (
    <Text textStyle="sm" color="fg.muted">
      {t(text)}{' '}
      <ChakraLink asChild color="accent.fg">
        <Link to={to}>{t(link)}</Link>
      </ChakraLink>
    </Text>
  );
}

/** Picking one of the user's responders or templates: the same select, or the same hint when there is none. */
const PICKS = {
  responder: {
    field: 'responderId',
    label: 'Responder',
    placeholder: 'Choose a responder',
    none: 'You have no responders yet.',
    create: 'Create a responder',
    to: '/responders',
    records: (o: ComposeOptions) => o.responders,
    patch: (id: number | null): Partial<Compose> => ({ responderId: id }),
  },
  template: {
    field: 'responderTemplate',
    label: 'Responder template',
    placeholder: 'Choose a responder template',
    none: 'You have no responder templates yet.',
    create: 'Create a responder template',
    to: '/responders/templates',
    records: (o: ComposeOptions) => o.responderTemplates,
    patch: (id: number | null): Partial<Compose> => ({ responderTemplate: id }),
  },
} as const;

export function ResponderStep({ compose, options, problems, onChange, disabled }: StepProps) {
  const mode = compose.modeResponder;
  const onFly = compose.responderOnFly;
  // "Inbound and outbound forward numbers are required" is about both: it sits under whichever is empty.
  const bothRequired = problemAt(problems, 'responderOnFly');
  const forwardError = (key: 'inboundForwardNumber' | 'outboundForwardNumber') =>
    problemAt(problems, `responderOnFly.${key}`) ?? (onFly[key].trim() === '' ? bothRequired : undefined);
  const setOnFly = (patch: Partial<typeof onFly>) => onChange({ responderOnFly: { ...onFly, ...patch } });
  const pick = mode === 'responder' || mode === 'template' ? PICKS[mode] : null;
  const audio = options.media.filter((f) => f.kind === 'audio').map((f) => ({ value: f.id, label: f.name }));

  return (
    <Stack gap="5">
      <StepCard title="Responder" description="What answers the people who reply to or call back from this campaign.">
        <ComposeSelect
          label="Responder mode"
          value={mode}
          onChange={(v) => onChange({ modeResponder: v ?? 'noResponder' })}
          choices={RESPONDER_MODE_CHOICES}
          error={problemAt(problems, 'modeResponder')}
          disabled={disabled}
        />
        {pick &&
          (pick.records(options).length === 0 ? (
            // Nothing to pick: the hint, and the rule's message the missing select would carry.
            <Stack gap="1">
              <NoneYet text={pick.none} link={pick.create} to={pick.to} />
              <ProblemLines messages={problemsAt(problems, pick.field)} />
            </Stack>
          ) : (
            <ComposeSelect
              label={pick.label}
              required
              placeholder={pick.placeholder}
              value={compose[pick.field]}
              onChange={(v) => onChange(pick.patch(v))}
              choices={pick.records(options).map((r) => ({ value: r.id, label: r.title }))}
              error={problemAt(problems, pick.field)}
              disabled={disabled}
            />
          ))}
        {mode === 'onfly' && (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <ComposeText
              label="Inbound forward number"
              required
              placeholder="+1 555 010 0000"
              value={onFly.inboundForwardNumber}
              onChange={(v) => setOnFly({ inboundForwardNumber: v })}
              error={forwardError('inboundForwardNumber')}
              disabled={disabled}
            />
            <ComposeText
              label="Outbound forward number"
              required
              placeholder="+1 555 010 0000"
              value={onFly.outboundForwardNumber}
              onChange={(v) => setOnFly({ outboundForwardNumber: v })}
              error={forwardError('outboundForwardNumber')}
              disabled={disabled}
            />
            <ComposeSelect
              label="Inbound play audio"
              placeholder="No audio"
              value={onFly.inboundPlayAudio}
              onChange={(v) => setOnFly({ inboundPlayAudio: v })}
              choices={audio}
              error={problemAt(problems, 'responderOnFly.inboundPlayAudio')}
              helperText={audio.length === 0 ? 'Upload audio on the Media page to play it to inbound calls.' : undefined}
              disabled={disabled}
            />
          </SimpleGrid>
        )}
      </StepCard>
      <StepCard title="Call forwarding">
        <ForwardPhonesField
          value={compose.responderForwardPhones}
          onChange={(rows) => onChange({ responderForwardPhones: rows })}
          problems={problems}
          disabled={disabled}
        />
      </StepCard>
    </Stack>
  );
}
