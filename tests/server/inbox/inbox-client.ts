// The inbox's calls for server tests, as the demo user (or another) makes them: the thread list
// with a filter or a search, one thread, a reply, star and mark read. Threads come about the real
// way: a campaign sent through the engine, then the contacts' answers through the carrier's webhook.
import type { InboxFilter, ThreadList, ThreadSummary, ThreadView } from '@domain/inbox';
import type { CampaignsClient } from '../campaigns/campaigns-client';

export class InboxClient {
  constructor(readonly campaigns: CampaignsClient) {}

  call(...args: Parameters<CampaignsClient['call']>) {
    return this.campaigns.call(...args);
  }

  async list(query: { filter?: InboxFilter; search?: string; limit?: number; offset?: number } = {}): Promise<ThreadList> {
    const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const res = await this.call('GET', `/inbox/threads?${params.toString()}`);
    if (res.status !== 200) throw new Error(`list answered ${res.status}: ${res.raw.body}`);
    return res.body as ThreadList;
  }

  /** The thread of this contact (found by searching its phone). */
  async thread(phone: string): Promise<ThreadSummary> {
    const found = (await this.list({ search: phone })).items.filter((t) => t.phone === phone);
    if (found.length !== 1) throw new Error(`${found.length} threads for ${phone}`);
    return found[0]!;
  }

  /** The phones of the threads a filter lists, among `phones`. */
  async phonesIn(filter: InboxFilter, phones: readonly string[]): Promise<string[]> {
    const items = (await this.list({ filter, limit: 100 })).items;
    return items.map((t) => t.phone).filter((p) => phones.includes(p)).sort();
  }

  async view(uuid: string): Promise<ThreadView> {
    const res = await this.call('GET', `/inbox/threads/${uuid}`);
    if (res.status !== 200) throw new Error(`view answered ${res.status}: ${res.raw.body}`);
    return res.body as ThreadView;
  }

  reply(uuid: string, message: string, phoneSelected?: string) {
    return this.call('POST', `/inbox/threads/${uuid}/messages`, { message, ...(phoneSelected === undefined ? {} : { phoneSelected }) });
  }

  star(uuid: string, starred: boolean) {
    return this.call('PUT', `/inbox/threads/${uuid}/star`, { starred });
  }

  read(uuid: string) {
    return this.call('POST', `/inbox/threads/${uuid}/read`);
  }
}
