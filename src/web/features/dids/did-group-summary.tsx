// The head of a DID group's page: its country, route, how many numbers it holds and how many of them
// the last scrub marked bad, voice, when it was created, scrubbed and its cycle reset, and whether a
// purchase or a scrub holds it (000 §3 "DID group").
import { Badge, Box, Flex } from '@chakra-ui/react';
import type { DidGroup } from '@domain/dids';
import { useTranslation } from '@web/i18n';
import { formatCount, formatWhen, Figure } from '@web/ui';


export function DidGroupSummary({ group, purchasing, scrubbing }: { group: DidGroup; purchasing: boolean; scrubbing: boolean }) {
  const { t } = useTranslation();
  return (
    <Box borderWidth="1px" rounded="md" px="4" py="3">
      <Flex wrap="wrap" columnGap="8" rowGap="3" align="center">
        <Figure label="Country" value={group.country} />
        <Figure label="Route" value={group.routeName ?? '—'} />
        <Figure label="DIDs" value={formatCount(group.dids)} />
        <Figure label="Bad DIDs" value={formatCount(group.badDids)} />
        <Figure label="Voice" value={group.voiceEnabled ? t('Yes') : t('No')} />
        <Figure label="Created on" value={formatWhen(group.createdAt)} />
        <Figure label="Last scrubbed" value={group.scrubbedAt ? formatWhen(group.scrubbedAt) : t('Never')} />
        <Figure label="Cycle reset" value={group.cycleResetAt ? formatWhen(group.cycleResetAt) : t('Never')} />
        {(purchasing || group.isPurchasing) && (
          <Badge colorPalette="accent" variant="subtle">
            {t('Purchasing...')}
          </Badge>
        )}
        {scrubbing && (
          <Badge colorPalette="accent" variant="subtle">
            {t('Scrubbing DIDs...')}
          </Badge>
        )}
      </Flex>
    </Box>
  );
}
