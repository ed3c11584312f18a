// The wizard's inputs: controlled by the compose (not Formik: the machine holds the values), each
// with a visible label tied to it and its problem under it in the spec's words (translated here,
// names kept: src/web/i18n/translate-message.ts). Numbers stay numbers (null while empty).
import { Checkbox, HStack, Input, NativeSelect, Stack, Switch, Textarea, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '@web/i18n';
import { translateMessage } from '@web/i18n/translate-message';
import { FieldShell } from '@web/ui/form/field-shell';

interface Base {
  label: string;
  error?: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
}

function useShell({ label, error, helperText }: Base) {
  const { t } = useTranslation();
  return { label: t(label), error: error === undefined ? undefined : translateMessage(error, t), helperText: helperText && t(helperText) };
}

export function ComposeText({ value, onChange, placeholder, multiline, ...base }: Base & { value: string; onChange: (v: string) => void; placeholder?: string; multiline?: boolean }) {
  const shell = useShell(base);
  const { t } = useTranslation();
  return (
    <FieldShell {...shell} required={base.required} disabled={base.disabled}>
      {multiline ? (
        <Textarea value={value} onChange={(e) => onChange(e.currentTarget.value)} placeholder={placeholder && t(placeholder)} rows={5} />
      ) : (
        <Input value={value} onChange={(e) => onChange(e.currentTarget.value)} placeholder={placeholder && t(placeholder)} />
      )}
    </FieldShell>
  );
}

export function ComposeNumber({ value, onChange, ...base }: Base & { value: number | null; onChange: (v: number | null) => void }) {
  const shell = useShell(base);
  return (
    <FieldShell {...shell} required={base.required} disabled={base.disabled}>
      <Input
        type="number"
        inputMode="decimal"
        value={value === null ? '' : String(value)}
        onChange={(e) => {
          const text = e.currentTarget.value;
          onChange(text === '' || Number.isNaN(Number(text)) ? null : Number(text));
        }}
      />
    </FieldShell>
  );
}

export interface Choice<V extends string | number> {
  value: V;
  label: string;
}

export function ComposeSelect<V extends string | number>({
  value,
  onChange,
  choices,
  placeholder,
  ...base
}: Base & { value: V | null; onChange: (v: V | null) => void; choices: readonly Choice<V>[]; placeholder?: string }) {
  const shell = useShell(base);
  const { t } = useTranslation();
  return (
    <FieldShell {...shell} required={base.required} disabled={base.disabled}>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={value === null ? '' : String(value)}
          onChange={(e) => onChange(choices.find((c) => String(c.value) === e.currentTarget.value)?.value ?? null)}
        >
          {placeholder !== undefined && <option value="">{t(placeholder)}</option>}
          {choices.map((c) => (
            <option key={String(c.value)} value={String(c.value)}>
              {t(c.label)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldShell>
  );
}

export function ComposeSwitch({ checked, onChange, label, disabled, children }: { checked: boolean; onChange: (v: boolean) => void; label: string; disabled?: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap="3">
      <Switch.Root checked={checked} onCheckedChange={(e) => onChange(e.checked)} disabled={disabled} colorPalette="accent">
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label>{t(label)}</Switch.Label>
      </Switch.Root>
      {checked && children}
    </Stack>
  );
}

/**
 * A list of checkboxes for ids (contact groups, creatives, offers, media ...). Names are the
 * user's own data and shown as they are; `empty` says what is missing when there is nothing to pick.
 */
export function ComposeCheckList({
  value,
  onChange,
  choices,
  empty,
  ...base
}: Base & { value: readonly number[]; onChange: (v: number[]) => void; choices: readonly { value: number; label: string; hint?: string }[]; empty?: ReactNode }) {
  const shell = useShell(base);
  // Inside a field every checkbox would take the field's one input id (and its label's): each gets its own, so a label ticks its own box.
  const listId = useId();
  const toggle = (id: number, on: boolean) => onChange(on ? [...value, id] : value.filter((v) => v !== id));
  return (
    <FieldShell {...shell} required={base.required} disabled={base.disabled}>
      {choices.length === 0 ? (
        empty
      ) : (
        <Stack gap="2" maxH="60" overflowY="auto" role="group" aria-label={shell.label}>
          {choices.map((c) => (
            <Checkbox.Root
              key={c.value}
              ids={{ hiddenInput: `${listId}-${c.value}`, label: `${listId}-${c.value}-label` }}
              checked={value.includes(c.value)}
              onCheckedChange={(e) => toggle(c.value, e.checked === true)}
              colorPalette="accent"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                <HStack gap="2">
                  <Text as="span">{c.label}</Text>
                  {c.hint && (
                    <Text as="span" color="fg.muted" textStyle="xs">
                      {c.hint}
                    </Text>
                  )}
                </HStack>
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      )}
    </FieldShell>
  );
}
