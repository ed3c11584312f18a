// Fakes for the actors a machine invokes. A path decides how each call ends: the model holds one
// synthetic 'xstate.done.actor.<id>' event per `resolves` case and one 'xstate.error.actor.<id>'
// event per `rejects` case, and the harness settles the pending fake call with that case when the
// path takes the event. Every call's input is kept for assertions (`fake.inputs('authenticate')`).
import { fromCallback, fromPromise, type AnyActorLogic, type CallbackActorLogic, type EventObject, type PromiseActorLogic } from 'xstate';

/** The ways a fake call may end, each named: the name appears in the test's title. */
export interface PromiseCases<TOutput> {
  resolves?: Readonly<Record<string, TOutput>>;
  rejects?: Readonly<Record<string, unknown>>;
}

export interface Settlement {
  actorId: string;
  kind: 'resolve' | 'reject';
  caseName: string;
}

interface PendingCall {
  actorId: string;
  settle: (settlement: Settlement) => void;
}

export class FakeActors {
  private readonly cases = new WeakMap<AnyActorLogic, PromiseCases<unknown>>();
  private readonly pending: PendingCall[] = [];
  private readonly calls: Array<{ actorId: string; input: unknown }> = [];

  /** A promise actor that stays pending until the path settles it with one of `cases`. */
  promise<TOutput, TInput = unknown>(cases: PromiseCases<NoInfer<TOutput>>): PromiseActorLogic<TOutput, TInput> {
    const logic = fromPromise<TOutput, TInput>(({ input, self }) => {
      this.calls.push({ actorId: self.id, input });
      return new Promise<TOutput>((resolve, reject) => {
        this.pending.push({
          actorId: self.id,
          settle: ({ kind, caseName }) => {
            if (kind === 'resolve' && cases.resolves && caseName in cases.resolves) resolve(cases.resolves[caseName]);
            else if (kind === 'reject' && cases.rejects && caseName in cases.rejects) reject(cases.rejects[caseName]);
            else throw new Error(`${self.id} has no ${kind} case named "${caseName}"`);
          },
        });
      });
    });
    this.cases.set(logic, cases);
    return logic;
  }

  /** A callback actor that does nothing: the path sends the events the real one would. */
  callback<TEvent extends EventObject = EventObject, TInput = unknown>(): CallbackActorLogic<TEvent, TInput> {
    return fromCallback<TEvent, TInput>(() => undefined);
  }

  /** The cases of a logic made by `promise`, for the model; undefined for any other logic. */
  casesOf(logic: AnyActorLogic): PromiseCases<unknown> | undefined {
    return this.cases.get(logic);
  }

  /** Inputs of every call of the invoked actor `actorId`, oldest first. */
  inputs(actorId: string): unknown[] {
    return this.calls.filter((call) => call.actorId === actorId).map((call) => call.input);
  }

  settle(settlement: Settlement): void {
    const index = this.pending.findLastIndex((call) => call.actorId === settlement.actorId);
    if (index < 0) throw new Error(`The path settles ${settlement.actorId}, but no call of it is pending`);
    const [call] = this.pending.splice(index, 1);
    call.settle(settlement);
  }
}
