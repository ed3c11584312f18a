// Sleep timer (000 §3 "sleepTimerSetting"): the group's numbers rest between a start and an end
// time, or on chosen week days. The schema says what is missing ('You must select at least
// start-end sleep timer or week days') and that a whole week is too much ('You cannot select the
// whole week to sleep'): the first under the toggle, the second under the days.
import { useFormikContext } from 'formik';
import type { DidGroupSetting } from '@domain/dids';
import { CheckboxField } from '@web/ui';
import { SettingsSection } from './settings-section';
import { TimeField } from './time-field';
import { WeekDaysField } from './week-days-field';

export function SleepTimerSection() {
  const { values } = useFormikContext<DidGroupSetting>();
  const off = !values.sleepTimerSetting.chkSleepTimer;
  return (
    <SettingsSection
      title="Sleep timer"
      description="The group's numbers send nothing while they sleep."
      toggle={<CheckboxField name="sleepTimerSetting.chkSleepTimer" label="Use the sleep timer" />}
    >
      <TimeField name="sleepTimerSetting.startSleepTime" label="Sleep from" disabled={off} />
      <TimeField name="sleepTimerSetting.endSleepTime" label="Sleep until" disabled={off} />
      <WeekDaysField name="sleepTimerSetting.weekDays" label="Sleep days" disabled={off} />
    </SettingsSection>
  );
}
