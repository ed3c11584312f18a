// Step 6, optimization and tracking (000 §3 "Auto-optimization", §4, §5): the first lap's test and
// thresholds, what may be switched off, an optional second lap, and the revenue tracking vendor.
// Auto-optimization needs an audience of more than 99 (000 §4): below that the switch is off and
// says why (the wizard passes the audience count it already has).
import { Alert, Stack } from '@chakra-ui/react';
import { AUTO_OP_MIN_TARGET } from '@domain/campaign-compose';
import { useTranslation } from '@web/i18n';
import { ComposeChecks } from '../compose-checks';
import { ComposeNumber, ComposeSelect, ComposeSwitch } from '../compose-fields';
import { problemAt, type StepProps } from '../step-props';
import { EVALUATED_ELEMENT_CHOICES, TRACKING_VENDOR_CHOICES, VOLUUM_MAPPING_CHOICES } from './choice-labels';
import { LapFields } from './lap-fields';
import { StepCard } from './step-card';

export interface OptimizationStepProps extends StepProps {
  /** The audience count, when known: auto-optimization is off for 99 or fewer. */
  totalTarget?: number | null;
}

export function OptimizationStep({ compose, problems, onChange, disabled, totalTarget }: OptimizationStepProps) {
  const { t } = useTranslation();
  const small = totalTarget !== undefined && totalTarget !== null && totalTarget < AUTO_OP_MIN_TARGET;
  return (
    <Stack gap="5">
      <StepCard title="Auto-optimization" description="Test the campaign on part of the audience and switch off what performs under the thresholds.">
        {small && (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>{t('Auto-optimization is off for audiences of 99 contacts or fewer.')}</Alert.Title>
          </Alert.Root>
        )}
        <ComposeSwitch checked={compose.autoOp && !small} onChange={(v) => onChange({ autoOp: v })} label="Auto-optimization" disabled={disabled || small}>
          <LapFields
            title="Lap 1"
            path="lap1"
            lap={compose.lap1}
            messageType={compose.messageType}
            onChange={(lap1) => onChange({ lap1 })}
            problems={problems}
            disabled={disabled}
          />
          <ComposeChecks
            label="Evaluated elements"
            value={compose.evaluatedElements}
            onChange={(evaluatedElements) => onChange({ evaluatedElements })}
            choices={EVALUATED_ELEMENT_CHOICES}
            error={problemAt(problems, 'evaluatedElements')}
            disabled={disabled}
          />
          <ComposeSwitch checked={compose.autoOpLap2} onChange={(v) => onChange({ autoOpLap2: v })} label="Lap 2" disabled={disabled}>
            <ComposeNumber
              label="Creatives in lap 2"
              required
              value={compose.autoOpLap2CreativeSize}
              onChange={(v) => onChange({ autoOpLap2CreativeSize: v })}
              error={problemAt(problems, 'autoOpLap2CreativeSize')}
              disabled={disabled}
            />
            <LapFields
              title="Lap 2 thresholds"
              path="lap2"
              lap={compose.lap2}
              messageType={compose.messageType}
              onChange={(lap2) => onChange({ lap2 })}
              problems={problems}
              disabled={disabled}
            />
          </ComposeSwitch>
        </ComposeSwitch>
      </StepCard>
      <StepCard title="Tracking">
        <ComposeSelect
          label="Tracking vendor"
          value={compose.trackingVendor}
          onChange={(v) => onChange({ trackingVendor: v ?? 'none' })}
          choices={TRACKING_VENDOR_CHOICES}
          error={problemAt(problems, 'trackingVendor')}
          disabled={disabled}
        />
        {compose.trackingVendor === 'voluum' && (
          <ComposeSelect
            label="Voluum mapping"
            value={compose.voluumMapping}
            onChange={(v) => onChange({ voluumMapping: v ?? 'no_mapping' })}
            choices={VOLUUM_MAPPING_CHOICES}
            error={problemAt(problems, 'voluumMapping')}
            disabled={disabled}
          />
        )}
      </StepCard>
    </Stack>
  );
}
