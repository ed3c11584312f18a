// The head of group detail: what the group is (type, country, archived, created, scrubbed, whether
// a send would need a new scrub, the vertical it was certified for), what it is busy with, and its
// counters (000 §3 "Contact group").
import { Badge, Box, Flex, HStack, Stack } from '@chakra-ui/react';
import type { ContactGroup } from '@domain/contacts';
import { useTranslation } from '@web/i18n';
import { busyLabel, groupTypeLabel } from './contact-labels';
import { ScrubRequiredBadge, scrubbedText } from './scrub-state';
import { formatCount, formatWhen, Figure } from '@web/ui';


const COUNTERS = [
  ['Contacts', 'contacts'],
  ['Sent', 'sent'],
  ['Delivered', 'delivered'],
  ['Failed', 'failed'],
  ['Blocked', 'blocked'],
  ['Clicked', 'clicked'],
  ['Triggered', 'triggered'],
  ['Optout', 'optout'],
  ['Lead total', 'leadTotal'],
  ['Lead duplicated', 'leadDuplicated'],
  ['Lead optout', 'leadOptout'],
  ['Lead system blacklisted', 'leadSystemBlacklisted'],
  ['Lead filtered', 'leadFiltered'],
  ['Lead callback fail', 'leadCallbackFail'],
] as const satisfies readonly (readonly [string, keyof ContactGroup])[];

export function GroupSummary({ group }: { group: ContactGroup }) {
  const { t } = useTranslation();
  const busy = busyLabel(group);
  return (
    <Box borderWidth="1px" rounded="md" px="4" py="3">
      <Stack gap="3">
        <HStack gap="2" wrap="wrap">
          <Badge variant="outline">{t(groupTypeLabel(group.type))}</Badge>
          <Badge variant="outline">{group.country}</Badge>
          {group.isSuppression && <Badge colorPalette="gray">{t('Suppression')}</Badge>}
          {group.isArchived && (
            <Badge colorPalette="gray" variant="solid">
              {t('Archived')}
            </Badge>
          )}
          <ScrubRequiredBadge group={group} />
          {busy && <Badge colorPalette="accent">{t(busy)}</Badge>}
        </HStack>
        <Flex wrap="wrap" columnGap="8" rowGap="3">
          <Figure label="Created on" value={formatWhen(group.createDate)} />
          <Figure label="Scrubbed" value={t(scrubbedText(group))} />
          <Figure label="Certified vertical" value={group.certedVertical ? t(group.certedVertical) : '—'} />
          {COUNTERS.map(([label, key]) => (
            <Figure key={key} label={label} value={formatCount(group[key])} />
          ))}
        </Flex>
      </Stack>
    </Box>
  );
}
