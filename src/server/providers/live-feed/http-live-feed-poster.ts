// Posts the live feed for real (LIVE_FEED_FORWARD=live). The address is checked again when it is
// called, after DNS (lib/public-address.ts): a name that resolves to a private address now is
// refused, whatever it resolved to when it was saved. Redirects are not followed.
import { callRefusal } from '../../lib/public-address';
import type { LiveFeedPost, LiveFeedPoster } from './live-feed-poster';

export class HttpLiveFeedPoster implements LiveFeedPoster {
  constructor(private readonly options: { allowPrivate: boolean; timeoutMs: number }) {}

  async post(post: LiveFeedPost): Promise<void> {
    const url = new URL(post.url);
    const refused = await callRefusal(url, this.options);
    if (refused) throw new Error(refused);
    const answer = await fetch(url, { method: 'POST', headers: post.headers, body: post.body, redirect: 'manual', signal: AbortSignal.timeout(this.options.timeoutMs) });
    await answer.body?.cancel();
    if (answer.status < 200 || answer.status >= 300) throw new Error(`Live feed ${post.url} answered ${answer.status}`);
  }
}
