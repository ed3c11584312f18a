// A list of protection conditions as checkboxes (a fieldset named by its label), bound to a Formik
// array of condition codes. The labels come from GET user-domain/shortLinkProtection/conditions.
import { Checkbox, Fieldset, SimpleGrid, Text } from '@chakra-ui/react';
import { useField } from 'formik';
import type { ProtectionCondition } from '@domain/short-links';
import { useTranslation } from '@web/i18n';

export type ConditionOption = { value: ProtectionCondition; label: string };

export function ConditionsField({ name, label, options }: { name: string; label: string; options: readonly ConditionOption[] }) {
  const { t } = useTranslation();
  const [field, meta, helpers] = useField<ProtectionCondition[]>(name);
  const chosen = new Set(field.value ?? []);
  const toggle = (value: ProtectionCondition, on: boolean) => {
    const next = options.map((o) => o.value).filter((v) => (v === value ? on : chosen.has(v)));
    void helpers.setValue(next);
  };
  return (
    <Fieldset.Root invalid={meta.error !== undefined}>
      <Fieldset.Legend textStyle="sm" fontWeight="medium">
        {t(label)}
      </Fieldset.Legend>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="2" mt="1">
        {options.map((o) => (
          <Checkbox.Root key={o.value} size="sm" colorPalette="accent" checked={chosen.has(o.value)} onCheckedChange={(d) => toggle(o.value, d.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t(o.label)}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </SimpleGrid>
      {meta.error && (
        <Text color="fg.error" textStyle="sm">
          {typeof meta.error === 'string' ? meta.error : ''}
        </Text>
      )}
    </Fieldset.Root>
  );
}
