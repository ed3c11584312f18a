// Pure helpers of the server: environment parsing, error-message wording and secret masking.
import { describe, expect, it } from 'vitest';
import { maskSecrets } from '@domain/error-report';
import { formatMillicents, costCents } from '@domain/pricing';
import { loadConfig } from '@server/config';
import { describeIssue, fieldLabel } from '@server/http/validation';

describe('config', () => {
  it('applies the defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080, host: '0.0.0.0', publicUrl: 'http://localhost:8080', sessionTtlHours: 12, passwordMaxAgeDays: 90, loginRateLimit: 10, loginRateLimitPerAddress: 100,
    });
    expect(c.appVersion).toMatch(/^\d+\.\d+\.\d+/);
    expect(c.databaseUrl).toBeUndefined();
  });

  it('reads the environment', () => {
    const c = loadConfig({ PORT: '9000', DATABASE_URL: 'postgres://u@h:5432/db', PUBLIC_URL: 'https://app.example.com/', APP_VERSION: '2.0.0', SMTP_URL: '' });
    expect(c).toMatchObject({ port: 9000, databaseUrl: 'postgres://u@h:5432/db', publicUrl: 'https://app.example.com', appVersion: '2.0.0' });
    expect(c.smtpUrl).toBeUndefined();
  });

  it('fails fast naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SESSION_TTL_HOURS: '0' })).toThrow(/SESSION_TTL_HOURS/);
  });
});

describe('validation wording', () => {
  it('labels fields like the forms do', () => {
    expect(fieldLabel(['email'])).toBe('Email');
    expect(fieldLabel(['currentPassword'])).toBe('Current password');
    expect(fieldLabel(['events', 3, 'target'])).toBe('Target');
    expect(fieldLabel(['otp'])).toBe('One-time code');
  });

  it('prefixes field-free messages and keeps full ones', () => {
    expect(describeIssue(['title'], 'must be lesser 200 character(s)!')).toEqual({ field: 'title', message: 'Title must be lesser 200 character(s)!' });
    expect(describeIssue(['email'], 'Email is invalid')).toEqual({ field: 'email', message: 'Email is invalid' });
    expect(describeIssue([], 'anything')).toEqual({ message: 'Can not process' });
  });
});

describe('secret masking', () => {
  it.each([
    ['{"password":"abc"}', '{"password":"******"}'],
    ['{"currentPassword": "a\\"b", "x":1}', '{"currentPassword": "******", "x":1}'],
    ['payload: {\\"password\\":\\"abc\\"}', 'payload: {\\"password\\":\\"******\\"}'],
    ['password=abc&email=a', 'password=******&email=a'],
    ['no secrets here', 'no secrets here'],
  ])('%s', (input, masked) => {
    expect(maskSecrets(input)).toBe(masked);
  });
});

describe('prices', () => {
  it('formats millicents and rounds costs up to whole cents', () => {
    expect(formatMillicents(750)).toBe('$0.0075');
    expect(formatMillicents(100_000)).toBe('$1.00');
    expect(costCents(750, 3)).toBe(3);
    expect(costCents(750, 4)).toBe(3);
  });
});
