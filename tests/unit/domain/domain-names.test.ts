// The normal form of domains in offers and opt-out links: bare lower-case host, no scheme, port,
// path or leading www.
import { describe, expect, it } from 'vitest';
import { isDomainName, normaliseDomain, normaliseDomains } from '@domain/domain-names';

describe('normaliseDomain', () => {
  it('keeps the bare host', () => {
    expect(normaliseDomain(' HTTPS://www.Deals.Example.com/a?b#c ')).toBe('deals.example.com');
    expect(normaliseDomain('user:pw@Go.example.net:8080')).toBe('go.example.net');
    expect(normaliseDomain('example.com.')).toBe('example.com');
    expect(normaliseDomain('wwwhat.com')).toBe('wwwhat.com');
  });

  it('tells host names from the rest', () => {
    expect(isDomainName('a-b.example.co')).toBe(true);
    for (const bad of ['localhost', 'bad domain.com', '-x.com', 'x_y.com', 'example.c0m', '']) expect(isDomainName(bad), bad).toBe(false);
  });

  it('drops empties and repeats', () => {
    expect(normaliseDomains(['A.com', 'www.a.com', ' ', 'b.com'])).toEqual(['a.com', 'b.com']);
  });
});
