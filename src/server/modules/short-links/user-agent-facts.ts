// What a click's user agent says, parsed with bowser, and the four user-agent risk facts (001 §9):
// - bot: no user agent at all, a crawler bowser knows, or an HTTP library / headless browser;
// - unknown OS: bowser finds no operating system;
// - fake iOS: claims iOS but not on WebKit (every iOS browser must use WebKit) or without the
//   'Mobile/' build token real iOS browsers send;
// - desktop posing as phone: claims a phone while the browser's own client hints say desktop
//   (Sec-CH-UA-Mobile ?0 or a desktop Sec-CH-UA-Platform), or the text names a desktop OS too.
// Parsing costs tens of microseconds and real traffic repeats a few agents, so results are kept
// in a small map (the oldest dropped first).
import Bowser from 'bowser';

export interface UserAgentFacts {
  browser: string;
  os: string;
  device: string;
  bot: boolean;
  unknownOs: boolean;
  fakeIos: boolean;
  desktopAsPhone: boolean;
  /** A link-preview fetcher of a messaging or social app. */
  linkPreview: boolean;
  mobile: boolean;
  desktop: boolean;
}

export interface ClientHints {
  /** Sec-CH-UA-Mobile: '?0' or '?1'. */
  mobile?: string;
  /** Sec-CH-UA-Platform, e.g. '"Windows"'. */
  platform?: string;
}

const MAX_AGENT_LENGTH = 512;
const CACHE_SIZE = 2000;
const AUTOMATION = /bot\b|bot\/|crawl|spider|curl\/|wget|python|java\/|go-http|okhttp|headless|phantomjs|httpclient|libwww|scrapy|node-fetch|axios\/|autocannon/i;
const LINK_PREVIEW = /facebookexternalhit|facebot|twitterbot|slackbot|whatsapp|telegrambot|discordbot|linkedinbot|skypeuripreview|applebot|pinterest|redditbot|embedly|vkshare|viber/i;
const DESKTOP_PLATFORMS = /windows|macos|linux|chrome os/i;
const DESKTOP_TOKENS = /windows nt|x11|cros/i;

const cache = new Map<string, UserAgentFacts>();

const version = (v: string | undefined, parts = 1) => (v ? ` ${v.split('.').slice(0, parts).join('.')}` : '');

function parse(agent: string, hints: ClientHints): UserAgentFacts {
  if (agent === '') {
    return { browser: '', os: '', device: 'unknown', bot: true, unknownOs: true, fakeIos: false, desktopAsPhone: false, linkPreview: false, mobile: false, desktop: false };
  }
  const r = Bowser.parse(agent);
  const platform = r.platform.type ?? 'unknown';
  const osName = r.os.name ?? '';
  const linkPreview = LINK_PREVIEW.test(agent);
  const bot = platform === 'bot' || linkPreview || AUTOMATION.test(agent);
  const phoneClaim = platform === 'mobile';
  const ios = osName === 'iOS';
  const hintsDesktop = hints.mobile === '?0' || (hints.platform !== undefined && DESKTOP_PLATFORMS.test(hints.platform));
  return {
    browser: `${r.browser.name ?? ''}${version(r.browser.version)}`.trim(),
    os: `${osName}${version(r.os.version, 2)}`.trim(),
    device: bot ? 'bot' : platform,
    bot,
    unknownOs: osName === '',
    fakeIos: ios && (r.engine.name !== 'WebKit' || !/Mobile\//.test(agent)),
    desktopAsPhone: phoneClaim && (hintsDesktop || DESKTOP_TOKENS.test(agent)),
    linkPreview,
    mobile: platform === 'mobile' || platform === 'tablet',
    desktop: platform === 'desktop',
  };
}

export function userAgentFacts(userAgent: string | undefined, hints: ClientHints = {}): UserAgentFacts {
  const agent = (userAgent ?? '').slice(0, MAX_AGENT_LENGTH).trim();
  const key = `${agent}\n${hints.mobile ?? ''}\n${hints.platform ?? ''}`;
  const known = cache.get(key);
  if (known) return known;
  const facts = parse(agent, hints);
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, facts);
  return facts;
}

export const truncatedAgent = (userAgent: string | undefined) => (userAgent ?? '').slice(0, MAX_AGENT_LENGTH);
