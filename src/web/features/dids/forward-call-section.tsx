// Forward call (000 §3 "forwardCallSetting"): the phone calls to the group's numbers go to (a '+'
// number, or empty for none), on which week days and between which hours, in which timezone
// (default America/Los_Angeles).
import { useMemo } from 'react';
import { useFormikContext } from 'formik';
import { DEFAULT_FORWARD_TIMEZONE, type DidGroupSetting } from '@domain/dids';
import { SelectField, TextField } from '@web/ui';
import { SettingsSection } from './settings-section';
import { TimeField } from './time-field';
import { WeekDaysField } from './week-days-field';

function timezones(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([DEFAULT_FORWARD_TIMEZONE, current, ...known])].filter(Boolean).sort();
}

export function ForwardCallSection() {
  const { values } = useFormikContext<DidGroupSetting>();
  const current = values.forwardCallSetting.timezone;
  const zones = useMemo(() => timezones(current).map((z) => ({ value: z, label: z })), [current]);
  return (
    <SettingsSection title="Forward call" description="Calls to the group's numbers ring this phone during working hours.">
      <TextField name="forwardCallSetting.phone" label="Forward to phone" type="tel" placeholder="+12025550123" helperText="Starts with +; leave empty to forward nothing." />
      <SelectField<string> name="forwardCallSetting.timezone" label="Timezone" options={zones} />
      <WeekDaysField name="forwardCallSetting.workingWeekDays" label="Working days" />
      <TimeField name="forwardCallSetting.workingHourFrom" label="Working hour from" />
      <TimeField name="forwardCallSetting.workingHourTo" label="Working hour to" />
    </SettingsSection>
  );
}
