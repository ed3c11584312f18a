// The columns of the contact-group list (000 §3 "Contact group"): name, its state (suppression,
// archived, what task holds it), type, country, created, scrubbed (with the warning when a send
// would need a new scrub), the vertical it was certified for, contacts, the delivery counters and
// the lead counters.
import { Badge, HStack, Link as ChakraLink } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { ContactGroup } from '@domain/contacts';
import type { Translate } from '@web/i18n';
import type { DataTableColumn } from '@web/ui';
import { busyLabel, groupTypeLabel } from './contact-labels';
import { ScrubRequiredBadge, scrubbedText } from './scrub-state';
import { formatCount, formatWhen } from '@web/ui';

type CountKey = { [K in keyof ContactGroup]: ContactGroup[K] extends number ? K : never }[keyof ContactGroup];

/** A right-aligned counter column. */
const count = ({ key, header }: { key: CountKey; header: string }): DataTableColumn<ContactGroup> => ({
  key,
  header,
  align: 'end',
  cell: (g) => formatCount(g[key]),
});

export function groupColumns(t: Translate, detailPath: (group: ContactGroup) => string): DataTableColumn<ContactGroup>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      width: '64',
      cell: (g) => (
        <ChakraLink asChild color="accent.fg" fontWeight="medium">
          <Link to={detailPath(g)}>{g.name}</Link>
        </ChakraLink>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (g) => {
        const busy = busyLabel(g);
        return (
          <HStack gap="1">
            {g.isSuppression && <Badge colorPalette="gray">{t('Suppression')}</Badge>}
            {g.isArchived && <Badge colorPalette="gray" variant="solid">{t('Archived')}</Badge>}
            {busy && (
              <Badge colorPalette="accent" variant="subtle">
                {t(busy)}
              </Badge>
            )}
          </HStack>
        );
      },
    },
    { key: 'type', header: 'Type', cell: (g) => t(groupTypeLabel(g.type)) },
    { key: 'country', header: 'Country', cell: (g) => g.country },
    { key: 'createDate', header: 'Created on', cell: (g) => formatWhen(g.createDate) },
    {
      key: 'scrubDate',
      header: 'Scrubbed',
      cell: (g) => (
        <HStack gap="2" wrap="wrap">
          <span>{t(scrubbedText(g))}</span>
          <ScrubRequiredBadge group={g} />
        </HStack>
      ),
    },
    { key: 'certedVertical', header: 'Certified vertical', cell: (g) => (g.certedVertical ? t(g.certedVertical) : '—') },
    count({ key: 'contacts', header: 'Contacts' }),
    count({ key: 'sent', header: 'Sent' }),
    count({ key: 'delivered', header: 'Delivered' }),
    count({ key: 'failed', header: 'Failed' }),
    count({ key: 'blocked', header: 'Blocked' }),
    count({ key: 'clicked', header: 'Clicked' }),
    count({ key: 'triggered', header: 'Triggered' }),
    count({ key: 'optout', header: 'Optout' }),
    count({ key: 'leadTotal', header: 'Lead total' }),
    count({ key: 'leadDuplicated', header: 'Lead duplicated' }),
    count({ key: 'leadOptout', header: 'Lead optout' }),
    count({ key: 'leadSystemBlacklisted', header: 'Lead system blacklisted' }),
    count({ key: 'leadFiltered', header: 'Lead filtered' }),
    count({ key: 'leadCallbackFail', header: 'Lead callback fail' }),
  ];
}
