// What the browser model needs to know of the data a path runs on: the draft the page opens (the
// machine's input) and the facts the page loads for its rules. At collection time the plan runs on
// the unit suite's complete compose and facts, the seeded ready draft's twin; at run time every
// path is replayed on the sender's real draft and real options (open-sender-world.ts).
import { composeSchema, type Compose, type ComposeFacts } from '@domain/campaign-compose';
import { facts, validInput } from '@tests/unit/domain/campaign-compose/fixtures';

export interface ModelWorld {
  draftId: number;
  compose: Compose;
  /** The rules' facts as the page builds them from GET /campaigns/compose-options (audience not counted). */
  facts: ComposeFacts;
}

export const planningWorld = (): ModelWorld => ({ draftId: 1, compose: composeSchema.parse(validInput), facts: facts({ totalTarget: null }) });
