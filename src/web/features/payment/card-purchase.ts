// The card-purchase machine (machines/card-purchase.machine.ts) with the browser's calls; after a
// succeeded charge the session's user is read again, so the top bar shows the new balance.
import { fromPromise } from 'xstate';
import { cardPurchaseMachine, type OrderInput, type PurchaseInput, type VerifyInput } from '@machines/card-purchase.machine';
import { getMe } from '@web/api/auth-api';
import { sessionStore } from '@web/session/session-store';
import { createBankOrder, getChallenge, purchasePackage, verifyChallenge } from './payments-api';

export const browserCardPurchaseMachine = cardPurchaseMachine.provide({
  actors: {
    loadChallenge: fromPromise(({ signal }) => getChallenge(signal)),
    verifyChallenge: fromPromise<unknown, VerifyInput>(({ input, signal }) => verifyChallenge(input.challengeId, input.answer, signal)),
    purchase: fromPromise(({ input }: { input: PurchaseInput }) =>
      purchasePackage(input.packageId, { idempotencyKey: input.idempotencyKey, ...(input.challengeId === undefined ? {} : { challengeId: input.challengeId }) }),
    ),
    refreshBalance: fromPromise<unknown>(async () => sessionStore.setUser(await getMe())),
    createOrder: fromPromise(({ input }: { input: OrderInput }) => createBankOrder(input.amountDollars, input.packageId, input.idempotencyKey)),
  },
});
