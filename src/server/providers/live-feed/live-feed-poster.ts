// Where a user's live feed goes (Advanced settings' liveFeedForward; decision 46): one JSON POST to
// the URL the user saved. The built-in simulator records what would have been posted (tests and a
// local demo read `posted`); LIVE_FEED_FORWARD=live posts for real (http-live-feed-poster.ts).
export interface LiveFeedPost {
  url: string;
  /** The JSON text, exactly as signed. */
  body: string;
  headers: Record<string, string>;
}

export interface LiveFeedPoster {
  /** Resolves when the receiver answered 2xx; rejects otherwise (the job queue tries again later). */
  post(post: LiveFeedPost): Promise<void>;
}
