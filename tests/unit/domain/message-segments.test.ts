// The live counter's arithmetic: characters, segments and the unicode flag by the spec's A2P/P2P
// limits (A2P 160 GSM-7 / 70 unicode, P2P 160) with real concatenation sizes (153 / 67).
import { describe, expect, it } from 'vitest';
import { channelOfSendMethod, countMessage } from '@domain/message-segments';

const gsm = (n: number) => 'a'.repeat(n);
const uni = (n: number) => 'ж'.repeat(n);

describe('countMessage', () => {
  it('counts nothing for an empty message', () => {
    expect(countMessage('')).toMatchObject({ characters: 0, segments: 0, unicode: false, remaining: 160 });
  });

  it('fits 160 GSM-7 characters in one A2P message and 153 per part after', () => {
    expect(countMessage(gsm(160))).toMatchObject({ segments: 1, remaining: 0, unicode: false, perSegment: 160 });
    expect(countMessage(gsm(161))).toMatchObject({ segments: 2, perSegment: 153, remaining: 153 * 2 - 161 });
    expect(countMessage(gsm(306)).segments).toBe(2);
    expect(countMessage(gsm(307)).segments).toBe(3);
  });

  it('switches A2P to 70 / 67 when a character is outside GSM-7, and names it', () => {
    const text = `Price ${'x'.repeat(62)}ж`;
    expect(text.length).toBe(69);
    expect(countMessage(text)).toMatchObject({ unicode: true, unicodeCharacters: ['ж'], segments: 1, remaining: 1 });
    expect(countMessage(uni(70))).toMatchObject({ segments: 1, remaining: 0 });
    expect(countMessage(uni(71))).toMatchObject({ segments: 2, perSegment: 67 });
    expect(countMessage(uni(134)).segments).toBe(2);
    expect(countMessage(uni(135)).segments).toBe(3);
  });

  it('keeps accented letters of the GSM-7 table at 160', () => {
    expect(countMessage('Café à Paris, Ñandù ü')).toMatchObject({ unicode: false, segments: 1 });
    // ú is not in the table (ù is): one of it makes the whole message unicode.
    expect(countMessage('Ñandú')).toMatchObject({ unicode: true, unicodeCharacters: ['ú'], remaining: 65 });
  });

  it('counts GSM extension characters twice and never splits them', () => {
    expect(countMessage(`${gsm(158)}€`)).toMatchObject({ characters: 159, segments: 1, remaining: 0 });
    expect(countMessage(`${gsm(159)}€`).segments).toBe(2);
    // 152 letters then '[': the bracket does not fit the first part's last septet, so it moves on.
    const split = countMessage(`${gsm(152)}[${gsm(10)}`);
    expect(split).toMatchObject({ segments: 2, remaining: 153 - 12 });
  });

  it('counts an emoji as two UCS-2 units, kept whole', () => {
    expect(countMessage('😀'.repeat(35))).toMatchObject({ characters: 35, unicode: true, segments: 1, remaining: 0 });
    expect(countMessage('😀'.repeat(36)).segments).toBe(2);
  });

  it('gives P2P 160 characters whatever the alphabet', () => {
    expect(countMessage(uni(160), 'P2P')).toMatchObject({ segments: 1, unicode: true, remaining: 0 });
    expect(countMessage(uni(161), 'P2P')).toMatchObject({ segments: 2, perSegment: 153 });
  });

  it('reads two-way routes as P2P and the rest as A2P', () => {
    expect(channelOfSendMethod(2)).toBe('P2P');
    expect(channelOfSendMethod(1)).toBe('A2P');
    expect(channelOfSendMethod(null)).toBe('A2P');
  });
});
