// The head of a DID group's page: its country, route, how many numbers it holds, voice, when it
// was created, and whether a purchase is filling it (000 §3 "DID group").
import { Badge, Box, Flex } from '@chakra-ui/react';
import type { DidGroup } from '@domain/dids';
import { useTranslation } from '@web/i18n';
import { formatCount, formatWhen, Figure } from '@web/ui';


export function DidGroupSummary({ group, purchasing }: { group: DidGroup; purchasing: boolean }) {
  const { t } = useTranslation();
  return (
    <Box borderWidth="1px" rounded="md" px="4" py="3">
      <Flex wrap="wrap" columnGap="8" rowGap="3" align="center">
        <Figure label="Country" value={group.country} />
        <Figure label="Route" value={group.routeName ?? '—'} />
        <Figure label="DIDs" value={formatCount(group.dids)} />
        <Figure label="Voice" value={group.voiceEnabled ? t('Yes') : t('No')} />
        <Figure label="Created on" value={formatWhen(group.createdAt)} />
        {(purchasing || group.isPurchasing) && (
          <Badge colorPalette="accent" variant="subtle">
            {t('Purchasing...')}
          </Badge>
        )}
      </Flex>
    </Box>
  );
}
