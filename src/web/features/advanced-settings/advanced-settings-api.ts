// The Advanced settings tab's calls (docs/api.md "Settings tabs"): read and save the settings, test
// a Slack URL, and the routes a failover may go to (the routes open to the user). Every answer is
// parsed with the domain's schemas. Failures are shown by the tab (in place, or under the field).
import { z } from 'zod';
import { routeSchema, type Route } from '@domain/routes';
import { advancedSettingsSchema, testSlackAnswerSchema, type AdvancedSettings, type AdvancedSettingsInput } from '@domain/user-settings';
import { api } from '@web/api/client';
import { parseAnswer } from '@web/api/parse-answer';

const quiet = { ignoreShowMessage: true } as const;

export async function getAdvancedSettings(signal?: AbortSignal): Promise<AdvancedSettings> {
  const { data } = await api.get<unknown>('/user-settings/advanced', { signal, ...quiet });
  return parseAnswer(advancedSettingsSchema, data);
}

export async function saveAdvancedSettings(settings: AdvancedSettingsInput): Promise<AdvancedSettings> {
  const { data } = await api.post<unknown>('/user-settings/updateSettings', settings, quiet);
  return parseAnswer(advancedSettingsSchema, data);
}

export async function testSlackConnection(slackURL: string): Promise<string> {
  const { data } = await api.post<unknown>('/user-settings/testSlackConnection', { slackURL }, quiet);
  return parseAnswer(testSlackAnswerSchema, data).message;
}

export async function listFailoverRoutes(signal?: AbortSignal): Promise<Route[]> {
  const { data } = await api.get<unknown>('/config/routes', { signal, ...quiet });
  return parseAnswer(z.array(routeSchema), data);
}
