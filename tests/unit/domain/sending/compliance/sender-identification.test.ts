// The first message to a contact on a route names the sender, once; later ones need not.
import { describe, expect, it } from 'vitest';
import { identifySender, mustCarrySenderName, startsWithSenderName } from '@domain/sending/compliance';

describe('identifySender', () => {
  it.each<[string, string, number, string, boolean]>([
    ['the first message gets the name', 'Your car is ready', 0, 'Acme: Your car is ready', true],
    ['leading spaces are not kept after the name', '  Your car is ready', 0, 'Acme: Your car is ready', true],
    ['a later message is left alone', 'Your car is ready', 1, 'Your car is ready', false],
    ['a first message that opens with the name is not doubled', 'Acme: your car is ready', 0, 'Acme: your car is ready', false],
    ['the name in another case counts', 'ACME - your car is ready', 0, 'ACME - your car is ready', false],
    ['the name in brackets counts', '[Acme] your car is ready', 0, '[Acme] your car is ready', false],
    ['a longer word that starts like the name does not', 'Acmeville sale today', 0, 'Acme: Acmeville sale today', true],
    ['the name later in the text does not', 'Thanks from Acme', 0, 'Acme: Thanks from Acme', true],
  ])('%s', (_title, text, sent, expected, added) => {
    expect(identifySender(text, 'Acme', sent)).toEqual({ text: expected, added });
  });

  it('is required only while nothing has gone to the contact on the route', () => {
    expect([0, 1, 5].map(mustCarrySenderName)).toEqual([true, false, false]);
  });

  it('reads a multi-word name at a word boundary', () => {
    expect(startsWithSenderName('Acme Auto: hi', 'Acme Auto')).toBe(true);
    expect(startsWithSenderName('Acme Autos: hi', 'Acme Auto')).toBe(false);
  });
});
