// The settings page's Account info tab: the account's facts and plan, then its backups. Features
// never import each other, so the app puts the two areas together here.
import { Separator, Stack } from '@chakra-ui/react';
import { AccountInfoPanel } from '@web/features/account/account-info-panel';
import { BackupsSection } from '@web/features/backup/backups-section';

export function AccountInfoArea() {
  return (
    <Stack gap="8">
      <AccountInfoPanel />
      <Separator />
      <BackupsSection />
    </Stack>
  );
}
