// Step 7, review and send: the whole compose read back step by step, in names the sender knows,
// and every problem still standing, each with the step it is on and a way there. Nothing is sent
// from here; the page's send button (and the machine's guard) refuse while problems remain.
import { Badge, Button, DataList, HStack, List, Stack, Text } from '@chakra-ui/react';
import { COMPOSE_STEPS, stepOfPath, type ComposeStep } from '@domain/campaign-compose';
import { useTranslation } from '@web/i18n';
import { translateMessage } from '@web/i18n/translate-message';
import { ComposeSwitch } from '../compose-fields';
import { STEP_LABELS } from '../step-labels';
import type { StepProps } from '../step-props';
import { reviewSummary, type SummaryStep } from './review-summary';
import { StepCard } from './step-card';

export interface ReviewStepProps extends StepProps {
  /** Takes the sender to a step (a problem's, or one to edit). */
  onGoTo: (step: ComposeStep) => void;
}

const SUMMARY_STEPS = COMPOSE_STEPS.filter((s): s is SummaryStep => s !== 'review');

export function ReviewStep({ compose, options, problems, onChange, onGoTo, disabled }: ReviewStepProps) {
  const { t } = useTranslation();
  const summary = reviewSummary(compose, options, t);
  // In the wizard's order, so the list reads like the steps.
  const listed = problems
    .map((p) => ({ ...p, step: stepOfPath(p.path) }))
    .sort((a, b) => COMPOSE_STEPS.indexOf(a.step) - COMPOSE_STEPS.indexOf(b.step));
  return (
    <Stack gap="5">
      <StepCard title="Problems" description={listed.length === 0 ? 'Nothing stands in the way: the campaign is ready to send.' : 'Fix these before sending.'}>
        {listed.length > 0 && (
          <List.Root as="ul" listStyle="none" gap="3" aria-label={t('Problems')}>
            {listed.map((p) => (
              <List.Item key={`${p.path}:${p.message}`}>
                <HStack justify="space-between" align="start" gap="3" wrap="wrap">
                  <Stack gap="1">
                    <Badge colorPalette="red" variant="subtle" alignSelf="start">
                      {t(STEP_LABELS[p.step])}
                    </Badge>
                    <Text textStyle="sm">{translateMessage(p.message, t)}</Text>
                  </Stack>
                  <Button size="sm" variant="outline" onClick={() => onGoTo(p.step)}>
                    {t('Go to {{step}}', { step: t(STEP_LABELS[p.step]) })}
                  </Button>
                </HStack>
              </List.Item>
            ))}
          </List.Root>
        )}
      </StepCard>
      {SUMMARY_STEPS.map((step) => (
        <StepCard
          key={step}
          title={STEP_LABELS[step]}
          action={
            <Button size="xs" variant="ghost" onClick={() => onGoTo(step)} aria-label={t('Edit {{step}}', { step: t(STEP_LABELS[step]) })}>
              {t('Edit')}
            </Button>
          }
        >
          <DataList.Root orientation="horizontal" size="sm">
            {summary[step].map((row) => (
              <DataList.Item key={row.label}>
                <DataList.ItemLabel>{t(row.label)}</DataList.ItemLabel>
                <DataList.ItemValue wordBreak="break-word">{row.value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </StepCard>
      ))}
      <StepCard title="Debug" description="Sends the campaign with the engine’s debug logging on.">
        <ComposeSwitch checked={compose.debug} onChange={(v) => onChange({ debug: v })} label="Debug" disabled={disabled} />
      </StepCard>
    </Stack>
  );
}
