// The clicks of one short link, newest first, 20 a page: time, IP, browser and OS, the risk score
// (with the weights that made it) and what the server did with the click.
import { useState } from 'react';
import { Badge, CloseButton, Drawer, Portal, Stack, Text } from '@chakra-ui/react';
import { clickOutcomeLabels, type LinkClick, type ShortLink } from '@domain/short-links';
import { useTranslation } from '@web/i18n';
import { DataTable, formatWhen, useLoad, type DataTableColumn } from '@web/ui';
import { listLinkClicks } from './short-links-api';
import { shortUrlOf } from './short-url';

const PAGE_SIZE = 20;

const riskPalette = (score: number) => (score >= 50 ? 'red' : score >= 20 ? 'orange' : 'green');

function ClicksTable({ link }: { link: ShortLink }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, loading } = useLoad((signal) => listLinkClicks(link.id, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }, signal), [link.id, page]);
  const columns: DataTableColumn<LinkClick>[] = [
    { key: 'clickedAt', header: 'Time', cell: (c) => formatWhen(c.clickedAt) },
    { key: 'ip', header: 'IP', cell: (c) => c.ip },
    { key: 'browser', header: 'Browser / OS', cell: (c) => [c.browser, c.os].filter(Boolean).join(' · ') || t('Unknown') },
    {
      key: 'riskScore',
      header: 'Risk score',
      align: 'end',
      cell: (c) => (
        <Badge colorPalette={riskPalette(c.riskScore)} title={c.riskFactors.join(', ')}>
          {c.riskScore.toFixed(2)}
        </Badge>
      ),
    },
    { key: 'outcome', header: 'Outcome', cell: (c) => t(clickOutcomeLabels[c.outcome]) },
  ];
  return (
    <DataTable
      label="Clicks"
      columns={columns}
      rows={data?.items ?? []}
      getRowId={(c) => String(c.id)}
      loading={loading}
      empty={<Text color="fg.muted">{t('No clicks yet')}</Text>}
      pagination={{ mode: 'pages', page, pageSize: PAGE_SIZE, total: data?.total ?? 0, onPageChange: setPage, onPageSizeChange: () => setPage(1), pageSizeOptions: [PAGE_SIZE] }}
    />
  );
}

export function LinkClicksDrawer({ link, onClose }: { link: ShortLink | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer.Root open={link !== null} onOpenChange={(e) => !e.open && onClose()} size="xl" lazyMount unmountOnExit>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Stack gap="1" minW="0">
                <Drawer.Title>{t('Clicks')}</Drawer.Title>
                {link && (
                  <Text textStyle="sm" color="fg.muted" fontFamily="mono" truncate>
                    {shortUrlOf(link)}
                  </Text>
                )}
              </Stack>
            </Drawer.Header>
            <Drawer.Body>{link && <ClicksTable link={link} />}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('Close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
