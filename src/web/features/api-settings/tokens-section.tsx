// Settings > API: the user's API tokens (001 §7 initNewAPIToken, renewAPIToken, revokeAPIToken),
// listed by name, prefix, created, last used and expiry, with Renew and Revoke per row and Create
// above; each change is confirmed with a one-time code (token-dialog.tsx).
import { Badge, Button, Code, Fieldset, HStack, Stack, Table } from '@chakra-ui/react';
import { useState } from 'react';
import type { ApiToken, IssuedToken } from '@domain/api-settings';
import { useTranslation } from '@web/i18n';
import { EmptyState, LoadingSkeleton, formatWhen, useLoad } from '@web/ui';
import { IssuedTokenDialog } from './issued-token-dialog';
import { TokenDialog, type TokenAction } from './token-dialog';
import { OWN_TOKENS, type TokenSource } from './token-source';

const STATUS_COLORS: Record<ApiToken['status'], string> = { active: 'green', expired: 'orange', revoked: 'red' };
const STATUS_LABELS: Record<ApiToken['status'], string> = { active: 'Active', expired: 'Expired', revoked: 'Revoked' };

/** `source`: whose tokens (the signed-in user's by default; a user's, for an admin: admin-tokens-dialog.tsx). */
export function TokensSection({ source = OWN_TOKENS }: { source?: TokenSource }) {
  const { t } = useTranslation();
  const [reload, setReload] = useState(0);
  const loaded = useLoad((signal) => source.list(signal), [reload, source]);
  const [action, setAction] = useState<TokenAction | null>(null);
  const [issued, setIssued] = useState<IssuedToken | null>(null);
  const done = () => {
    setAction(null);
    setReload((n) => n + 1);
  };

  return (
    <Fieldset.Root>
      <HStack justify="space-between" align="flex-start">
        <Stack gap="1">
          <Fieldset.Legend>{t('API tokens')}</Fieldset.Legend>
          <Fieldset.HelperText>{t('Scripts and integrations call the public API with a token. A token is shown once, when it is created or renewed.')}</Fieldset.HelperText>
        </Stack>
        <Button colorPalette="accent" onClick={() => setAction({ kind: 'create' })}>
          {t('Create API token')}
        </Button>
      </HStack>
      <Stack gap="3" mt="3">
        {loaded.failed ? (
          <EmptyState title="The API tokens could not be loaded" onRetry={loaded.retry} />
        ) : loaded.data === null ? (
          <LoadingSkeleton lines={3} />
        ) : loaded.data.length === 0 ? (
          <EmptyState title="No API token yet" description="Create one to call the public API." />
        ) : (
          <Table.ScrollArea borderWidth="1px" rounded="md">
            <Table.Root size="sm" aria-label={t('API tokens')}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('Name')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('Prefix')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('Created')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('Last used')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('Expires')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('Status')}</Table.ColumnHeader>
                  <Table.ColumnHeader />
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {loaded.data.map((token) => (
                  <Table.Row key={token.id}>
                    <Table.Cell>{token.name}</Table.Cell>
                    <Table.Cell>
                      <Code>{token.prefix}…</Code>
                    </Table.Cell>
                    <Table.Cell>{formatWhen(token.createdAt)}</Table.Cell>
                    <Table.Cell>{token.lastUsedAt ? formatWhen(token.lastUsedAt) : t('Never')}</Table.Cell>
                    <Table.Cell>{formatWhen(token.expiresAt)}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={STATUS_COLORS[token.status]}>{t(STATUS_LABELS[token.status])}</Badge>
                    </Table.Cell>
                    <Table.Cell>
                      {token.status !== 'revoked' && (
                        <HStack gap="1" justify="flex-end">
                          {source.renew && (
                            <Button size="xs" variant="outline" aria-label={t('Renew {{name}}', { name: token.name })} onClick={() => setAction({ kind: 'renew', token })}>
                              {t('Renew')}
                            </Button>
                          )}
                          <Button size="xs" variant="outline" colorPalette="red" aria-label={t('Revoke {{name}}', { name: token.name })} onClick={() => setAction({ kind: 'revoke', token })}>
                            {t('Revoke')}
                          </Button>
                        </HStack>
                      )}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Stack>
      <TokenDialog
        source={source}
        action={action}
        onClose={() => setAction(null)}
        onIssued={(next) => {
          done();
          setIssued(next);
        }}
        onRevoked={done}
      />
      <IssuedTokenDialog issued={issued} onClose={() => setIssued(null)} />
    </Fieldset.Root>
  );
}
