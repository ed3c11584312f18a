// The concrete events the model may take, each with the name a test title shows for it: the
// suite's event cases, the synthetic completions of faked actors, and `{ type }` for anything else.
import type { AnyEventObject, EventObject } from 'xstate';
import type { PromiseCases, Settlement } from './fake-actors';

/** Concrete payloads (without `type`) for one event type: a list, or named cases. */
export type Cases<TPayload> = readonly TPayload[] | Readonly<Record<string, TPayload>>;

export type EventCases<TEvent extends EventObject> = {
  [K in TEvent['type']]?: Cases<Omit<Extract<TEvent, { type: K }>, 'type'>>;
};

const doneType = (actorId: string) => `xstate.done.actor.${actorId}`;
const errorType = (actorId: string) => `xstate.error.actor.${actorId}`;

export class EventCatalogue {
  private readonly byType = new Map<string, AnyEventObject[]>();
  private readonly names = new WeakMap<AnyEventObject, string>();
  private readonly settlements = new WeakMap<AnyEventObject, Settlement>();
  private readonly bare = new Map<string, AnyEventObject>();

  addCases(type: string, cases: Cases<object>): void {
    const named: Array<[string, object]> = Array.isArray(cases)
      ? cases.map((payload: object) => [JSON.stringify(payload), payload])
      : Object.entries(cases);
    for (const [name, payload] of named) {
      const label = name === '{}' ? type : `${type}(${name})`;
      this.add({ ...payload, type }, label);
    }
  }

  addActorCases(actorId: string, cases: PromiseCases<unknown>): void {
    for (const [caseName, output] of Object.entries(cases.resolves ?? {})) {
      const event = { type: doneType(actorId), output };
      this.add(event, `${actorId} resolves ${caseName}`);
      this.settlements.set(event, { actorId, kind: 'resolve', caseName });
    }
    for (const [caseName, error] of Object.entries(cases.rejects ?? {})) {
      const event = { type: errorType(actorId), error };
      this.add(event, `${actorId} rejects ${caseName}`);
      this.settlements.set(event, { actorId, kind: 'reject', caseName });
    }
  }

  /** The events to try for an event type a state handles; none for unfaked actor completions. */
  eventsFor(type: string): AnyEventObject[] {
    const listed = this.byType.get(type);
    if (listed) return listed;
    if (/^xstate\.(done|error)\.actor\./.test(type)) return [];
    let event = this.bare.get(type);
    if (!event) {
      event = { type };
      this.bare.set(type, event);
      const delay = /^xstate\.after\.([^.]+)\./.exec(type)?.[1];
      this.names.set(event, delay ? `after ${delay}` : type);
    }
    return [event];
  }

  nameOf(event: AnyEventObject): string {
    return this.names.get(event) ?? JSON.stringify(event);
  }

  /** How the faked actor call ends when the path takes this event; undefined for other events. */
  settlementOf(event: AnyEventObject): Settlement | undefined {
    return this.settlements.get(event);
  }

  private add(event: AnyEventObject, name: string): void {
    this.byType.set(event.type, [...(this.byType.get(event.type) ?? []), event]);
    this.names.set(event, name);
  }
}
