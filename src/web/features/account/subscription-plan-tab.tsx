// Settings > Subscription plan (000 §2 tab key; plans BASIC, PRO, ENTERPRISE, CUSTOM): what each
// plan includes, the current one marked, and a change of plan. A dearer plan charges the monthly
// price difference from the credit balance at once; a cheaper one applies without a refund; CUSTOM
// sends a request (decision 41). The change is confirmed first, naming what it costs.
import { Badge, Button, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { PLAN_OFFERS, planOffer, upgradeCharge, type Plan, type PlanOffer } from '@domain/account';
import { useTranslation } from '@web/i18n';
import { ConfirmDialog, EmptyState, LoadingSkeleton, formatCents, formatCount, formatWhen, notify, showRefusal, useLoad } from '@web/ui';
import { changePlan, getSubscription } from './account-api';
import { PlanBadge } from './plan-badge';

export function SubscriptionPlanTab() {
  const { t } = useTranslation();
  const [reload, setReload] = useState(0);
  const [asking, setAsking] = useState<Plan | null>(null);
  const loaded = useLoad((signal) => getSubscription(signal), [reload]);
  if (loaded.failed) return <EmptyState title="The plans could not be loaded" onRetry={loaded.retry} />;
  if (loaded.data === null) return <LoadingSkeleton lines={6} />;
  const current = loaded.data.plan;
  const pending = loaded.data.pendingRequest;

  const price = (offer: PlanOffer) => (offer.monthlyCents === null ? t('On request') : t('{{price}} / month', { price: formatCents(offer.monthlyCents) }));
  const messagesText = (offer: PlanOffer) => (offer.includedMessages === null ? t('By agreement') : formatCount(offer.includedMessages));

  const confirmText = (to: Plan): string => {
    if (to === 'CUSTOM') return t('A request for the CUSTOM plan is sent; we contact you with its price. Your plan stays as it is until then.');
    const charge = upgradeCharge(current, to);
    return charge > 0
      ? t('{{amount}} (the monthly price difference) is charged from your credit now and {{plan}} applies at once.', { amount: formatCents(charge), plan: to })
      : t('{{plan}} applies at once. The rest of this month is not refunded.', { plan: to });
  };

  const change = async () => {
    if (!asking) return;
    try {
      const answer = await changePlan(asking);
      notify({ type: 'success', description: t(answer.message) });
      setReload((n) => n + 1);
    } catch (error) {
      showRefusal(error);
      throw error;
    }
  };

  return (
    <Stack gap="6">
      <Text>
        {t('Your plan')}: <PlanBadge plan={current} />
      </Text>
      {loaded.data.renewsAt && (
        <Text color="fg.muted" textStyle="sm">
          {t('Renews on {{when}} for {{amount}}, charged from your credit. If the credit does not cover it, your plan goes back to BASIC.', {
            when: formatWhen(loaded.data.renewsAt),
            amount: formatCents(planOffer(current).monthlyCents ?? 0),
          })}
        </Text>
      )}
      {pending && (
        <Text color="fg.muted" textStyle="sm">
          {t('Your request for the {{plan}} plan of {{when}} waits for an answer.', { plan: pending.toPlan, when: formatWhen(pending.createdAt) })}
        </Text>
      )}
      <Table.Root size="sm" aria-label={t('Plans')} variant="outline">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('Plan')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Monthly price')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Included messages')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Routes')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('Support')}</Table.ColumnHeader>
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {PLAN_OFFERS.map((offer) => (
            <Table.Row key={offer.plan} data-current={offer.plan === current ? 'true' : undefined} bg={offer.plan === current ? 'bg.muted' : undefined}>
              <Table.Cell>
                <PlanBadge plan={offer.plan} />
              </Table.Cell>
              <Table.Cell>{price(offer)}</Table.Cell>
              <Table.Cell>{messagesText(offer)}</Table.Cell>
              <Table.Cell>{t(offer.routes)}</Table.Cell>
              <Table.Cell>{t(offer.support)}</Table.Cell>
              <Table.Cell textAlign="end">
                {offer.plan === current ? (
                  <Badge colorPalette="green">{t('Current plan')}</Badge>
                ) : (
                  <Button size="xs" variant="outline" disabled={offer.plan === 'CUSTOM' && pending !== null} onClick={() => setAsking(offer.plan)}>
                    {offer.plan === 'CUSTOM' ? t('Request') : t('Choose {{plan}}', { plan: offer.plan })}
                  </Button>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <ConfirmDialog
        open={asking !== null}
        title="Change plan"
        message={asking ? confirmText(asking) : ''}
        confirmLabel="Confirm"
        onConfirm={change}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}
