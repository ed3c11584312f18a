// The columns of the DID-group list (000 §3 "DID group"): name (to the detail page), country,
// route, how many numbers it holds, voice, created, and whether a purchase is filling it.
import { Badge, Link as ChakraLink } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { DidGroup } from '@domain/dids';
import type { Translate } from '@web/i18n';
import type { DataTableColumn } from '@web/ui';
import { formatCount, formatWhen } from '@web/ui';

export function didGroupColumns(t: Translate): DataTableColumn<DidGroup>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      width: '64',
      cell: (g) => (
        <ChakraLink asChild color="accent.fg" fontWeight="medium">
          <Link to={`/dids/${g.id}`}>{g.name}</Link>
        </ChakraLink>
      ),
    },
    { key: 'country', header: 'Country', cell: (g) => g.country },
    { key: 'route', header: 'Route', cell: (g) => g.routeName ?? '—' },
    { key: 'dids', header: 'DIDs', align: 'end', cell: (g) => formatCount(g.dids) },
    { key: 'voice', header: 'Voice', cell: (g) => (g.voiceEnabled ? t('Yes') : t('No')) },
    { key: 'createdAt', header: 'Created on', cell: (g) => formatWhen(g.createdAt) },
    {
      key: 'status',
      header: 'Status',
      cell: (g) =>
        g.isPurchasing ? (
          <Badge colorPalette="accent" variant="subtle">
            {t('Purchasing...')}
          </Badge>
        ) : null,
    },
  ];
}
