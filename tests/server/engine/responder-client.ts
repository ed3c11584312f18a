// The live responder runtime as a server test drives it: responders made through the API with a
// graph written as the editor leaves it, a contact's reply, click or call arriving the way the
// carrier and the phone deliver them (the webhooks, the short-link redirect), and what the
// responder then did (its actions, the messages it sent, what they cost).
import type { ResponderDocument } from '@domain/responder-flow';
import type { ResponderSetting } from '@domain/responders';
import { writeDocument } from '@server/modules/responders/document-store';
import { inProcessHttp } from '@server/engine/in-process-http';
import { shortUrl } from '@server/modules/short-links/link-paths';
import type { EngineClient } from './engine-client';

export interface ResponderSpec {
  doc: ResponderDocument;
  setting?: Partial<ResponderSetting>;
  didGroupIds?: number[];
  contactGroupIds?: number[];
  /** Publish the graph (the runtime plays the latest release); else it plays the draft. */
  publish?: boolean;
}

export class ResponderClient {
  constructor(private readonly e: EngineClient) {}

  private get t() {
    return this.e.t;
  }

  private http() {
    return inProcessHttp(this.t.app, () => this.t.app.ctx.carrierToken());
  }

  async create(title: string, spec: ResponderSpec): Promise<number> {
    const saved = await this.e.campaigns.call('POST', '/responder-v2/save', {
      title,
      published: true,
      setting: { enableSleep: false, enableLoopback: false, priority: 0, ...spec.setting },
      contactGroupIds: spec.contactGroupIds ?? [],
      didGroupIds: spec.didGroupIds ?? [],
      sendMethod: 2,
    });
    if (saved.status !== 200) throw new Error(`save answered ${saved.status}: ${saved.raw.body}`);
    const id = Number(saved.body.id);
    await writeDocument(this.t.db, id, spec.doc, this.t.clock.now().toISOString());
    if (spec.publish) {
      const published = await this.e.campaigns.call('POST', `/responder-v2/publish?responderId=${id}`);
      if (published.status !== 200) throw new Error(`publish answered ${published.status}: ${published.raw.body}`);
    }
    return id;
  }

  async setting(id: number, setting: Partial<ResponderSetting>) {
    const row = await this.t.db.selectFrom('responders').select('setting').where('id', '=', id).executeTakeFirstOrThrow();
    await this.t.db.updateTable('responders').set({ setting: JSON.stringify({ ...JSON.parse(row.setting), ...setting }) }).where('id', '=', id).execute();
    this.t.app.ctx.engine.responders.forget();
  }

  /** The contact writes to our number, as the carrier's webhook brings it. */
  async inbound(from: string, to: string, text: string, id?: string) {
    return this.http()({ method: 'POST', url: `${this.t.app.ctx.config.publicUrl}/api/v1/carrier/inbound`, body: { from, to, text, ...(id ? { id } : {}) } });
  }

  async callEvent(body: { key: string; ref: number; from: string | null; to: string; outcome: 'answered' | 'machine' | 'missed'; listenSeconds?: number; dtmf?: string | null; callback?: boolean }) {
    return this.http()({ method: 'POST', url: `${this.t.app.ctx.config.publicUrl}/api/v1/carrier/call-event`, body: { listenSeconds: 0, dtmf: null, callback: false, ...body } });
  }

  /** The contact taps the message's short link. */
  async click(message: { link_code: string | null; domain: string | null }) {
    if (message.link_code === null) throw new Error('the message has no link');
    const answer = await this.http()({ method: 'GET', url: shortUrl({ code: message.link_code, domain: message.domain, subDomain: '', path: '' }, this.t.app.ctx.config.publicUrl) });
    await this.t.app.ctx.shortLinks.writer.flush();
    return answer;
  }

  async actions(responderId: number) {
    return this.t.db.selectFrom('responder_actions').selectAll().where('responder_id', '=', responderId).orderBy('id').execute();
  }

  /** What the responders sent this contact, oldest first. */
  async sentTo(phone: string) {
    return this.t.db.selectFrom('messages').selectAll().where('phone', '=', phone).where('idem_key', 'like', 'resp:%').orderBy('id').execute();
  }

  async conversation(responderId: number, phone: string) {
    return this.t.db.selectFrom('responder_conversations').selectAll().where('responder_id', '=', responderId).where('phone', '=', phone).executeTakeFirst();
  }

  async events(responderId: number) {
    return this.t.db.selectFrom('responder_action_events').select(['action_id', 'outcome', 'cost_millicents']).where('responder_id', '=', responderId).orderBy('id').execute();
  }
}
