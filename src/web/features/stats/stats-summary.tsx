// The selection's headline figures above the chart, in the spec's formats: what was sent and how
// much of it was delivered and clicked, conversions, cost and revenue, cost per click and per
// message, and the return on the spend.
import { Card, Flex } from '@chakra-ui/react';
import type { StatsAnswer } from '@domain/stats';
import { addInto, emptyCounters } from '@domain/stats-buckets';
import { formatCount, formatMillicentsAsRevenue, formatPercent, formatRevenue, formatUnitCost, statsFigures } from '@domain/stats-format';
import { useTranslation } from '@web/i18n';
import { Figure } from '@web/ui';

export function StatsSummary({ answer }: { answer: StatsAnswer }) {
  const { t } = useTranslation();
  const c = answer.points.reduce((sum, p) => addInto(sum, p), emptyCounters());
  const f = statsFigures(c);
  return (
    <Card.Root>
      <Card.Body>
        <Flex gap="6" wrap="wrap" role="group" aria-label={t('Totals')}>
          <Figure label="Sent" value={formatCount(c.sent)} />
          <Figure label="Delivered" value={`${formatCount(c.delivered)} (${formatPercent(f.deliveryRate)})`} />
          <Figure label="Clicked" value={`${formatCount(c.clicked)} (${formatPercent(f.clickRate)})`} />
          <Figure label="Convertor" value={formatCount(c.convertor)} />
          <Figure label="Cost" value={formatMillicentsAsRevenue(c.costMillicents)} />
          <Figure label="Revenue" value={formatRevenue(c.revenueCents)} />
          <Figure label="Cost per click" value={formatUnitCost(f.costPerClick)} />
          <Figure label="Cost per message" value={formatUnitCost(f.costPerMessage)} />
          <Figure label="ROI" value={formatPercent(f.roi)} />
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
