// A clock the harness advances by hand, so a path takes a delayed (`after`) transition at once and
// in the order the timers would fire, without waiting real time.

interface Timer {
  due: number;
  fire: () => void;
}

export class ManualClock {
  private now = 0;
  private nextId = 1;
  private readonly timers = new Map<number, Timer>();

  setTimeout(fire: () => void, timeout: number): number {
    const id = this.nextId++;
    this.timers.set(id, { due: this.now + timeout, fire });
    return id;
  }

  clearTimeout(id: number): void {
    this.timers.delete(id);
  }

  /** Moves time to the earliest pending timer and fires it; false when none is pending. */
  fireNext(): boolean {
    let next: [number, Timer] | undefined;
    for (const entry of this.timers) {
      if (!next || entry[1].due < next[1].due) next = entry;
    }
    if (!next) return false;
    const [id, timer] = next;
    this.timers.delete(id);
    this.now = timer.due;
    timer.fire();
    return true;
  }
}
