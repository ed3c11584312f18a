// A few checkboxes for a list of our own choices (week days, evaluated elements), controlled by the
// compose: a fieldset whose legend is its label, each box named by its own (translated) label, the
// list kept in the choices' order, and the problem under it. (ComposeCheckList is for the user's
// records, named as they are.)
import { useId } from 'react';
import { Checkbox, Flex, Text, chakra } from '@chakra-ui/react';
import { useTranslation } from '@web/i18n';
import { translateMessage } from '@web/i18n/translate-message';
import type { Choice } from './compose-fields';

export function ComposeChecks<V extends string | number>({
  label,
  value,
  onChange,
  choices,
  error,
  disabled,
}: {
  label: string;
  value: readonly V[];
  onChange: (value: V[]) => void;
  choices: readonly Choice<V>[];
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  const toggle = (choice: V, on: boolean) => onChange(choices.map((c) => c.value).filter((v) => (v === choice ? on : value.includes(v))));
  return (
    <chakra.fieldset disabled={disabled} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} minW="0">
      <chakra.legend textStyle="sm" fontWeight="medium" mb="1.5" color={disabled ? 'fg.subtle' : undefined}>
        {t(label)}
      </chakra.legend>
      <Flex wrap="wrap" columnGap="4" rowGap="2">
        {choices.map((c) => (
          <Checkbox.Root key={String(c.value)} colorPalette="accent" disabled={disabled} checked={value.includes(c.value)} onCheckedChange={(d) => toggle(c.value, d.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t(c.label)}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Flex>
      {error && (
        <Text id={errorId} textStyle="sm" color="fg.error" mt="1.5">
          {translateMessage(error, t)}
        </Text>
      )}
    </chakra.fieldset>
  );
}
