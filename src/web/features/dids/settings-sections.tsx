// The sections of the DID-group settings that are a toggle and the numbers it switches on (000 §3
// "DID group" setting): campaign check (delivered and clicked thresholds), auto release (delivered
// threshold and click rate to release at) and optimization (concurrent check, rotation, max
// concurrent, messages per cycle). A field is disabled while its toggle is off; saving then sends
// it zeroed (zeroDisabledSettings).
import { useFormikContext } from 'formik';
import type { DidGroupSetting } from '@domain/dids';
import { CheckboxField, NumberField } from '@web/ui';
import { SettingsSection } from './settings-section';

const PERCENT_HINT = 'A percent, 0 to 100.';

export function CampaignCheckSection() {
  const { values } = useFormikContext<DidGroupSetting>();
  const off = !values.campaignCheck;
  return (
    <SettingsSection
      title="Campaign check"
      description="Watch each number while a campaign sends from it."
      toggle={<CheckboxField name="campaignCheck" label="Check campaigns" />}
    >
      <NumberField name="deliveredThreshold" label="Delivered threshold" helperText={PERCENT_HINT} min={0} max={100} step={0.01} disabled={off} />
      <NumberField name="clickedThreshold" label="Clicked threshold" helperText={PERCENT_HINT} min={0} max={100} step={0.01} disabled={off} />
    </SettingsSection>
  );
}

export function AutoReleaseSection() {
  const { values } = useFormikContext<DidGroupSetting>();
  const off = !values.autoRelease;
  return (
    <SettingsSection
      title="Auto release"
      description="Release numbers that deliver or get clicked less than these rates."
      toggle={<CheckboxField name="autoRelease" label="Release automatically" />}
    >
      <NumberField name="deliveredThresholdRelease" label="Delivered threshold to release" helperText={PERCENT_HINT} min={0} max={100} step={0.01} disabled={off} />
      <NumberField name="autoReleaseClickRate" label="Click rate to release" helperText={PERCENT_HINT} min={0} max={100} step={0.01} disabled={off} />
    </SettingsSection>
  );
}

export function OptimizationSection() {
  const { values } = useFormikContext<DidGroupSetting>();
  const off = !values.didGroupOptimizationSettings.enable;
  return (
    <SettingsSection
      title="Optimization"
      description="Spread sending over the group's numbers."
      toggle={<CheckboxField name="didGroupOptimizationSettings.enable" label="Enable optimization" />}
    >
      <CheckboxField name="didGroupOptimizationSettings.concurrentCheck" label="Concurrent check" disabled={off} />
      <CheckboxField name="didGroupOptimizationSettings.rotation" label="Rotation" disabled={off} />
      <NumberField name="didGroupOptimizationSettings.maxConcurrent" label="Max concurrent" min={0} step={1} disabled={off} />
      <NumberField name="didGroupOptimizationSettings.messagePerCycle" label="Messages per cycle" min={0} step={1} disabled={off} />
    </SettingsSection>
  );
}
