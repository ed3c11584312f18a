// What group detail shows in place of the contacts of an archived group: they are in an archive
// file, so there is nothing to search or edit until the group is unarchived, which starts here.
// The button sits under the text, on the left: the background-process panel opens bottom-right
// and would cover it at the end of the row.
import { Alert, Button } from '@chakra-ui/react';
import { contactMessages } from '@domain/contacts';
import { useTranslation } from '@web/i18n';

type Props = { busy: boolean; starting: boolean; onUnarchive: () => void };

export function ArchivedNotice({ busy, starting, onUnarchive }: Props) {
  const { t } = useTranslation();
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{t(contactMessages.groupArchived)}</Alert.Title>
        <Alert.Description>
          {t('Its contacts are kept in an archive file: they cannot be searched or sent to until the group is unarchived.')}
        </Alert.Description>
        <Button size="sm" colorPalette="accent" alignSelf="flex-start" loading={starting} disabled={busy} onClick={onUnarchive}>
          {t('Unarchive')}
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}
