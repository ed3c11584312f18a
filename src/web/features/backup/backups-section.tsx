// Settings > Account info > Backups (001 §7 backupNow, olderBKFiles, doRestore, restoreLocalFile,
// exportBackupFile; issue 13): back up now, the schedule (off, daily, weekly), the older backups
// with Restore / Download / Delete, and a restore from a file on this computer.
import { Button, Field, Fieldset, HStack, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { BACKUP_FREQUENCIES, backupFrequencySchema, type BackupFile, type RestoreResult } from '@domain/backups';
import { errorText } from '@web/api/error-text';
import { useTranslation } from '@web/i18n';
import { ConfirmDialog, EmptyState, LoadingSkeleton, formatBytes, formatWhen, notify, showRefusal, useLoad } from '@web/ui';
import { backupNow, deleteBackup, downloadBackup, listBackups, restoreFile, restoreListed, setBackupSchedule, type RestoreChoice } from './backup-api';
import { RestoreDialog } from './restore-dialog';

const FREQUENCY_LABELS = { off: 'Off', daily: 'Daily', weekly: 'Weekly' } as const;

function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  // After the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

type Source = { kind: 'listed'; name: string } | { kind: 'file'; file: File };

export function BackupsSection() {
  const { t } = useTranslation();
  const [reload, setReload] = useState(0);
  const [working, setWorking] = useState(false);
  const [restoring, setRestoring] = useState<Source | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const loaded = useLoad((signal) => listBackups(signal), [reload]);
  const refresh = () => setReload((n) => n + 1);

  const runBackup = async () => {
    setWorking(true);
    try {
      await backupNow();
      notify({ type: 'success', description: t('Backup created') });
      refresh();
    } catch (error) {
      showRefusal(error);
    } finally {
      setWorking(false);
    }
  };

  const changeSchedule = async (value: string) => {
    const frequency = backupFrequencySchema.safeParse(value);
    if (!frequency.success) return;
    try {
      await setBackupSchedule(frequency.data);
      notify({ type: 'success', description: t('Updated') });
      refresh();
    } catch (error) {
      showRefusal(error);
    }
  };

  const restore = async (choice: RestoreChoice) => {
    if (!restoring) return;
    let result: RestoreResult;
    try {
      result = restoring.kind === 'listed' ? await restoreListed(restoring.name, choice) : await restoreFile(restoring.file, choice);
    } catch (error) {
      // 001 §8 Restore failure, with what the server found wrong in the file.
      notify({ type: 'error', title: 'Something went wrong', description: errorText(error) });
      throw error;
    }
    notify({
      type: 'success',
      title: 'Restored',
      description: t('{{groups}} contact groups ({{contacts}} contacts), {{responders}} responders, {{creatives}} creatives restored', {
        groups: result.contactGroups, contacts: result.contacts, responders: result.responders, creatives: result.creatives,
      }),
    });
    setRestoring(null);
  };

  const download = async (file: BackupFile) => {
    try {
      saveFile(await downloadBackup(file.name), file.name);
    } catch (error) {
      showRefusal(error);
    }
  };

  const remove = async () => {
    if (!deleting) return;
    try {
      await deleteBackup(deleting);
      notify({ type: 'success', description: t('Deleted') });
      refresh();
    } catch (error) {
      showRefusal(error);
      throw error;
    }
  };

  return (
    <Fieldset.Root>
      <Fieldset.Legend>{t('Backups')}</Fieldset.Legend>
      <Fieldset.HelperText>
        {t('A backup holds your contacts and groups, DID and domain groups, creatives, offers, opt-out links, responders and settings.')}
      </Fieldset.HelperText>
      <Stack gap="4" mt="3">
        <HStack gap="4" wrap="wrap" align="end">
          <Button colorPalette="accent" loading={working} onClick={() => void runBackup()}>
            {t('Back up now')}
          </Button>
          <Field.Root width="auto" disabled={loaded.data === null}>
            <Field.Label>{t('Scheduled backups')}</Field.Label>
            <NativeSelect.Root size="sm" width="40">
              <NativeSelect.Field value={loaded.data?.frequency ?? 'off'} onChange={(e) => void changeSchedule(e.currentTarget.value)}>
                {BACKUP_FREQUENCIES.map((f) => (
                  <option key={f} value={f}>
                    {t(FREQUENCY_LABELS[f])}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {loaded.data?.nextRunAt && (
            <Text textStyle="sm" color="fg.muted">
              {t('Next backup: {{when}}', { when: formatWhen(loaded.data.nextRunAt) })}
            </Text>
          )}
          <Button variant="outline" onClick={() => fileInput.current?.click()}>
            {t('Restore from file')}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".gz,.json,application/gzip,application/json"
            aria-label={t('Backup file to restore')}
            hidden
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              if (file) setRestoring({ kind: 'file', file });
              e.currentTarget.value = '';
            }}
          />
        </HStack>
        {loaded.failed ? (
          <EmptyState title="The backups could not be loaded" onRetry={loaded.retry} />
        ) : loaded.data === null ? (
          <LoadingSkeleton lines={3} />
        ) : loaded.data.items.length === 0 ? (
          <EmptyState title="No backups yet" description="Back up now, or choose a schedule." />
        ) : (
          <Table.Root size="sm" aria-label={t('Older backups')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('Name')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('Size')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('Created')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('Actions')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {loaded.data.items.map((file) => (
                <Table.Row key={file.name}>
                  <Table.Cell fontFamily="mono" textStyle="xs">
                    {file.name}
                  </Table.Cell>
                  <Table.Cell>{formatBytes(file.size)}</Table.Cell>
                  <Table.Cell>{formatWhen(file.createdAt)}</Table.Cell>
                  <Table.Cell>
                    <HStack gap="2" justify="end">
                      <Button size="xs" variant="outline" onClick={() => setRestoring({ kind: 'listed', name: file.name })}>
                        {t('Restore')}
                      </Button>
                      <Button size="xs" variant="outline" onClick={() => void download(file)}>
                        {t('Download')}
                      </Button>
                      <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeleting(file.name)}>
                        {t('Delete')}
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Stack>
      <RestoreDialog
        source={restoring === null ? null : restoring.kind === 'listed' ? restoring.name : restoring.file.name}
        onRestore={restore}
        onClose={() => setRestoring(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete backup"
        message="The backup file is deleted for good."
        confirmLabel="Delete"
        danger
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
    </Fieldset.Root>
  );
}
