// Times the compose holds as text: a time of day ('HH:mm', the sleep timer) and a send time
// ('YYYY-MM-DD HH:mm', 000 §9). The browser's datetime-local input speaks 'YYYY-MM-DDTHH:mm', so
// the send time is converted both ways here and nowhere else.
import { Input } from '@chakra-ui/react';
import { useTranslation } from '@web/i18n';
import { translateMessage } from '@web/i18n/translate-message';
import { FieldShell } from '@web/ui/form/field-shell';

interface TimeProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  helperText?: string;
  disabled?: boolean;
}

/** 'YYYY-MM-DD HH:mm' -> what a datetime-local input shows ('' stays ''). */
export const toDateTimeLocal = (sendTime: string) => sendTime.trim().replace(' ', 'T');
/** What a datetime-local input gives (seconds dropped) -> 'YYYY-MM-DD HH:mm'. */
export const fromDateTimeLocal = (local: string) => local.slice(0, 16).replace('T', ' ');

function useShell({ label, error, helperText }: Pick<TimeProps, 'label' | 'error' | 'helperText'>) {
  const { t } = useTranslation();
  return { label: t(label), error: error === undefined ? undefined : translateMessage(error, t), helperText: helperText && t(helperText) };
}

export function ComposeTime({ value, onChange, disabled, ...base }: TimeProps) {
  return (
    <FieldShell {...useShell(base)} disabled={disabled}>
      <Input type="time" step={60} value={value} onChange={(e) => onChange(e.currentTarget.value)} />
    </FieldShell>
  );
}

export function ComposeDateTime({ value, onChange, disabled, ...base }: TimeProps) {
  return (
    <FieldShell {...useShell(base)} disabled={disabled}>
      <Input type="datetime-local" step={60} value={toDateTimeLocal(value)} onChange={(e) => onChange(fromDateTimeLocal(e.currentTarget.value))} />
    </FieldShell>
  );
}
