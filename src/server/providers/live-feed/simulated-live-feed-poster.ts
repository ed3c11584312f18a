// The built-in live-feed receiver: keeps what was posted (the latest 100) and answers with the
// status a test sets (200 by default), so retries can be seen without a network.
import type { LiveFeedPost, LiveFeedPoster } from './live-feed-poster';

export class SimulatedLiveFeedPoster implements LiveFeedPoster {
  readonly posted: LiveFeedPost[] = [];
  /** The answer of the simulated receiver. */
  status = 200;

  async post(post: LiveFeedPost): Promise<void> {
    if (this.status < 200 || this.status >= 300) throw new Error(`Live feed ${post.url} answered ${this.status}`);
    this.posted.push(post);
    if (this.posted.length > 100) this.posted.shift();
  }
}
