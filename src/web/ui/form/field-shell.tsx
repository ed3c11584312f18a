// The frame around every form input: a visible label tied to the input (Chakra's Field gives the
// input its id, aria-invalid and aria-describedby), an optional hint, and the error under it.
import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react';

export type FieldShellProps = {
  label: string;
  error?: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  children: ReactNode;
};

export function FieldShell({ label, error, helperText, required, disabled, children }: FieldShellProps) {
  return (
    <Field.Root invalid={error !== undefined} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helperText && error === undefined && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
