// The audit-log page's "Login as user" box: a username or email and the button (001 §7 loginasuser).
import { useState } from 'react';
import { Button, HStack, Input } from '@chakra-ui/react';
import { useTranslation } from '@web/i18n';
import { FilterField } from '@web/ui';
import { enterUserSession } from '@web/session/root-session';
import { loginAsUser } from './user-tools-api';

export function LoginAsUserForm() {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!username.trim()) return;
    setBusy(true);
    loginAsUser(username)
      .then((answer) => enterUserSession(answer.token))
      .catch(() => setBusy(false));
  };
  return (
    <form onSubmit={submit}>
      <HStack gap="2" align="flex-end">
        <FilterField label="Username or email">
          <Input value={username} onChange={(e) => setUsername(e.currentTarget.value)} autoComplete="off" />
        </FilterField>
        <Button type="submit" variant="outline" loading={busy} disabled={!username.trim()}>
          {t('Login as user')}
        </Button>
      </HStack>
    </form>
  );
}
