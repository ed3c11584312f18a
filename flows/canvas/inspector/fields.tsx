// The inspector's inputs, bound to Formik. flows/canvas may not import the web app's form fields
// (src/web/ui/form), so these are the canvas's own, built the same way: a visible label tied to
// the input (Chakra's Field), the schema's message under it once touched, values of the schema's
// own types (a number stays a number, an unpicked id is undefined, a keyword list is an array).
import { useState, type ChangeEvent, type ReactNode } from 'react';
import { Checkbox, Field, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import { useField, useFormikContext } from 'formik';
import { useCanvasText } from '../canvas-text';

type FieldProps = { name: string; label: string; disabled?: boolean; helperText?: string };

/** The first message found under a field (a list's error sits on one of its items). */
function firstMessage(error: unknown): string | undefined {
  if (typeof error === 'string') return error;
  if (Array.isArray(error)) return error.map(firstMessage).find((m) => m !== undefined);
  if (error && typeof error === 'object') return Object.values(error).map(firstMessage).find((m) => m !== undefined);
  return undefined;
}

function useBound<Value>(name: string) {
  const { t } = useCanvasText();
  const [field, meta, helpers] = useField<Value>(name);
  const { submitCount } = useFormikContext();
  const raw = firstMessage(meta.error);
  const error = raw !== undefined && (meta.touched || submitCount > 0) ? t(raw) : undefined;
  return { field, helpers, error, t };
}

function Shell({ label, error, helperText, disabled, children }: { label: string; error?: string; helperText?: string; disabled?: boolean; children: ReactNode }) {
  return (
    <Field.Root invalid={error !== undefined} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      {children}
      {helperText && error === undefined && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

export function TextInput({ name, label, disabled, helperText, type = 'text' }: FieldProps & { type?: 'text' | 'url' | 'tel' }) {
  const { field, error, t } = useBound<string | undefined>(name);
  return (
    <Shell label={t(label)} error={error} helperText={helperText && t(helperText)} disabled={disabled}>
      <Input size="sm" name={field.name} type={type} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} />
    </Shell>
  );
}

export function TextAreaInput({ name, label, disabled, helperText }: FieldProps) {
  const { field, error, t } = useBound<string | undefined>(name);
  return (
    <Shell label={t(label)} error={error} helperText={helperText && t(helperText)} disabled={disabled}>
      <Textarea size="sm" name={field.name} rows={4} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} />
    </Shell>
  );
}

export function NumberInput({ name, label, disabled, helperText, step }: FieldProps & { step?: number }) {
  const { field, helpers, error, t } = useBound<number | undefined>(name);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.currentTarget.value;
    void helpers.setValue(text === '' ? undefined : Number(text));
  };
  const value = typeof field.value === 'number' && Number.isFinite(field.value) ? String(field.value) : '';
  return (
    <Shell label={t(label)} error={error} helperText={helperText && t(helperText)} disabled={disabled}>
      <Input size="sm" name={field.name} type="number" inputMode="decimal" step={step} value={value} onChange={onChange} onBlur={field.onBlur} />
    </Shell>
  );
}

export type Choice<Value extends string | number> = { value: Value; label: string };

/**
 * A select whose options keep their type. `translate` says whether the option labels are the
 * product's words (translated) or the user's own names (creatives, routes: shown as they are).
 */
export function SelectInput<Value extends string | number>({
  name, label, disabled, helperText, choices, empty, translate = false,
}: FieldProps & { choices: readonly Choice<Value>[]; empty?: string; translate?: boolean }) {
  const { field, helpers, error, t } = useBound<Value | undefined>(name);
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const picked = choices.find((c) => String(c.value) === event.currentTarget.value);
    void helpers.setValue(picked?.value);
  };
  return (
    <Shell label={t(label)} error={error} helperText={helperText && t(helperText)} disabled={disabled}>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field name={field.name} value={field.value === undefined ? '' : String(field.value)} onChange={onChange} onBlur={field.onBlur}>
          {empty !== undefined && <option value="">{t(empty)}</option>}
          {choices.map((c) => (
            <option key={String(c.value)} value={String(c.value)}>
              {translate ? t(c.label) : c.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Shell>
  );
}

/** A comma-separated list typed as text, kept in the form as the schema's array of words. */
export function WordListInput({ name, label, disabled, helperText }: FieldProps) {
  const { field, helpers, error, t } = useBound<string[]>(name);
  const words = field.value ?? [];
  const [text, setText] = useState(() => words.join(', '));
  // Another edit (undo, a reset) replaced the list: show it.
  const shown = text.split(',').map((w) => w.trim()).filter(Boolean).join() === words.join() ? text : words.join(', ');
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.currentTarget.value;
    setText(next);
    void helpers.setValue(next.split(',').map((w) => w.trim()).filter(Boolean));
  };
  return (
    <Shell label={t(label)} error={error} helperText={helperText && t(helperText)} disabled={disabled}>
      <Input size="sm" name={field.name} value={shown} onChange={onChange} onBlur={() => void helpers.setTouched(true)} />
    </Shell>
  );
}

export function CheckboxInput({ label, checked, onChange, disabled }: { label: string; checked: boolean; onChange: (checked: boolean) => void; disabled?: boolean }) {
  const { t } = useCanvasText();
  return (
    <Checkbox.Root size="sm" colorPalette="accent" checked={checked} disabled={disabled} onCheckedChange={(d) => onChange(d.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{t(label)}</Checkbox.Label>
    </Checkbox.Root>
  );
}
