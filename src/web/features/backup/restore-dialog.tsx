// What a restore puts back (001 §7 isRestoreContact, isRestoreData, isRestoreDelete), asked before
// it runs: one dialog for a listed backup and for an uploaded file. Delete-first is marked as what
// it is; the restore is all or nothing, and a refusal ('Something went wrong' with the server's
// reason, 001 §8) leaves the dialog open.
import { Alert, Stack, Text } from '@chakra-ui/react';
import { z } from 'zod';
import { useTranslation } from '@web/i18n';
import { CheckboxField, FormDialog, zodValidate } from '@web/ui';
import type { RestoreChoice } from './backup-api';

const choiceSchema = z
  .object({ isRestoreContact: z.boolean(), isRestoreData: z.boolean(), isRestoreDelete: z.boolean() })
  .refine((v) => v.isRestoreContact || v.isRestoreData, { path: ['isRestoreData'], message: 'Choose contacts, data or both to restore' });
const validate = zodValidate(choiceSchema);

export interface RestoreDialogProps {
  /** The backup's name, or the uploaded file's; null: closed. */
  source: string | null;
  onRestore: (choice: RestoreChoice) => Promise<void>;
  onClose: () => void;
}

export function RestoreDialog({ source, onRestore, onClose }: RestoreDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog<RestoreChoice>
      open={source !== null}
      title="Restore backup"
      submitLabel="Restore"
      onClose={onClose}
      initialValues={{ isRestoreContact: true, isRestoreData: true, isRestoreDelete: false }}
      validationSchema={validate}
      onSubmit={onRestore}
    >
      {(form) => (
        <Stack gap="4">
          <Text textStyle="sm">{t('Restore from {{name}}', { name: source ?? '' })}</Text>
          <CheckboxField name="isRestoreContact" label="Contacts and contact groups" />
          <CheckboxField name="isRestoreData" label="Data: DID groups, domain groups, creatives, offers, opt-out links, responders and settings" />
          <CheckboxField name="isRestoreDelete" label="Delete what the account has of these kinds first" />
          <Alert.Root status={form.values.isRestoreDelete ? 'warning' : 'info'}>
            <Alert.Indicator />
            <Alert.Description>
              {form.values.isRestoreDelete
                ? t('Your current items of the chosen kinds are deleted and replaced by the backup. Numbers the backup does not name are released.')
                : t('The backup is added next to what you have; names already in use get "(restored)".')}
            </Alert.Description>
          </Alert.Root>
        </Stack>
      )}
    </FormDialog>
  );
}
