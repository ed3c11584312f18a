// Calls of the campaigns area for server tests: a signed-in user's calls, the demo's seeded draft
// that is ready to send (its compose names only the demo's own records), and contacts written
// straight into a group so an audience can be counted against known rows.
import type { Campaign } from '@domain/campaigns';
import type { Compose, ComposeInput } from '@domain/campaign-compose';
import type { ContactType } from '@domain/contacts';
import type { TestApp } from '../fixtures/test-app';
import { ContactsClient, DEMO } from '../contacts/contacts-client';

export { OTHER } from '../contacts/contacts-client';

/** The seeded draft whose compose passes every rule for the demo user (src/server/db/seed-campaigns.ts). */
export const READY_DRAFT = 'Spring sale to scrubbed customers';

export interface SeedContact {
  phone: string;
  type?: ContactType;
  firstName?: string;
  city?: string;
  stateCode?: string;
}

/** The contacts area's client (its session and groups), with the campaign calls. */
export class CampaignsClient {
  constructor(readonly contacts: ContactsClient) {}

  static async signIn(t: TestApp, who = DEMO) {
    return new CampaignsClient(await ContactsClient.signIn(t, who));
  }

  get t(): TestApp {
    return this.contacts.t;
  }

  call(...args: Parameters<ContactsClient['call']>) {
    return this.contacts.call(...args);
  }

  async createDraft(compose: ComposeInput): Promise<Campaign> {
    const res = await this.call('POST', '/campaigns/drafts', { compose });
    if (res.status !== 200) throw new Error(`draft answered ${res.status}: ${res.raw.body}`);
    return res.body as Campaign;
  }

  /** The compose of the seeded ready draft, with changes. */
  async readyCompose(changes: ComposeInput = {}): Promise<Compose> {
    const list = await this.call('GET', '/campaigns?status=draft&limit=100');
    const draft = (list.body.items as Campaign[]).find((c) => c.title === READY_DRAFT);
    if (!draft) throw new Error('the seeded ready draft is missing');
    const full = await this.call('GET', `/campaigns/${draft.id}`);
    return { ...(full.body as Campaign).compose, ...changes } as Compose;
  }

  async groupId(name: string, extra: Record<string, unknown> = {}): Promise<number> {
    return (await this.contacts.createGroup(name, extra)).id;
  }

  /** Contacts written to the table as an import would leave them. */
  async addContacts(groupId: number, contacts: SeedContact[]) {
    const at = this.t.clock.now().toISOString();
    await this.t.db
      .insertInto('contacts')
      .values(
        contacts.map((c) => ({
          group_id: groupId,
          phone: c.phone,
          type: c.type ?? 'RAW',
          carrier: null,
          first_name: c.firstName ?? null,
          last_name: null,
          email: null,
          city: c.city ?? null,
          state_code: c.stateCode ?? null,
          zip_code: null,
          data: null,
          import_task_id: null,
          created_at: at,
        })),
      )
      .execute();
  }
}
