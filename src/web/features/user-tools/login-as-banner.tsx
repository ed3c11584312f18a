// The banner of an impersonated session (UI.md "The shell": while an admin is logged in as another
// user a banner says so, with a way back). "Back to my account" ends the user's session on the
// server (the audit log's last line of it) and puts the admin's own token back (root-session.ts).
import { useState } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import type { CurrentUser } from '@domain/user';
import { useTranslation } from '@web/i18n';
import { returnToRootSession } from '@web/session/root-session';
import { endLoginAsUser } from './user-tools-api';

export function LoginAsBanner({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const back = () => {
    setBusy(true);
    // Gone already (expired, ended in another tab): going back is still right.
    void endLoginAsUser()
      .catch(() => undefined)
      .then(() => returnToRootSession());
  };
  return (
    <HStack role="status" gap="3" px={{ base: '3', md: '6' }} py="2" bg="orange.subtle" color="orange.fg" borderBottomWidth="1px" borderColor="orange.muted" wrap="wrap">
      <Text flex="1" textStyle="sm" fontWeight="medium">
        {t('You are logged in as {{email}}', { email: user.email })}
        {user.rootUser && (
          <Text as="span" fontWeight="normal">
            {' '}
            {t('(from {{email}})', { email: user.rootUser.email })}
          </Text>
        )}
      </Text>
      <Button size="xs" variant="outline" colorPalette="orange" bg="bg" loading={busy} onClick={back}>
        {t('Back to my account')}
      </Button>
    </HStack>
  );
}
