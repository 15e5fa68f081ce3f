import { AsyncLocalStorage } from "node:async_hooks";
import { onSpend } from "../lib/spend-meter.js";

/** What one router call spent: the paid providers it reached and the budgets it spent from. */
interface CallRecord {
  readonly path: string;
  readonly providers: string[];
  readonly budgets: string[];
}

const current = new AsyncLocalStorage<CallRecord>();
let listening = false;

/** Files every spend under the router call it belongs to (work the call started in the background too). */
function listen(): void {
  if (listening) return;
  listening = true;
  onSpend((event) => {
    const record = current.getStore();
    if (!record) return;
    if (event.kind === "provider") record.providers.push(event.provider);
    else record.budgets.push(event.budget);
  });
}

const describeRecord = (r: CallRecord) => `${r.path} reached ${[...new Set(r.providers)].join(", ")}`;

/**
 * The test harness's check that nothing costs the operator without a budget (issue 27): every call a
 * harness makes is recorded with what it spent, and one that reached a paid provider (SMS, e-mail, OCR, a
 * platform API; lib/spend-meter.ts) without spending from any budget fails the test: at once
 * when the call answers, or when the harness closes for work the call left running.
 */
export class SpendLedger {
  private readonly records: CallRecord[] = [];

  /** Runs one router call of `path` with its spends recorded. */
  run<T>(path: string, call: () => Promise<T>): Promise<T> {
    listen();
    const record: CallRecord = { path, providers: [], budgets: [] };
    this.records.push(record);
    return current.run(record, async () => {
      const result = await call();
      if (unbudgeted(record)) throw new UnbudgetedSpend([describeRecord(record)]);
      return result;
    });
  }

  /** Throws when a recorded call reached a paid provider without a budget. */
  check(): void {
    const found = this.records.filter(unbudgeted).map(describeRecord);
    if (found.length > 0) throw new UnbudgetedSpend([...new Set(found)]);
  }
}

const unbudgeted = (r: CallRecord) => r.providers.length > 0 && r.budgets.length === 0;

/** A route reached a paid provider and spent from no budget: its contract needs a `budget`. */
export class UnbudgetedSpend extends Error {
  override name = "UnbudgetedSpend";
  constructor(readonly calls: string[]) {
    super(
      `a call reached a paid provider without spending from a budget (give its contract a budget): ${calls.join("; ")}`,
    );
  }
}
