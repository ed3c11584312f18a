// A one-line text input bound to Formik (email, names, URLs...).
import { Input } from '@chakra-ui/react';
import type { HTMLInputTypeAttribute } from 'react';
import { FieldShell } from './field-shell';
import type { BaseFieldProps } from './field-props';
import { useFormikField } from './use-formik-field';

export type TextFieldProps = BaseFieldProps & {
  type?: Extract<HTMLInputTypeAttribute, 'text' | 'email' | 'url' | 'tel' | 'search'>;
  placeholder?: string;
  autoComplete?: string;
};

export function TextField({ name, label, helperText, required, disabled, type = 'text', placeholder, autoComplete }: TextFieldProps) {
  const { field, error, t } = useFormikField<string>(name);
  return (
    <FieldShell label={t(label)} error={error} helperText={helperText && t(helperText)} required={required} disabled={disabled}>
      <Input
        {...field}
        value={field.value ?? ''}
        type={type}
        placeholder={placeholder && t(placeholder)}
        autoComplete={autoComplete}
      />
    </FieldShell>
  );
}
