// Settings > Account info (000 §3 Profile user: username, role, status name, create date, link
// accounts; the plan badge of 001 §4). Linked accounts are the Super-Admins signed in as this user.
import { DataList, HStack, Stack, Text } from '@chakra-ui/react';
import { generalStatusColors } from '@domain/status-colors';
import { useTranslation } from '@web/i18n';
import { EmptyState, LoadingSkeleton, StatusBadge, formatWhen, useLoad } from '@web/ui';
import { getAccountInfo } from './account-api';
import { PlanBadge } from './plan-badge';

export function AccountInfoPanel() {
  const { t } = useTranslation();
  const loaded = useLoad((signal) => getAccountInfo(signal), []);
  if (loaded.failed) return <EmptyState title="The account could not be loaded" onRetry={loaded.retry} />;
  if (loaded.data === null) return <LoadingSkeleton lines={5} />;
  const info = loaded.data;
  return (
    <DataList.Root orientation="horizontal" size="md" aria-label={t('Account info')}>
      <DataList.Item>
        <DataList.ItemLabel>{t('Username')}</DataList.ItemLabel>
        <DataList.ItemValue>{info.username}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t('Email')}</DataList.ItemLabel>
        <DataList.ItemValue>{info.email}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t('Role')}</DataList.ItemLabel>
        <DataList.ItemValue>{t(info.role)}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t('Status')}</DataList.ItemLabel>
        <DataList.ItemValue>
          <StatusBadge status={info.status} map={generalStatusColors} label={t(info.status)} />
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t('Created')}</DataList.ItemLabel>
        <DataList.ItemValue>{formatWhen(info.createDate)}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t('Plan')}</DataList.ItemLabel>
        <DataList.ItemValue>
          <HStack>
            <PlanBadge plan={info.plan} />
          </HStack>
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>{t('Linked accounts')}</DataList.ItemLabel>
        <DataList.ItemValue>
          {info.linkedAccounts.length === 0 ? (
            <Text color="fg.muted">{t('None')}</Text>
          ) : (
            <Stack gap="1">
              {info.linkedAccounts.map((a) => (
                <Text key={a.email}>
                  {a.username} ({a.email}, {t(a.role)})
                </Text>
              ))}
            </Stack>
          )}
        </DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  );
}
