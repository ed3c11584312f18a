// The monitoring calls as server tests make them: the list with its query, a campaign's elements and
// their switch, the layout; plus a campaign sent to several new groups of known contacts.
import type { Campaign } from '@domain/campaigns';
import type { ComposeInput } from '@domain/campaign-compose';
import type { CampaignElement, MonitoringList, MonitoringRow } from '@domain/monitoring';
import type { MonitoringLayout } from '@domain/monitoring-layout';
import type { SeedContact } from '../campaigns/campaigns-client';
import type { EngineClient } from '../engine/engine-client';

export class MonitoringClient {
  constructor(readonly e: EngineClient) {}

  call(...args: Parameters<EngineClient['campaigns']['call']>) {
    return this.e.campaigns.call(...args);
  }

  async list(query = ''): Promise<MonitoringList> {
    const res = await this.call('GET', `/campaigns/monitoring${query ? `?${query}` : ''}`);
    if (res.status !== 200) throw new Error(`monitoring answered ${res.status}: ${res.raw.body}`);
    return res.body as MonitoringList;
  }

  /** One campaign's row, whatever its status (the link's campaignId). */
  async row(campaignId: number): Promise<MonitoringRow> {
    const [row] = (await this.list(`campaignId=${campaignId}`)).items;
    if (!row) throw new Error(`campaign ${campaignId} is not in monitoring`);
    return row;
  }

  async elements(campaignId: number): Promise<CampaignElement[]> {
    const res = await this.call('GET', `/campaigns/${campaignId}/elements`);
    if (res.status !== 200) throw new Error(`elements answered ${res.status}: ${res.raw.body}`);
    return res.body.items as CampaignElement[];
  }

  switch(campaignId: number, element: CampaignElement['element'], id: number, on: boolean) {
    return this.call('POST', `/campaigns/${campaignId}/switch-status`, { element, id, on });
  }

  async layout(): Promise<MonitoringLayout> {
    return (await this.call('GET', '/users/me/campaign-monitoring-layout')).body as MonitoringLayout;
  }

  /** Sends the ready compose to one new group per list of contacts. */
  async sendToGroups(title: string, groups: SeedContact[][], changes: ComposeInput = {}): Promise<{ campaign: Campaign; groupIds: number[] }> {
    const { campaigns, t } = this.e;
    const groupIds: number[] = [];
    for (const [i, contacts] of groups.entries()) {
      const id = await campaigns.groupId(`${title} ${i + 1}`);
      await campaigns.addContacts(id, contacts);
      await t.db.updateTable('contact_groups').set({ scrub_date: t.clock.now().toISOString(), contacts_count: contacts.length }).where('id', '=', id).execute();
      groupIds.push(id);
    }
    const compose = await campaigns.readyCompose({ contactGroups: groupIds, campaignTitle: title, ...changes });
    const res = await campaigns.call('POST', '/campaigns/send', { compose });
    if (res.status !== 200) throw new Error(`send answered ${res.status}: ${res.raw.body}`);
    return { campaign: res.body as Campaign, groupIds };
  }
}
