// The page-view record (docs/api.md: POST /user_analytic/insert; decision 47). Quiet and never
// awaited by a page: the user did not ask for it, so a failure shows nothing, and every answer
// (a 429 over the per-session limit, a 404 from a server without the call) resolves at the transport.
import type { UserAnalytic } from '@domain/user-analytics';
import { api } from './client';

export async function recordUserAnalytic(event: UserAnalytic): Promise<void> {
  await api.post('/user_analytic/insert', event, { ignoreShowMessage: true, validateStatus: () => true });
}
