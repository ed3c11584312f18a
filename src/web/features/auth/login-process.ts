// What /login needs only once the user acts: the login machine with the browser's authenticate
// actor (xstate and the api client) and the validation of its two forms by the domain's zod
// schemas. The page loads it right after it has painted (use-login-process.ts); see
// docs/decisions/0008-first-load.md.
import { createActor } from 'xstate';
import { z } from 'zod';
import { loginSchema, oneTimeCodeSchema } from '@domain/auth';
import { loginMachine } from '@machines/login.machine';
import { zodValidate } from '@web/ui/form-validation';
import { authenticate } from './authenticate';

export { resetSessionExpiredFlag } from '@web/api/client';

export const credentialsValidation = zodValidate(loginSchema.pick({ email: true, password: true }));
export const otpValidation = zodValidate(z.object({ otp: oneTimeCodeSchema }));

export function startLoginActor() {
  return createActor(loginMachine.provide({ actors: { authenticate } })).start();
}
export type LoginActor = ReturnType<typeof startLoginActor>;
