// Settings > Security: the user's live sessions (newest use first, this one marked) and "Sign out
// other sessions", which ends every other one: their next request is sent to login.
import { Badge, Button, Fieldset, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { listSessions, signOutOtherSessions } from '@web/api/auth-api';
import { useTranslation } from '@web/i18n';
import { ConfirmDialog, EmptyState, LoadingSkeleton, formatWhen, notify, showRefusal, useLoad } from '@web/ui';

export function SessionsSection() {
  const { t } = useTranslation();
  const [reload, setReload] = useState(0);
  const [asking, setAsking] = useState(false);
  const loaded = useLoad((signal) => listSessions(signal), [reload]);
  const others = loaded.data?.items.filter((s) => !s.current).length ?? 0;

  // A refusal rejects, so the dialog stays open (confirm-dialog.tsx) after the toast.
  const signOut = async () => {
    try {
      const answer = await signOutOtherSessions();
      notify({ type: 'success', description: t('Other sessions signed out: {{count}}', { count: answer.signedOut }) });
      setReload((n) => n + 1);
    } catch (error) {
      showRefusal(error);
      throw error;
    }
  };

  return (
    <Fieldset.Root>
      <Fieldset.Legend>{t('Active sessions')}</Fieldset.Legend>
      <Fieldset.HelperText>{t('Where you are signed in. Signing out the others ends every session but this one.')}</Fieldset.HelperText>
      <Stack gap="3" mt="3">
        {loaded.failed ? (
          <EmptyState title="The sessions could not be loaded" onRetry={loaded.retry} />
        ) : loaded.data === null ? (
          <LoadingSkeleton lines={3} />
        ) : (
          <Table.Root size="sm" aria-label={t('Active sessions')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('Signed in')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('Last seen')}</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {loaded.data.items.map((session) => (
                <Table.Row key={session.id}>
                  <Table.Cell>{formatWhen(session.createdAt)}</Table.Cell>
                  <Table.Cell>{formatWhen(session.lastSeenAt)}</Table.Cell>
                  <Table.Cell>{session.current && <Badge colorPalette="green">{t('This session')}</Badge>}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
        <HStack justify="space-between">
          <Text textStyle="sm" color="fg.muted">
            {t('Other sessions: {{count}}', { count: others })}
          </Text>
          <Button variant="outline" colorPalette="red" disabled={others === 0} onClick={() => setAsking(true)}>
            {t('Sign out other sessions')}
          </Button>
        </HStack>
      </Stack>
      <ConfirmDialog
        open={asking}
        title="Sign out other sessions"
        message="Every other session of your account is signed out and must sign in again."
        confirmLabel="Sign out"
        danger
        onConfirm={signOut}
        onClose={() => setAsking(false)}
      />
    </Fieldset.Root>
  );
}
