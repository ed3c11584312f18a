// One lap of auto-optimization (000 §3): its test size, how long it pauses, and its thresholds.
// Calls are judged by call rate and revenue per minute and per delivered call, texts by click
// rate and revenue per message (decision 23); the other thresholds apply to every type.
import { Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { THRESHOLD_LABELS, type AutoOptimizationLap, type ComposeProblem } from '@domain/campaign-compose';
import { isVoiceType } from '@domain/campaign-compose/rules/message-types';
import { TEXT_THRESHOLDS, VOICE_THRESHOLDS } from '@domain/campaign-compose/rules/optimization';
import type { MessageType } from '@domain/routes';
import { useTranslation } from '@web/i18n';
import { ComposeNumber } from '../compose-fields';
import { problemAt } from '../step-props';

type Threshold = keyof typeof THRESHOLD_LABELS;
const ALL_THRESHOLDS = Object.keys(THRESHOLD_LABELS) as Threshold[];
const COMMON_THRESHOLDS = ALL_THRESHOLDS.filter((k) => !VOICE_THRESHOLDS.includes(k) && !TEXT_THRESHOLDS.includes(k));

/** The thresholds shown for a message type: its own (required) first, then the common ones. */
export function thresholdsFor(type: MessageType): { key: Threshold; required: boolean }[] {
  const own = isVoiceType(type) ? VOICE_THRESHOLDS : TEXT_THRESHOLDS;
  return [...own.map((key) => ({ key, required: true })), ...COMMON_THRESHOLDS.map((key) => ({ key, required: false }))];
}

export function LapFields({
  title,
  path,
  lap,
  messageType,
  onChange,
  problems,
  disabled,
}: {
  title: string;
  path: 'lap1' | 'lap2';
  lap: AutoOptimizationLap;
  messageType: MessageType;
  onChange: (lap: AutoOptimizationLap) => void;
  problems: readonly ComposeProblem[];
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const set = (patch: Partial<AutoOptimizationLap>) => onChange({ ...lap, ...patch });
  return (
    <Stack gap="3" role="group" aria-label={t(title)}>
      <Heading as="h3" size="sm">
        {t(title)}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        <ComposeNumber
          label="Test size"
          required
          helperText="Contacts in the test, more than 99 and fewer than the audience."
          value={lap.testSize}
          onChange={(v) => set({ testSize: v })}
          error={problemAt(problems, `${path}.testSize`)}
          disabled={disabled}
        />
        <ComposeNumber
          label="Paused minutes"
          required
          helperText="From 10 to 2399."
          value={lap.pausedMin}
          onChange={(v) => set({ pausedMin: v })}
          error={problemAt(problems, `${path}.pausedMin`)}
          disabled={disabled}
        />
        {thresholdsFor(messageType).map(({ key, required }) => (
          <ComposeNumber
            key={key}
            label={THRESHOLD_LABELS[key]}
            required={required}
            value={lap[key]}
            onChange={(v) => set({ [key]: v })}
            error={problemAt(problems, `${path}.${key}`)}
            disabled={disabled}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
