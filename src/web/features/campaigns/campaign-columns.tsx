// The campaign list's columns: title (a draft opens in the wizard), status, progress of a sent
// campaign (contacts processed of its audience), its delivered, clicked and replied counts, when
// it was created and last changed.
import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { CampaignSummary } from '@domain/campaigns';
import { CAMPAIGN_STATUS_LABELS, campaignReasonText } from '@domain/campaign-status-text';
import { campaignStatusColors } from '@domain/status-colors';
import type { Translate } from '@web/i18n';
import { ProgressBar, StatusBadge, formatCount, formatWhen, type DataTableColumn } from '@web/ui';



export const resumePath = (c: CampaignSummary) => `/send/campaign-compose?draft=${c.id}`;

const count = (c: CampaignSummary, key: 'delivered' | 'clicked' | 'replied') => (c.progress === null ? '—' : formatCount(c.progress[key]));

export function campaignColumns(t: Translate): DataTableColumn<CampaignSummary>[] {
  return [
    {
      key: 'title',
      header: 'Title',
      width: '52',
      cell: (c) =>
        c.status === 'draft' ? (
          <ChakraLink asChild color="accent.fg" fontWeight="medium">
            <Link to={resumePath(c)}>{c.title}</Link>
          </ChakraLink>
        ) : (
          <Text fontWeight="medium">{c.title}</Text>
        ),
    },
    {
      key: 'status',
      header: 'Status',
      width: '36',
      cell: (c) => (
        <>
          <StatusBadge status={c.status} map={campaignStatusColors} label={t(CAMPAIGN_STATUS_LABELS[c.status])} />
          {(c.progress?.pauseReason ?? c.progress?.waitReason) && (
            <Text textStyle="xs" color="fg.muted" mt="1" whiteSpace="normal">
              {t(campaignReasonText(c.progress.pauseReason, c.progress.waitReason))}
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'progress',
      header: 'Progress',
      width: '40',
      cell: (c) =>
        c.progress === null ? (
          '—'
        ) : (
          <>
            <ProgressBar value={c.progress.percent} label={t('Progress of {{title}}', { title: c.title })} />
            <Text textStyle="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
              {t('{{sent}} sent of {{total}}', { sent: formatCount(c.progress.sent), total: formatCount(c.progress.total) })}
            </Text>
          </>
        ),
    },
    { key: 'delivered', header: 'Delivered', cell: (c) => count(c, 'delivered') },
    { key: 'clicked', header: 'Clicked', cell: (c) => count(c, 'clicked') },
    { key: 'replied', header: 'Replied', cell: (c) => count(c, 'replied') },
    { key: 'createdAt', header: 'Created', cell: (c) => formatWhen(c.createdAt) },
    { key: 'updatedAt', header: 'Last change', cell: (c) => formatWhen(c.updatedAt) },
  ];
}
