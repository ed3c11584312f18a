// The settings tabs' calls for server tests, as a signed-in user makes them.
import { ContactsClient, DEMO } from '../contacts/contacts-client';
import type { TestApp } from '../fixtures/test-app';

export class SettingsClient {
  constructor(readonly user: ContactsClient) {}

  static async signIn(t: TestApp, who = DEMO): Promise<SettingsClient> {
    return new SettingsClient(await ContactsClient.signIn(t, who));
  }

  advanced() {
    return this.user.call('GET', '/user-settings/advanced');
  }
  saveAdvanced(body: Record<string, unknown>) {
    return this.user.call('POST', '/user-settings/updateSettings', body);
  }
  testSlack(slackURL: unknown) {
    return this.user.call('POST', '/user-settings/testSlackConnection', { slackURL });
  }
  clickFilter() {
    return this.user.call('GET', '/user-settings/click-filter');
  }
  saveClickFilter(body: Record<string, unknown>) {
    return this.user.call('POST', '/user-settings/updateClickFilter', body);
  }
}
