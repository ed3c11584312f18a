// Several groups picked from a list (a responder's contact groups and DID groups): one checkbox per
// group in a short scrolling box, with a filter box once the list is long. Bound to a Formik
// number[]; the message shows under the group.
import { useState } from 'react';
import { Box, Checkbox, Fieldset, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '@web/i18n';
import { useFormikField } from '@web/ui/form/use-formik-field';
import type { Named } from './library-api';

/** Past this many groups a filter box helps find one. */
const FILTER_FROM = 8;

export function GroupChecklistField({ name, label, groups, emptyText }: { name: string; label: string; groups: readonly Named[]; emptyText: string }) {
  const { t } = useTranslation();
  const { field, helpers, error } = useFormikField<number[]>(name);
  const [filter, setFilter] = useState('');
  const chosen = field.value ?? [];
  const shown = groups.filter((g) => g.name.toLowerCase().includes(filter.trim().toLowerCase()));
  const toggle = (id: number, on: boolean) => {
    void helpers.setValue(on ? [...chosen, id] : chosen.filter((c) => c !== id));
    void helpers.setTouched(true, false);
  };
  return (
    <Fieldset.Root invalid={error !== undefined}>
      <Fieldset.Legend textStyle="sm" fontWeight="medium">
        {t(label)}
        {chosen.length > 0 && (
          <Text as="span" color="fg.muted" fontWeight="normal">
            {' '}
            {t('({{count}} chosen)', { count: chosen.length })}
          </Text>
        )}
      </Fieldset.Legend>
      {groups.length > FILTER_FROM && (
        <Input size="sm" type="search" aria-label={t('Filter {{label}}', { label: t(label) })} placeholder={t('Filter by name')} value={filter} onChange={(e) => setFilter(e.currentTarget.value)} />
      )}
      <Box maxH="40" overflowY="auto" borderWidth="1px" rounded="md" px="3" py="2">
        {groups.length === 0 ? (
          <Text textStyle="sm" color="fg.muted">
            {t(emptyText)}
          </Text>
        ) : (
          <Stack gap="1.5">
            {shown.map((g) => (
              <Checkbox.Root key={g.id} size="sm" colorPalette="accent" checked={chosen.includes(g.id)} onCheckedChange={(d) => toggle(g.id, d.checked === true)}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{g.name}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        )}
      </Box>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
