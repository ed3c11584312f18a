// What the sending engine tells the campaign's owner: the campaign ended (completed, or stopped
// early by its stop time or auto-stop threshold), or it paused because the balance ran short.
// Called once per state change, after the move: never from the sending loop itself.
import type { AppContext } from '../../context';
import { notify } from './notify';

interface CampaignRef {
  campaignId: number;
  userId: number;
  title: string;
}

export async function notifyCampaignFinished(ctx: Pick<AppContext, 'db' | 'now'>, campaign: CampaignRef, why: string): Promise<void> {
  await notify(ctx, campaign.userId, {
    event: 'campaignFinished',
    title: 'Campaign finished',
    body: `${campaign.title}: ${why}.`,
    link: `/monitoring?statuses=completed&campaignId=${campaign.campaignId}`,
  });
}

export async function notifyCampaignPaused(ctx: Pick<AppContext, 'db' | 'now'>, campaign: CampaignRef): Promise<void> {
  await notify(ctx, campaign.userId, {
    event: 'campaignPaused',
    title: 'Campaign paused',
    body: `${campaign.title}: paused, the balance does not cover the next message. Add credit, then resume it.`,
    link: `/monitoring?statuses=paused&campaignId=${campaign.campaignId}`,
  });
}
