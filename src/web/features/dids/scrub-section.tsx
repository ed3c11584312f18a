// Scrub setting (000 §3 "scrubSetting"): check the group's numbers every few days (default 1),
// buy new ones in place of bad ones, and move the bad ones to another of the user's DID groups
// (which must then be chosen). Switching auto scrub on again starts from the default interval.
import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';
import type { DidGroupSetting } from '@domain/dids';
import { CheckboxField, NumberField } from '@web/ui';
import { DidGroupSelectField } from './did-group-select-field';
import { SettingsSection } from './settings-section';
import { useOtherDidGroups } from './use-did-options';

/** The spec's default interval (001 §9 "Auto-scrub interval default 1"). */
const DEFAULT_INTERVAL = 1;

function IntervalDefault() {
  const { values, setFieldValue } = useFormikContext<DidGroupSetting>();
  const on = values.scrubSetting.autoScrub;
  const wasOn = useRef(on);
  useEffect(() => {
    if (on && !wasOn.current && !values.scrubSetting.autoScrubInterval) void setFieldValue('scrubSetting.autoScrubInterval', DEFAULT_INTERVAL);
    wasOn.current = on;
  }, [on, values.scrubSetting.autoScrubInterval, setFieldValue]);
  return null;
}

export function ScrubSection({ groupId }: { groupId: number }) {
  const { values } = useFormikContext<DidGroupSetting>();
  const { autoScrub, autoMoveBadDid } = values.scrubSetting;
  const groups = useOtherDidGroups(groupId);
  return (
    <SettingsSection
      title="Scrub setting"
      description="Check the group's numbers regularly and deal with the bad ones."
      toggle={<CheckboxField name="scrubSetting.autoScrub" label="Auto scrub" />}
    >
      <IntervalDefault />
      <NumberField name="scrubSetting.autoScrubInterval" label="Scrub every (days)" min={0} max={365} step={1} disabled={!autoScrub} />
      <CheckboxField name="scrubSetting.autoRefillBadDid" label="Refill bad DIDs" disabled={!autoScrub} />
      <CheckboxField name="scrubSetting.autoMoveBadDid" label="Move bad DIDs" disabled={!autoScrub} />
      <DidGroupSelectField name="scrubSetting.badDidGroupId" label="Move bad DIDs to" groups={groups} disabled={!autoScrub || !autoMoveBadDid} />
    </SettingsSection>
  );
}
