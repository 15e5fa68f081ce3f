/** The source of "now" for services, and of timers set to a time of it, so that tests can move time. */
export interface Clock {
  now(): number;
  /**
   * Calls `run` once, when the clock reads `time` or later (soon when it already does); answers how to
   * cancel it. The timer does not keep the process alive.
   */
  at(time: number, run: () => void): () => void;
}

/** The longest delay `setTimeout` takes (about 24.8 days); a later time is reached in steps. */
const MAX_DELAY_MS = 2 ** 31 - 1;

export const systemClock: Clock = {
  now: () => Date.now(),
  at(time, run) {
    let timer: ReturnType<typeof setTimeout>;
    const arm = () => {
      const wait = Math.min(Math.max(time - Date.now(), 0), MAX_DELAY_MS);
      // A timer may wake a little early, and a far time is reached in steps: look again before running.
      timer = setTimeout(() => (Date.now() >= time ? run() : arm()), wait);
      timer.unref();
    };
    arm();
    return () => clearTimeout(timer);
  },
};
