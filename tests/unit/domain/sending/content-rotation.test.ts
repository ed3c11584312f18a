// What each message carries and says: creatives and offers in even turns with every pairing, paused
// ones skipped; one seeded spin per message; variables filled without regard to case; the short
// link in place of its tag or at the end; the opt-out text last.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillVariables, pickContent, renderMessage, spinOnce, type MessageParts } from '@domain/sending/content-rotation';

const items = (...ids: number[]) => ids.map((id) => ({ id }));
const none = new Set<number>();

function tally(messages: number, creatives: { id: number }[], offers: { id: number }[], pausedCreatives = none, pausedOffers = none) {
  const count = new Map<string, number>();
  const add = (key: string) => count.set(key, (count.get(key) ?? 0) + 1);
  for (let i = 0; i < messages; i++) {
    const { creative, offer } = pickContent(i, creatives, offers, pausedCreatives, pausedOffers);
    add(`c${creative?.id}`);
    add(`o${offer?.id}`);
    add(`c${creative?.id}o${offer?.id}`);
  }
  return Object.fromEntries(count);
}

describe('pickContent', () => {
  it('gives each creative and each offer an even share', () => {
    const counts = tally(600, items(1, 2, 3), items(10, 20));
    expect([counts.c1, counts.c2, counts.c3]).toEqual([200, 200, 200]);
    expect([counts.o10, counts.o20]).toEqual([300, 300]);
  });

  it('pairs every creative with every offer equally, even when the counts share a factor', () => {
    const counts = tally(400, items(1, 2), items(10, 20));
    expect([counts.c1o10, counts.c1o20, counts.c2o10, counts.c2o20]).toEqual([100, 100, 100, 100]);
  });

  it('skips paused creatives and offers, sharing evenly among the others', () => {
    const counts = tally(120, items(1, 2, 3), items(10, 20, 30), new Set([2]), new Set([10, 30]));
    expect(counts).toMatchObject({ c1: 60, c3: 60, o20: 120 });
    expect(counts.c2).toBeUndefined();
  });

  it('ignores the pauses when every one of a kind is paused', () => {
    expect(tally(4, items(1, 2), items(10), new Set([1, 2]))).toMatchObject({ c1: 2, c2: 2 });
  });

  it('answers no offer when the campaign has none', () => {
    expect(pickContent(5, items(1), [], none, none)).toEqual({ creative: { id: 1 }, offer: null });
  });
});

describe('spinOnce', () => {
  const text = '{Hi|Hello|Hey} {there|friend|pal}, {big|huge|great} {sale|deal} {today|now}!';

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('spins the same text for the same seed, without Math.random', () => {
    const random = vi.spyOn(Math, 'random');
    expect(spinOnce(text, 42)).toBe(spinOnce(text, 42));
    expect(spinOnce(text, 'campaign-7:contact-9')).toBe(spinOnce(text, 'campaign-7:contact-9'));
    expect(random).not.toHaveBeenCalled();
  });

  it('varies across seeds and reaches every option', () => {
    const spins = Array.from({ length: 300 }, (_, seed) => spinOnce(text, seed));
    expect(new Set(spins).size).toBeGreaterThan(60);
    for (const word of ['Hi', 'Hello', 'Hey', 'there', 'friend', 'pal', 'big', 'huge', 'great', 'sale', 'deal', 'today', 'now']) {
      expect(spins.some((s) => s.includes(word))).toBe(true);
    }
  });

  it('picks within nested choices and keeps plain text and stray braces', () => {
    const spins = new Set(Array.from({ length: 100 }, (_, seed) => spinOnce('{a|b {c|d}} x {', seed)));
    expect(spins).toEqual(new Set(['a x {', 'b c x {', 'b d x {']));
  });
});

describe('fillVariables', () => {
  it('fills variables whatever their case, the creative’s own before the contact’s, and keeps unknown ones', () => {
    const contact = { fName: 'Ann', city: 'Austin' };
    const custom = [{ name: '[Promo]', value: '20% off' }, { name: '[city]', value: 'your town' }];
    expect(fillVariables('Hi [FNAME], [promo] in [City] [unknown]', contact, custom)).toBe('Hi Ann, 20% off in your town [unknown]');
  });

  it('fills a system variable the contact has no value for empty, taking its space before punctuation', () => {
    expect(fillVariables('Hi [fName], our sale', { phone: '+15550001111' })).toBe('Hi, our sale');
    expect(fillVariables('Hi [fName]! Also [lName]', {})).toBe('Hi! Also');
    expect(fillVariables('Dear [fName] [lName] from [city], hello', { lName: 'Lee' })).toBe('Dear Lee from, hello');
    expect(fillVariables('Code [promo] for [fName]', {})).toBe('Code [promo] for');
  });
});

describe('renderMessage', () => {
  const parts = (patch: Partial<MessageParts>): MessageParts => ({
    template: 'Hi [fName], big sale',
    variables: [],
    contact: { fName: 'Ann', url: 'https://contact.example/me' },
    shortUrl: 'https://s.co/Ab3',
    optoutText: 'Reply STOP to opt out',
    spinSeed: 1,
    ...patch,
  });

  it('appends the short link after a space and the opt-out text last', () => {
    expect(renderMessage(parts({}))).toBe('Hi Ann, big sale https://s.co/Ab3 Reply STOP to opt out');
  });

  it('puts the short link in place of an [offer], [url] or [link] tag, whatever its case, and not again at the end', () => {
    expect(renderMessage(parts({ template: 'Deal at [Offer] now', optoutText: null }))).toBe('Deal at https://s.co/Ab3 now');
    expect(renderMessage(parts({ template: '[URL] or [link]', optoutText: null }))).toBe('https://s.co/Ab3 or https://s.co/Ab3');
  });

  it('gives the link tag to the campaign’s link, and to the contact’s url field only without one', () => {
    expect(renderMessage(parts({ template: 'Go [url]', optoutText: null }))).toBe('Go https://s.co/Ab3');
    expect(renderMessage(parts({ template: 'Go [url]', optoutText: null, shortUrl: null }))).toBe('Go https://contact.example/me');
  });

  it('replaces a link tag that the spin chose', () => {
    const texts = new Set(Array.from({ length: 40 }, (_, seed) => renderMessage(parts({ template: '{Tap [link]|Open [link] today}', optoutText: null, spinSeed: seed }))));
    expect(texts).toEqual(new Set(['Tap https://s.co/Ab3', 'Open https://s.co/Ab3 today']));
  });

  it('renders the same message for the same seed', () => {
    const spun = parts({ template: '{Hi|Hello|Hey|Yo} [fName]', spinSeed: 'c1:contact-5' });
    expect(renderMessage(spun)).toBe(renderMessage({ ...spun }));
  });

  it('is the trimmed text alone without a link or an opt-out', () => {
    expect(renderMessage(parts({ template: '  Hello [fName]  ', shortUrl: null, optoutText: null }))).toBe('Hello Ann');
  });
});
