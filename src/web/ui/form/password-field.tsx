// A password input bound to Formik, with a button that shows or hides what was typed.
import { useState } from 'react';
import { IconButton, Input, InputGroup } from '@chakra-ui/react';
import { EyeIcon, EyeOffIcon } from '../icons';
import { FieldShell } from './field-shell';
import type { BaseFieldProps } from './field-props';
import { useFormikField } from './use-formik-field';

export type PasswordFieldProps = BaseFieldProps & {
  autoComplete?: 'current-password' | 'new-password';
  placeholder?: string;
};

export function PasswordField({ name, label, helperText, required, disabled, autoComplete = 'current-password', placeholder }: PasswordFieldProps) {
  const { field, error, t } = useFormikField<string>(name);
  const [visible, setVisible] = useState(false);
  const toggle = (
    <IconButton
      aria-label={visible ? t('Hide password') : t('Show password')}
      aria-pressed={visible}
      size="xs"
      variant="ghost"
      me="-2"
      disabled={disabled}
      onClick={() => setVisible((v) => !v)}
    >
      {visible ? <EyeOffIcon /> : <EyeIcon />}
    </IconButton>
  );
  return (
    <FieldShell label={t(label)} error={error} helperText={helperText && t(helperText)} required={required} disabled={disabled}>
      <InputGroup endElement={toggle}>
        <Input
          {...field}
          value={field.value ?? ''}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          placeholder={placeholder && t(placeholder)}
        />
      </InputGroup>
    </FieldShell>
  );
}
