// BillingCheck (000 §2 "Payment screen"): what the payment area wraps around its tabs. A spinner
// while billing is checked; in progress, the profile form (read-only billing, the requested changes,
// Refresh); verified or no update needed, the children; otherwise the danger alert 'Your account
// does not have billing information!' with 'Update billing infomation now', which opens the profile
// in a dialog when `popupUpdate`, else goes to the settings page's profile tab. A verified user whose
// later change was refused keeps the children under the failure notice: the verified values hold.
import { Alert, Button, CloseButton, Dialog, Portal, Spinner, Stack, Center } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { billingMessages } from '@domain/billing-profile';
import { settingsPath } from '@domain/settings-tabs';
import { useTranslation } from '@web/i18n';
import { useSession } from '@web/session/use-session';
import { BillingStatus } from './billing-status';
import { ProfilePanel } from './profile-panel';
import { useBillingVerification } from './use-billing-verification';

export interface BillingCheckProps {
  children: ReactNode;
  /** The update opens in a dialog instead of leaving the page (the warning pages' popup mode). */
  popupUpdate?: boolean;
}

export function BillingCheck(props: BillingCheckProps) {
  // A closed update dialog checks again from the start.
  const [round, setRound] = useState(0);
  return <BillingCheckRound key={round} {...props} onRecheck={() => setRound((r) => r + 1)} />;
}

function BillingCheckRound({ children, popupUpdate = false, onRecheck }: BillingCheckProps & { onRecheck: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const verification = useBillingVerification();
  const [snapshot] = verification;
  const [dialogOpen, setDialogOpen] = useState(false);

  if (snapshot.matches('checking')) {
    return (
      <Center py="10">
        <Spinner size="lg" color="accent.solid" aria-label={t('Checking billing information')} />
      </Center>
    );
  }
  if (snapshot.matches('verified') || snapshot.matches('noUpdateNeeded')) return <>{children}</>;
  if (snapshot.matches('inProgress') || snapshot.matches('refreshing') || snapshot.matches('reloading')) return <ProfilePanel />;
  if (snapshot.matches('rejected') && user?.billingStatus === 'verified') {
    return (
      <Stack gap="5">
        <BillingStatus verification={verification} />
        {children}
      </Stack>
    );
  }
  if (snapshot.matches('failed')) return <BillingStatus verification={verification} />;

  const update = () => (popupUpdate ? setDialogOpen(true) : void navigate(settingsPath('profile')));
  return (
    <>
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title flex="1">{t(billingMessages.noBilling)}</Alert.Title>
        <Button size="sm" colorPalette="red" onClick={update}>
          {t(billingMessages.updateNow)}
        </Button>
      </Alert.Root>
      <Dialog.Root
        open={dialogOpen}
        onOpenChange={(e) => {
          if (e.open) return;
          setDialogOpen(false);
          onRecheck();
        }}
        size="xl"
        scrollBehavior="inside"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{t('Billing information')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <ProfilePanel submitLabel="Update" />
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
