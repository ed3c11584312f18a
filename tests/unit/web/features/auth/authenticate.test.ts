// The login page's `authenticate` actor reads the server's verdicts into the login machine's
// outcomes. A locked account (423 ACCOUNT_LOCKED) is shown on the form: not a toast, and not the
// rate-limit page a 429 would open.
import { beforeEach, describe, expect, it } from 'vitest';
import { authMessages } from '@domain/auth';
import { blockedStatusMessages } from '@domain/user';
import { authenticateCall } from '@web/features/auth/authenticate';
import { serve, setUp } from '../../api/fake-server';

const credentials = { email: 'ann@example.com', password: 'correct-horse' };
let hooks: ReturnType<typeof setUp>;
beforeEach(() => {
  hooks = setUp(null);
});

describe('authenticate', () => {
  it('reads a locked account as the lock message, without a toast or the 429 page', async () => {
    serve(() => ({ status: 423, data: { code: 423, message: authMessages.accountLocked, errorCode: 'ACCOUNT_LOCKED' } }));
    expect(await authenticateCall(credentials)).toEqual({ kind: 'locked', message: authMessages.accountLocked });
    expect(hooks.navigate).not.toHaveBeenCalled();
    expect(hooks.notify).not.toHaveBeenCalled();
  });

  it('keeps a blocked status and throttling apart from the lock', async () => {
    serve(() => ({ status: 403, data: { code: 403, message: blockedStatusMessages.Banned, errorCode: 'ACCOUNT_BLOCKED' } }));
    expect(await authenticateCall(credentials)).toEqual({ kind: 'blocked', message: blockedStatusMessages.Banned });
    serve(() => ({ status: 429, data: { code: 429, message: 'Too many requests, please try again later.' } }));
    expect(await authenticateCall(credentials)).toEqual({ kind: 'rateLimited' });
  });
});
