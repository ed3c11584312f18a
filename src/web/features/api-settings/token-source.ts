// Whose API tokens the tokens section and its dialog work on: the signed-in user's own (the api
// tab), or a user's as a Super-Admin sees them from the users page (decision 47), where renewing is
// not offered (the spec names only making a token for a user; revoking is how an admin stops one).
import type { ApiToken, IssuedToken } from '@domain/api-settings';
import { initNewApiToken, listApiTokens, listUserApiTokens, makeUserApiToken, renewApiToken, revokeApiToken, revokeUserApiToken } from './api-settings-api';

type Lifetime = { expiresInDays: number; otp: string };

export interface TokenSource {
  list(signal?: AbortSignal): Promise<ApiToken[]>;
  create(input: Lifetime & { name: string }): Promise<IssuedToken>;
  renew?: (input: Lifetime & { id: number }) => Promise<IssuedToken>;
  revoke(input: { id: number; otp: string }): Promise<ApiToken>;
}

export const OWN_TOKENS: TokenSource = { list: listApiTokens, create: initNewApiToken, renew: renewApiToken, revoke: revokeApiToken };

/** A user's tokens, each change confirmed with the admin's own code. */
export function userTokens(email: string): TokenSource {
  return {
    list: (signal) => listUserApiTokens(email, signal),
    create: (input) => makeUserApiToken({ email, ...input }),
    revoke: (input) => revokeUserApiToken({ email, ...input }),
  };
}
