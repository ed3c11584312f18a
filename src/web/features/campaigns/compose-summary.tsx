// The live summary beside the wizard: the audience after filters and suppression (counted by the
// server as the audience changes), segments and cost from the price table, and the time the send
// takes at the chosen speed, sleep windows included.
import { Card, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { estimateCompose, hoursToFinish, type Compose } from '@domain/campaign-compose';
import type { ComposeOptions } from '@domain/campaign-options';
import { formatCents } from '@domain/money';
import { useTranslation } from '@web/i18n';
import { formatCount } from '@web/ui';

interface Props {
  compose: Compose;
  options: ComposeOptions;
  audience: number | null;
  counting: boolean;
}


function Line({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="0">
      <Text textStyle="xs" color="fg.muted">
        {t(label)}
      </Text>
      <Text fontWeight="semibold">{value}</Text>
    </Stack>
  );
}

export function ComposeSummary({ compose, options, audience, counting }: Props) {
  const { t } = useTranslation();
  const messages = options.creatives.filter((c) => compose.creativeIds.includes(c.id)).map((c) => c.message);
  const estimate = estimateCompose(compose, messages, audience, options.prices);
  const hours = hoursToFinish(compose, audience);
  return (
    <Card.Root size="sm" aria-label={t('Campaign summary')}>
      <Card.Body>
        <Stack gap="3">
          <Heading as="h2" size="sm">
            {t('Summary')}
          </Heading>
          {counting && audience === null ? <Skeleton h="10" /> : <Line label="Audience" value={audience === null ? '—' : t('{{count}} contacts', { count: formatCount(audience) })} />}
          <Line label="Segments per message" value={String(estimate.segments)} />
          <Line label="Estimated cost" value={estimate.costCents === null ? t('Not priced yet') : formatCents(estimate.costCents)} />
          <Line label="Time to finish" value={hours === null ? t('At the route speed') : t('About {{hours}} hour(s)', { hours: String(hours) })} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
