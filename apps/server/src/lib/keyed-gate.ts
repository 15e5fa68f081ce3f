/** Per-key places of one gate: how many are taken, and who waits for one. */
interface Places {
  taken: number;
  waiting: (() => void)[];
}

/**
 * Lets at most `capacity` calls per key run at once in this process; the others wait, in arrival order,
 * for a place. Keys without calls are forgotten, so the gate holds only what is running or waiting.
 */
export class KeyedGate {
  private readonly keys = new Map<string, Places>();

  /** Runs `task` once a place for `key` is free, and frees it afterwards. */
  async run<T>(key: string, capacity: number, task: () => Promise<T>): Promise<T> {
    let places = this.keys.get(key);
    if (!places) {
      places = { taken: 0, waiting: [] };
      this.keys.set(key, places);
    }
    const mine = places;
    if (mine.taken < capacity) mine.taken++;
    else await new Promise<void>((resolve) => mine.waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = mine.waiting.shift();
      // The place goes straight to the next caller; the count only drops when nobody waits.
      if (next) next();
      else if (--mine.taken === 0) this.keys.delete(key);
    }
  }
}
