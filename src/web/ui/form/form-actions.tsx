// The bottom-right Cancel and Save of an edit form (UI.md "Save bottom-right, Cancel beside it;
// Save disabled while submitting"): Cancel goes back to the saved values.
import { Button, HStack } from '@chakra-ui/react';
import { useTranslation } from '@web/i18n';

export function FormActions({ dirty, submitting, onCancel }: { dirty: boolean; submitting: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <HStack justify="flex-end" gap="2">
      <Button variant="outline" disabled={!dirty || submitting} onClick={onCancel}>
        {t('Cancel')}
      </Button>
      <Button type="submit" colorPalette="accent" loading={submitting} disabled={submitting}>
        {t('Save')}
      </Button>
    </HStack>
  );
}
