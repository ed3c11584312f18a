// "Login as user" for one user (the users page places it in its rows): opens a new session as the
// user and reloads as them; the admin's own session is kept aside for "Back to my account".
import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { useTranslation } from '@web/i18n';
import { enterUserSession } from '@web/session/root-session';
import { loginAsUser } from './user-tools-api';

/** Opens a new session as the user and reloads as them (a refusal is the api client's toast). */
export async function startLoginAsUser(email: string): Promise<void> {
  const answer = await loginAsUser(email);
  enterUserSession(answer.token);
}

export function LoginAsUserButton({ email, size = 'xs' }: { email: string; size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const start = () => {
    setBusy(true);
    // A refusal (a suspended user, a missing one) is the api client's toast.
    startLoginAsUser(email).catch(() => setBusy(false));
  };
  return (
    <Button size={size} variant="outline" loading={busy} onClick={start} aria-label={t('Login as {{email}}', { email })}>
      {t('Login as user')}
    </Button>
  );
}
