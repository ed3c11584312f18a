// A native select bound to Formik. Option values keep their type (a number stays a number in the
// form values) even though the DOM only knows strings.
import type { ChangeEvent } from 'react';
import { NativeSelect } from '@chakra-ui/react';
import { FieldShell } from './field-shell';
import type { BaseFieldProps } from './field-props';
import { useFormikField } from './use-formik-field';

export type SelectOption<Value extends string | number> = { value: Value; label: string };

export type SelectFieldProps<Value extends string | number> = BaseFieldProps & {
  options: readonly SelectOption<Value>[];
  /** An empty first choice; picking it sets the value to undefined. */
  placeholder?: string;
};

export function SelectField<Value extends string | number>({ name, label, helperText, required, disabled, options, placeholder }: SelectFieldProps<Value>) {
  const { field, helpers, error, t } = useFormikField<Value | undefined>(name);
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const picked = options.find((o) => String(o.value) === event.currentTarget.value);
    void helpers.setValue(picked?.value);
  };
  return (
    <FieldShell label={t(label)} error={error} helperText={helperText && t(helperText)} required={required} disabled={disabled}>
      <NativeSelect.Root>
        <NativeSelect.Field name={field.name} value={field.value === undefined ? '' : String(field.value)} onChange={onChange} onBlur={field.onBlur}>
          {placeholder !== undefined && <option value="">{t(placeholder)}</option>}
          {options.map((option) => (
            <option key={String(option.value)} value={String(option.value)}>
              {t(option.label)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldShell>
  );
}
