// /management-guide: the Super-Admin's list of guides, one per role (the spec's roles and All),
// with how many features each holds and how many are released; Edit opens the role's editor.
import { Badge, Button, HStack, Stack, Table } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { useTranslation } from '@web/i18n';
import { EmptyState, LoadingSkeleton, PageHeader, formatWhen, useLoad } from '@web/ui';
import { guideSummary } from './guides-api';

export function GuideManagementPage() {
  const { t } = useTranslation();
  const summary = useLoad((signal) => guideSummary(signal), []);
  return (
    <Stack gap="4">
      <PageHeader
        title="Guide management"
        description="Write a guide for each role; a user reads the released features of their own role's guide and of All."
        actions={
          <Button asChild variant="outline">
            <Link to="/guide">{t('Open the guide')}</Link>
          </Button>
        }
      />
      {summary.loading && !summary.data ? (
        <LoadingSkeleton lines={6} />
      ) : summary.failed || !summary.data ? (
        <EmptyState title="The guides could not be loaded" onRetry={summary.retry} />
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('Role')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('Features')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('Released')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('Updated')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('Actions')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {summary.data.items.map((g) => (
                <Table.Row key={g.role}>
                  <Table.Cell fontWeight="medium">{t(g.role)}</Table.Cell>
                  <Table.Cell textAlign="end">{g.features}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={g.released > 0 ? 'green' : 'gray'}>{t('{{released}} of {{features}}', { released: g.released, features: g.features })}</Badge>
                  </Table.Cell>
                  <Table.Cell>{g.updatedAt ? formatWhen(g.updatedAt) : '-'}</Table.Cell>
                  <Table.Cell textAlign="end">
                    <HStack justify="flex-end" gap="2">
                      <Button asChild size="xs" variant="ghost">
                        <Link to={`/guide?role=${g.role}`}>{t('View')}</Link>
                      </Button>
                      <Button asChild size="xs" variant="outline" colorPalette="accent">
                        <Link to={`/management-guide/edit/${g.role}`} aria-label={t('Edit the {{role}} guide', { role: t(g.role) })}>
                          {t('Edit')}
                        </Link>
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Stack>
  );
}
