// A monitored campaign's drawer: its actions (those its state allows, as in the row's menu) and the
// switches of its routes, creatives, offers, domain group and contact groups (001 §4: each has an
// on/off status that can be switched). A switch answers the spec's toast and the elements as they
// are now; the last one of a kind that is on cannot be switched off (the server says so). Closing
// the drawer cancels its loading.
import { useEffect, useState } from 'react';
import { Button, CloseButton, Drawer, HStack, Portal, Stack, Switch, Text, Wrap } from '@chakra-ui/react';
import type { CampaignElement, MonitoringRow, SwitchableElement } from '@domain/monitoring';
import { campaignActions, type CampaignAction } from '@domain/sending/campaign-states';
import { campaignStatusColors } from '@domain/status-colors';
import { isApiRequestError } from '@web/api/api-request-error';
import { useTranslation } from '@web/i18n';
import { EmptyState, LoadingSkeleton, StatusBadge, formatWhen, notify, showRefusal } from '@web/ui';
import { CAMPAIGN_STATUS_LABELS } from '@domain/campaign-status-text';
import { campaignElements, switchElement } from './monitoring-api';

export const ACTION_LABELS: Record<CampaignAction, string> = {
  pause: 'Pause',
  continue: 'Continue',
  complete: 'Mark completed',
  refresh: 'Refresh',
  resend: 'Resend',
  pullRevenue: 'Pull revenue',
};
export const ACTION_ORDER: readonly CampaignAction[] = ['pause', 'continue', 'complete', 'refresh', 'resend', 'pullRevenue'];

const KINDS: readonly { element: SwitchableElement; title: string }[] = [
  { element: 'route', title: 'Routes' },
  { element: 'creative', title: 'Creatives' },
  { element: 'offer', title: 'Offers' },
  { element: 'domainGroup', title: 'Domain group' },
  { element: 'contactGroup', title: 'Contact groups' },
];

function Switches({ campaign, onSwitched }: { campaign: MonitoringRow; onSwitched: () => void }) {
  const { t } = useTranslation();
  const [items, setItems] = useState<CampaignElement[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    campaignElements(campaign.id, controller.signal)
      .then(setItems)
      .catch((error: unknown) => {
        if (!(isApiRequestError(error) && error.cancelled)) setFailed(true);
      });
    return () => controller.abort();
  }, [campaign.id, attempt]);

  if (failed) return <EmptyState title="The elements could not be loaded" onRetry={() => setAttempt((n) => n + 1)} />;
  if (!items) return <LoadingSkeleton lines={6} />;

  const toggle = async (item: CampaignElement, on: boolean) => {
    const key = `${item.element}:${item.id}`;
    setBusy(key);
    try {
      const answer = await switchElement(campaign.id, { element: item.element, id: item.id, on });
      setItems(answer.items);
      notify({ type: 'success', description: answer.message });
      onSwitched();
    } catch (error) {
      showRefusal(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="5">
      {KINDS.map(({ element, title }) => {
        const own = items.filter((i) => i.element === element);
        return (
          <Stack key={element} gap="2" as="section" aria-label={t(title)}>
            <Text textStyle="sm" fontWeight="semibold">
              {t(title)}
            </Text>
            {own.length === 0 ? (
              <Text textStyle="sm" color="fg.muted">
                {t('None in this campaign')}
              </Text>
            ) : (
              own.map((item) => (
                <Stack key={item.id} gap="0.5">
                  <Switch.Root
                    colorPalette="accent"
                    checked={item.on}
                    disabled={busy !== null}
                    onCheckedChange={(e) => void toggle(item, e.checked)}
                  >
                    <Switch.HiddenInput />
                    <Switch.Control />
                    <Switch.Label>{item.name}</Switch.Label>
                  </Switch.Root>
                  {!item.on && item.reason !== 'manual' && (
                    <Text textStyle="xs" color="fg.muted" ps="10">
                      {item.pausedUntil
                        ? t('Paused by auto-optimization until {{when}}: {{reason}}', { when: formatWhen(item.pausedUntil), reason: item.reason ?? '' })
                        : t('Paused by auto-optimization: {{reason}}', { reason: item.reason ?? '' })}
                    </Text>
                  )}
                </Stack>
              ))
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}

type Props = {
  campaign: MonitoringRow | null;
  onClose: () => void;
  onAction: (campaign: MonitoringRow, action: CampaignAction) => void;
  onSwitched: () => void;
};

export function CampaignDrawer({ campaign, onClose, onAction, onSwitched }: Props) {
  const { t } = useTranslation();
  const allowed = campaign ? ACTION_ORDER.filter((a) => campaignActions[campaign.status].includes(a)) : [];
  return (
    <Drawer.Root open={campaign !== null} onOpenChange={(e) => !e.open && onClose()} size="sm" lazyMount unmountOnExit>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Stack gap="1" minW="0">
                <Drawer.Title truncate>{campaign?.title}</Drawer.Title>
                {campaign && (
                  <HStack gap="2">
                    <StatusBadge status={campaign.status} map={campaignStatusColors} label={t(CAMPAIGN_STATUS_LABELS[campaign.status])} />
                    {campaign.startedAt && (
                      <Text textStyle="xs" color="fg.muted">
                        {t('Started {{when}}', { when: formatWhen(campaign.startedAt) })}
                      </Text>
                    )}
                  </HStack>
                )}
              </Stack>
            </Drawer.Header>
            <Drawer.Body>
              {campaign && (
                <Stack gap="6">
                  <Stack gap="2" as="section" aria-label={t('Actions')}>
                    <Text textStyle="sm" fontWeight="semibold">
                      {t('Actions')}
                    </Text>
                    <Wrap gap="2">
                      {allowed.map((action) => (
                        <Button key={action} size="sm" variant="outline" onClick={() => onAction(campaign, action)}>
                          {t(ACTION_LABELS[action])}
                        </Button>
                      ))}
                    </Wrap>
                  </Stack>
                  <Switches campaign={campaign} onSwitched={onSwitched} />
                </Stack>
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('Close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
