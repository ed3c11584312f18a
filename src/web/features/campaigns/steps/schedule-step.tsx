// Step 5, schedule and speed (000 §3, §5, §9): when the campaign starts and stops in its timezone,
// when it sleeps, its offset, the auto-stop threshold, the seed numbers that receive a
// copy, and whether failed contacts are sent to again.
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { DEFAULT_TIMEZONE } from '@domain/campaign-compose';
import { WEEK_DAYS } from '@web/ui/week-days';
import { ComposeNumber, ComposeSelect, ComposeSwitch, ComposeText } from '../compose-fields';
import { ComposeProblemText } from '../compose-problem-text';
import { ComposeDateTime, ComposeTime } from '../compose-time';
import { ComposeChecks } from '../compose-checks';
import { problemAt, problemsAt, type StepProps } from '../step-props';
import { StepCard } from './step-card';

/** The zones offered first; the user's own zone and the compose's are added when they are others. */
const COMMON_TIMEZONES = [
  DEFAULT_TIMEZONE,
  'UTC',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'Europe/London',
  'Europe/Paris',
  'Asia/Ho_Chi_Minh',
  'Asia/Singapore',
  'Australia/Sydney',
];

export function timezoneChoices(...zones: string[]): { value: string; label: string }[] {
  const all = [...new Set([...COMMON_TIMEZONES, ...zones.filter((z) => z.trim() !== '')])];
  return all.map((zone) => ({ value: zone, label: zone }));
}

export function ScheduleStep({ compose, options, problems, onChange, disabled }: StepProps) {
  const sleep = compose.sleepTimer;
  const setSleep = (patch: Partial<typeof sleep>) => onChange({ sleepTimer: { ...sleep, ...patch } });
  // One message per bad seed: the first under the field, the others after it.
  const seedProblems = problemsAt(problems, 'seedNumbers');
  return (
    <Stack gap="5">
      <StepCard title="Schedule" description="Without a schedule the campaign starts as soon as it is sent.">
        <ComposeSwitch checked={compose.activeScheduling} onChange={(v) => onChange({ activeScheduling: v })} label="Schedule the campaign" disabled={disabled}>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <ComposeDateTime label="Start time" value={compose.scheduling} onChange={(v) => onChange({ scheduling: v })} error={problemAt(problems, 'scheduling')} disabled={disabled} />
            <ComposeDateTime
              label="Stop time"
              value={compose.schedulingStopTime}
              onChange={(v) => onChange({ schedulingStopTime: v })}
              error={problemAt(problems, 'schedulingStopTime')}
              disabled={disabled}
            />
            <ComposeSelect
              label="Timezone"
              value={compose.timeName}
              onChange={(v) => onChange({ timeName: v ?? DEFAULT_TIMEZONE })}
              choices={timezoneChoices(options.timezone, compose.timeName)}
              error={problemAt(problems, 'timeName')}
              disabled={disabled}
            />
          </SimpleGrid>
        </ComposeSwitch>
      </StepCard>
      <StepCard title="Sleep timer" description="The campaign sends nothing while it sleeps.">
        <ComposeSwitch checked={sleep.enabled} onChange={(v) => setSleep({ enabled: v })} label="Use the sleep timer" disabled={disabled}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <ComposeTime label="Sleep from" value={sleep.start} onChange={(v) => setSleep({ start: v })} disabled={disabled} />
            <ComposeTime label="Sleep until" value={sleep.end} onChange={(v) => setSleep({ end: v })} disabled={disabled} />
          </SimpleGrid>
          <ComposeChecks label="Sleep days" choices={WEEK_DAYS} value={sleep.weekDays} onChange={(v) => setSleep({ weekDays: v })} error={problemAt(problems, 'sleepTimer.weekDays')} disabled={disabled} />
          <ComposeProblemText messages={problems.filter((p) => p.path === 'sleepTimer').map((p) => p.message)} />
        </ComposeSwitch>
      </StepCard>
      <StepCard title="Sending">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <ComposeText
            label="Campaign offset"
            helperText="A whole number of contacts to skip."
            value={compose.campaignOffset}
            onChange={(v) => onChange({ campaignOffset: v })}
            error={problemAt(problems, 'campaignOffset')}
            disabled={disabled}
          />
          <ComposeNumber
            label="Auto-stop threshold"
            value={compose.autoStopThreshold}
            onChange={(v) => onChange({ autoStopThreshold: v })}
            error={problemAt(problems, 'autoStopThreshold')}
            disabled={disabled}
          />
        </SimpleGrid>
        <ComposeText
          label="Seed numbers"
          helperText="Comma-separated phones, at most 10"
          placeholder="+15550100000, +15550100001"
          value={compose.seedNumbers}
          onChange={(v) => onChange({ seedNumbers: v })}
          error={seedProblems[0]}
          disabled={disabled}
        />
        <ComposeProblemText messages={seedProblems.slice(1)} />
        <ComposeSwitch checked={compose.resendFailedContactEnabled} onChange={(v) => onChange({ resendFailedContactEnabled: v })} label="Resend to failed contacts" disabled={disabled} />
        <ComposeProblemText messages={problemsAt(problems, 'resendFailedContactEnabled')} />
      </StepCard>
    </Stack>
  );
}
