// The notification settings' rules shared by the form and the server: the emails normalised
// (trimmed, lowercased, empties dropped, repeats removed) and each checked; and the bell's call
// bodies with the spec's page of 5 as the default.
import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_EVENTS, notificationCallSchema, notificationSettingsSchema, splitEmails } from '@domain/notifications';

const events = DEFAULT_NOTIFICATION_EVENTS;

describe('notification settings', () => {
  it('normalises the emails', () => {
    expect(splitEmails(' A@x.com, ,b@y.org,a@X.COM ,')).toEqual(['a@x.com', 'b@y.org']);
    expect(splitEmails('')).toEqual([]);
    expect(notificationSettingsSchema.parse({ events, emails: ' A@x.com, ,b@y.org,a@X.COM ,' }).emails).toBe('a@x.com, b@y.org');
  });

  it('names the first address that is not an email, and refuses more than 10', () => {
    const bad = notificationSettingsSchema.safeParse({ events, emails: 'a@x.com, a@, b@y.org' });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['emails', 'Emails must be valid emails separated by commas: a@ is not one']]);
    const many = Array.from({ length: 11 }, (_, i) => `u${i}@x.com`).join(',');
    expect(notificationSettingsSchema.safeParse({ events, emails: many }).error?.issues[0]?.message).toBe('Emails must be at most 10 addresses');
    expect(notificationSettingsSchema.safeParse({ events, emails: many.split(',').slice(1).join(',') }).success).toBe(true);
  });
});

describe('the notifications call', () => {
  it('gets a page of 5 from the start by default', () => {
    expect(notificationCallSchema.parse({ action: 'get' })).toEqual({ action: 'get', limit: 5, offset: 0 });
  });

  it('refuses an unknown action and an update without ids', () => {
    expect(notificationCallSchema.safeParse({ action: 'archive' }).success).toBe(false);
    expect(notificationCallSchema.safeParse({ action: 'update', notifications: [], status: 'read' }).success).toBe(false);
  });
});
