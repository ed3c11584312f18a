// /referral: the user's referral links, one per program joined, with the landing's full address to
// copy and the all-time visits, leads, sign-ups, revenue brought and commission earned. Commission
// is paid through the referral orders of Settings > Payment > Transactions (decision 52).
import { Button, Code, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import type { ReferralLink } from '@domain/referral/referral';
import { Link } from 'react-router-dom';
import { useTranslation } from '@web/i18n';
import { DataTable, EmptyState, PageHeader, formatCents, formatCount, notify, useLoad, type DataTableColumn } from '@web/ui';
import { listReferralLinks } from './referral-api';
import { ReferralTabs } from './referral-tabs';

const fullUrl = (path: string) => `${window.location.origin}${path}`;

export function ReferralLinksPage() {
  const { t } = useTranslation();
  const links = useLoad((signal) => listReferralLinks(signal), []);
  const copy = async (link: ReferralLink) => {
    await navigator.clipboard.writeText(fullUrl(link.path));
    notify({ type: 'success', description: 'Copied' });
  };
  const columns: DataTableColumn<ReferralLink>[] = [
    {
      key: 'program',
      header: 'Program',
      cell: (l) => (
        <Stack gap="0">
          <Text>{l.programName}</Text>
          <Text textStyle="xs" color="fg.muted">
            {l.programCode}
          </Text>
        </Stack>
      ),
    },
    { key: 'commission', header: 'Commission', cell: (l) => `${l.commissionPercent}%`, align: 'end' },
    {
      key: 'link',
      header: 'Referral link',
      cell: (l) => (
        <HStack gap="2">
          <Code textStyle="xs" whiteSpace="normal" wordBreak="break-all" maxW="56">
            {fullUrl(l.path)}
          </Code>
          <Button size="2xs" variant="outline" onClick={() => void copy(l)} aria-label={t('Copy link of {{program}}', { program: l.programName })}>
            {t('Copy')}
          </Button>
        </HStack>
      ),
    },
    { key: 'visits', header: 'Visits', cell: (l) => formatCount(l.visits), align: 'end' },
    { key: 'leads', header: 'Leads', cell: (l) => formatCount(l.leads), align: 'end' },
    { key: 'signups', header: 'Sign-ups', cell: (l) => formatCount(l.signups), align: 'end' },
    { key: 'revenue', header: 'Revenue brought', cell: (l) => formatCents(l.revenueCents), align: 'end' },
    { key: 'earned', header: 'Commission earned', cell: (l) => formatCents(l.commissionCents), align: 'end' },
  ];
  return (
    <Stack gap="5">
      <PageHeader title="Referral" description="Share your link: you earn the program's commission on every purchase of the customers it brings." />
      <ReferralTabs />
      {links.failed ? (
        <EmptyState title="The referral links could not be loaded" onRetry={links.retry} />
      ) : (
        <DataTable
          label="My referral links"
          columns={columns}
          rows={links.data ?? []}
          loading={links.data === null}
          getRowId={(l) => String(l.id)}
          empty={<EmptyState title="No referral links yet" description="Join a program to get your referral link." />}
        />
      )}
      <Text textStyle="sm" color="fg.muted">
        {t('Commission is paid as a referral order:')}{' '}
        <ChakraLink asChild color="accent.fg">
          <Link to="/settings?tab=payment&paymentTab=Transactions">{t('see Transactions')}</Link>
        </ChakraLink>
      </Text>
    </Stack>
  );
}
