// When a group was scrubbed, and the warning that a send to it would be refused until it is
// scrubbed again (000 §4: a US or CA group never scrubbed, or scrubbed over a month ago, unless the
// user skips scrubs). The server decides that for the acting user (ContactGroup.scrubRequired, the
// domain's scrubBlocksSend); a suppression group is never sent to, so it never warns.
import { Badge } from '@chakra-ui/react';
import type { ContactGroup } from '@domain/contacts';
import { useTranslation } from '@web/i18n';
import { formatWhen } from '@web/ui';

export function scrubbedText(group: Pick<ContactGroup, 'scrubDate'>): string {
  return group.scrubDate ? formatWhen(group.scrubDate) : 'Not scrubbed';
}

export function ScrubRequiredBadge({ group }: { group: Pick<ContactGroup, 'scrubRequired' | 'isSuppression'> }) {
  const { t } = useTranslation();
  if (group.isSuppression || !group.scrubRequired) return null;
  return (
    <Badge colorPalette="orange" variant="subtle" title={t('A send to this group is refused until it is scrubbed again')}>
      {t('Scrub required')}
    </Badge>
  );
}
