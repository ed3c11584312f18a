// A user's API tokens as a Super-Admin manages them from the users page (001 §3 "API token: email,
// otp"; decision 47): the same list and dialogs as the api tab, on the user's tokens; each change is
// confirmed with the admin's own one-time code and lands in the audit log.
import { CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from '@web/i18n';
import { TokensSection } from './tokens-section';
import { userTokens } from './token-source';

export interface AdminTokensDialogProps {
  /** The user whose tokens are shown. */
  email: string;
  open: boolean;
  onClose: () => void;
}

export function AdminTokensDialog({ email, open, onClose }: AdminTokensDialogProps) {
  const { t } = useTranslation();
  const source = useMemo(() => userTokens(email), [email]);
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size="xl" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('API tokens of {{email}}', { email })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text textStyle="sm" color="fg.muted" mb="4">
                {t('Tokens you make here belong to this user and spend their credit. Each change asks for your own one-time code and is kept in the audit log.')}
              </Text>
              <TokensSection source={source} />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('Close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
