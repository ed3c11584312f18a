// The countries a creative is for: one checkbox per available country. Required when the chosen
// route requires creative approval (000 §5); the message shows under the group.
import { Checkbox, Fieldset, HStack } from '@chakra-ui/react';
import { useField } from 'formik';
import type { Country } from '@domain/countries';
import { useTranslation } from '@web/i18n';

export function CountriesField({ countries, required }: { countries: readonly Country[]; required: boolean }) {
  const { t } = useTranslation();
  const [field, meta, helpers] = useField<string[]>('countries');
  const chosen = field.value ?? [];
  const error = meta.touched || meta.error ? meta.error : undefined;
  const toggle = (code: string, on: boolean) => {
    void helpers.setValue(on ? [...chosen, code] : chosen.filter((c) => c !== code));
    void helpers.setTouched(true, false);
  };
  return (
    <Fieldset.Root invalid={error !== undefined}>
      <Fieldset.Legend textStyle="sm" fontWeight="medium">
        {t('Countries')}
        {required ? ' *' : ''}
      </Fieldset.Legend>
      <Fieldset.HelperText textStyle="xs" color="fg.muted">{t(required ? 'This route requires creative approval: choose the countries it is for.' : 'Optional on this route.')}</Fieldset.HelperText>
      <HStack gap="4" wrap="wrap">
        {countries.map((c) => (
          <Checkbox.Root key={c.code} colorPalette="accent" checked={chosen.includes(c.code)} onCheckedChange={(d) => toggle(c.code, d.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{c.name}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </HStack>
      {error && <Fieldset.ErrorText>{t(error)}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
