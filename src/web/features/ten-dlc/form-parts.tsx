// What the brand and use-case forms share: a titled group of fields in two columns, and the
// Cancel / Create-or-Save row under them.
import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from '@web/i18n';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack as="fieldset" gap="3">
      <Text as="legend" fontWeight="semibold" mb="2">
        {t(title)}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {children}
      </SimpleGrid>
    </Stack>
  );
}

/** Cancel goes back; the submit button says Create for a new record, Save for an existing one. */
export function FormActions({ editing, submitting, onCancel }: { editing: boolean; submitting: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <HStack justify="flex-end" gap="2">
      <Button variant="outline" onClick={onCancel}>
        {t('Cancel')}
      </Button>
      <Button type="submit" colorPalette="accent" loading={submitting} disabled={submitting}>
        {t(editing ? 'Save' : 'Create')}
      </Button>
    </HStack>
  );
}
