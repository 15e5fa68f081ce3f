import { getMyUserInfo, register } from "@roster/contract/routes";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { type App, createApp } from "../app.js";
import { openDatabase } from "../db/connect.js";
import { defaultClientInfo } from "../lib/client-info.js";
import { TEST_HASH_COST, testConfig, uniqueName } from "../test/harness.js";

// The router's promise that nothing is acknowledged before it is on disk, against a database whose sync
// the test holds and releases (durability.test.ts covers what the embedded database's sync itself does).
let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function appWithHeldSync() {
  const database = await openDatabase({ sqliteFile: ":memory:" });
  const sync = { held: false, fail: false, waiting: [] as (() => void)[], reached: () => {} };
  const settled = async () => {
    if (sync.held)
      await new Promise<void>((resolve) => {
        sync.waiting.push(resolve);
        sync.reached();
      });
    if (sync.fail) throw Object.assign(new Error("fdatasync failed"), { code: "EIO" });
  };
  app = await createApp(testConfig(), {
    database: { ...database, settled },
    hashCost: TEST_HASH_COST,
    logger: pino({ level: "silent" }),
  });
  let n = 0;
  const call = (route: { path: string }, data: unknown, token?: string) =>
    app!.router.dispatch({
      path: route.path,
      data,
      token,
      encrypted: false,
      client: defaultClientInfo(),
      requestId: `durable-${++n}`,
    });
  return { sync, call };
}

describe("acknowledging a call", () => {
  it("waits until what it wrote is on disk", async () => {
    const { sync, call } = await appWithHeldSync();
    sync.held = true;
    let answered = false;
    const registering = call(register, { username: uniqueName(), password: "secret_123" }).then((r) => {
      answered = true;
      return r;
    });
    // Wait until the call stands at the sync (however long a loaded machine takes to get there),
    // then give it a moment in which it must not answer.
    await new Promise<void>((resolve) => {
      sync.reached = resolve;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    expect(sync.waiting.length).toBe(1);
    sync.held = false;
    for (const release of sync.waiting.splice(0)) release();
    const response = await registering;
    expect(response.body).toMatchObject({ code: 0 });
  });

  it("answers a failed sync as a server error, not as success", async () => {
    const { sync, call } = await appWithHeldSync();
    const registered = await call(register, { username: uniqueName(), password: "secret_123" });
    const token = (registered.body.vk_uni_token as { token: string }).token;
    sync.fail = true;
    const response = await call(getMyUserInfo, {}, token);
    expect(response.body.code).not.toBe(0);
    expect(JSON.stringify(response.body)).not.toContain("fdatasync");
    expect(JSON.stringify(response.body)).not.toContain("EIO");
  });
});
