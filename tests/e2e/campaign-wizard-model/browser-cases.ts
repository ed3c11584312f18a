// The browser model's event catalogue: only what a person can do on the compose page, each a named
// case with its page driver, and the server's answers, each a named case with what makes the real
// server answer that way. The planner offers a case only where the page offers it (a field is on
// its step, Back is disabled on the first step, nothing can be pressed while a call is under way).
//
// Answers are the machine's own completion events ('xstate.done.actor.send' ...): the plan and the
// replay run the machine's pure transitions, which never start its actors, so each answer is a
// choice of the path, as the unit suite's fakes make it one. On the page the answer comes from the
// real server; `arrange` makes it the planned one, just before the event that calls it: the
// sender's credit spent (402), its billing verification taken away (412), its DID group deleted
// behind the page's back (400 on that field).
// The only interception is the options call's network failure (page.route aborts it): a server
// that is down cannot be had for real while other tests use it. The page loads the options before
// it starts the machine, so its failure is the page's 'Something went wrong!' with Retry, which is
// what the machine's loadFailed and RETRY stand for.
//
// Left out: 'test.send' (tests/e2e/sending.spec.ts presses it against the real carrier simulator), a failing save (no real draft is refused), and auto-optimization (its rules' messages carry the audience
// count, which the model does not track: the page counts on its own and no other guard reads it).
import { expect, type Page } from '@playwright/test';
import { composeMessages, type Compose, type ComposeStep } from '@domain/campaign-compose';
import type { AnyEventObject } from 'xstate';
import { deleteDidGroup, dropBillingInfo, spendCredit, type Sender } from '../fixtures/senders';
import type { ModelWorld } from './model-world';
import type { PageView } from './page-view';
import { STEP_NAMES } from './step-names';

/** A path running in the browser: the page, the data it opened with, and its owner. */
export interface PathRun {
  page: Page;
  world: ModelWorld;
  sender: Sender;
}

export interface BrowserCase {
  name: string;
  event: AnyEventObject;
  offered: (view: PageView) => boolean;
  /** What the person does on the page; answers have none (the server answers by itself). */
  drive?: (run: PathRun) => Promise<unknown>;
  /** Makes the real server answer this way; run before the event that makes the call. */
  arrange?: (run: PathRun) => Promise<unknown>;
  /** What the page shows for this answer besides what its model state shows. */
  shows?: (run: PathRun) => Promise<unknown>;
}

/** The compose-options call, the one the network-failure case aborts. */
const OPTIONS_CALL = '**/api/v1/campaigns/compose-options';

const httpError = (status: number, message: string, field?: string) => Object.assign(new Error(message), { status, field });
const idle = (view: PageView) => view.screen === 'composing' && view.call === 'idle';
const on = (step: ComposeStep) => (view: PageView) => idle(view) && view.step === step;
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

function answer(actorId: string, name: string, when: (view: PageView) => boolean, outcome: { output: unknown } | { error: unknown }, more: Partial<BrowserCase> = {}): BrowserCase {
  const event = 'output' in outcome ? { type: `xstate.done.actor.${actorId}`, output: outcome.output } : { type: `xstate.error.actor.${actorId}`, error: outcome.error };
  return { name, event, offered: when, ...more };
}

function change(name: string, step: ComposeStep, patch: Partial<Compose>, drive: (run: PathRun) => Promise<unknown>): BrowserCase {
  return { name, event: { type: 'compose.change', patch }, offered: on(step), drive };
}

const nameOf = <T extends { name?: string; title?: string }>(records: ReadonlyMap<number, T>, id: number) => {
  const record = records.get(id);
  const name = record?.name ?? record?.title;
  if (name === undefined) throw new Error(`The draft names ${id}, which its options do not hold`);
  return name;
};

export function browserCases(world: ModelWorld): BrowserCase[] {
  const { compose, facts } = world;
  const didGroupId = compose.routesTwoWays[0]?.didGroupIds[0] ?? 0;
  return [
    answer('loadFacts', 'options load', (v) => v.screen === 'loading', { output: facts }, { arrange: ({ page }) => page.unroute(OPTIONS_CALL) }),
    answer('loadFacts', 'options fail to load', (v) => v.screen === 'loading', { error: httpError(0, 'FAIL, Please check network again') }, {
      arrange: ({ page }) => page.route(OPTIONS_CALL, (route) => route.abort('internetdisconnected')),
    }),
    { name: 'Retry', event: { type: 'RETRY' }, offered: (v) => v.screen === 'loadFailed', drive: ({ page }) => button(page, 'Retry').click() },

    { name: 'Next', event: { type: 'wizard.next' }, offered: (v) => idle(v) && v.step !== 'review', drive: ({ page }) => button(page, 'Next').click() },
    { name: 'Back', event: { type: 'wizard.back' }, offered: (v) => idle(v) && v.step !== 'audience', drive: ({ page }) => button(page, 'Back').click() },
    ...(Object.entries(STEP_NAMES) as [ComposeStep, string][]).map(([step, label]) => ({
      name: `go to ${label}`,
      event: { type: 'wizard.goto', step },
      offered: (v: PageView) => idle(v) && v.step !== step,
      drive: ({ page }: PathRun) => page.getByRole('navigation', { name: 'Campaign steps' }).getByRole('button', { name: label }).click(),
    })),
    { name: 'Save draft', event: { type: 'draft.save' }, offered: idle, drive: ({ page }) => button(page, 'Save draft').click() },
    { name: 'Send campaign', event: { type: 'campaign.send' }, offered: on('review'), drive: ({ page }) => button(page, 'Send campaign').click() },

    change('clear the country', 'audience', { country: '' }, ({ page }) => page.getByLabel('Country').selectOption('')),
    change('untick the contact groups', 'audience', { contactGroups: [] }, async ({ page }) => {
      const list = page.getByRole('group', { name: 'Contact groups' });
      for (const id of compose.contactGroups) await list.getByText(nameOf(facts.groups, id), { exact: true }).click();
    }),
    change('remove the route', 'route', { routesTwoWays: [] }, async ({ page }) => {
      for (let n = compose.routesTwoWays.length; n >= 1; n--) await button(page, `Remove route ${n}`).click();
    }),
    change('untick the creatives', 'content', { creativeIds: [] }, async ({ page }) => {
      const list = page.getByRole('group', { name: 'Creatives' });
      for (const id of compose.creativeIds) await list.getByText(nameOf(facts.creatives, id), { exact: true }).click();
    }),
    change('responder on the fly without numbers', 'responder', { modeResponder: 'onfly' }, ({ page }) =>
      page.getByLabel('Responder mode').selectOption({ label: 'Responder on the fly' }),
    ),
    change('schedule without times', 'schedule', { activeScheduling: true }, ({ page }) => page.getByText('Schedule the campaign', { exact: true }).click()),

    answer('saveDraft', 'draft saved', (v) => v.call === 'savingDraft', { output: { id: world.draftId } }, {
      shows: async ({ page, world: { draftId } }) => {
        await expect(page.getByText('Draft saved', { exact: true })).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`draft=${draftId}$`));
      },
    }),
    answer('send', 'campaign created', (v) => v.call === 'sending', { output: { id: world.draftId, title: compose.campaignTitle } }),
    answer('send', 'server: not enough credit (402)', (v) => v.call === 'sending', { error: httpError(402, 'Not enough credits') }, {
      arrange: ({ sender }) => spendCredit(sender),
    }),
    answer('send', 'server: billing information missing (412)', (v) => v.call === 'sending', { error: httpError(412, 'Please update billing information first') }, {
      arrange: ({ sender }) => dropBillingInfo(sender),
    }),
    // The server names the field and prefixes the rule's sentence with the field's label (send-service.ts).
    answer('send', 'server refuses the DID group (400)', (v) => v.call === 'sending', {
      error: httpError(400, `DID groups: ${composeMessages.didGroupMissing(didGroupId)}`, 'compose.routesTwoWays.0.didGroupIds'),
    }, {
      arrange: ({ sender }) => deleteDidGroup(sender, didGroupId),
    }),
  ];
}
