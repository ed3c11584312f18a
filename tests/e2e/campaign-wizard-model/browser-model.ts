// The browser suite's model: the wizard's own machine, as it is. The plan and the replay run its
// pure transitions, which never start its actors, so it needs no `.provide()`: each server answer
// is a completion event the path chooses (browser-cases.ts), and the page's real server gives it.
import { campaignWizardMachine } from '@machines/campaign-wizard.machine';
import type { AnyStateMachine } from 'xstate';

// Typed loosely for @xstate/graph and xstate's transition(): the answers are completion events the
// machine's own event type leaves out.
export const browserModel: AnyStateMachine = campaignWizardMachine;
