// When a group was scrubbed, and the warning the campaign wizard's rule implies (000 §4): a US or
// CA group never scrubbed, or scrubbed over a month ago, cannot be sent until it is scrubbed again.
// The rule itself is scrubBlocksSend in the domain; the user's skip-scrub setting is not known here,
// so the warning shows as if it were off. A suppression group is never sent to, so it never warns.
import { Badge } from '@chakra-ui/react';
import { scrubBlocksSend, type ContactGroup } from '@domain/contacts';
import { useTranslation } from '@web/i18n';
import { formatWhen } from './format';

export function scrubbedText(group: Pick<ContactGroup, 'scrubDate'>): string {
  return group.scrubDate ? formatWhen(group.scrubDate) : 'Not scrubbed';
}

export function ScrubNeededBadge({ group, now = new Date() }: { group: Pick<ContactGroup, 'country' | 'scrubDate' | 'isSuppression'>; now?: Date }) {
  const { t } = useTranslation();
  if (group.isSuppression || !scrubBlocksSend(group, now, false)) return null;
  return (
    <Badge colorPalette="orange" variant="subtle">
      {t('Scrub needed before sending')}
    </Badge>
  );
}
