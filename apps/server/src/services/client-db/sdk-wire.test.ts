import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../../test/harness.js";
import { runClientDb } from "./client-db.js";

/**
 * Bodies exactly as @dcloudio/uni-cloud 3.0.0-alpha-5020620260914001 sent them to DCloud-clientDB (captured
 * from the real SDK under Node with the uni shim of reference/cloud-space-protocol.md §9: the `data` of its
 * callFunction, `clientInfo` included). Dates are moved to fit the test's notes.
 */
const CLIENT_INFO = {
  PLATFORM: "web",
  OS: "linux",
  APPID: "__UNI__1",
  DEVICEID: "d1",
  appId: "__UNI__1",
  deviceId: "d1",
  osName: "linux",
  uniPlatform: "web",
  locale: "en",
  LOCALE: "en",
};
// db.collection("demo-notes").where({public: true, title: dbCmd.in(["n1","n2"]), _add_time: dbCmd.gt(new Date(0))
//   .and(dbCmd.lt(new Date(4102444800000)))}).field("title,body").orderBy("_add_time","desc").skip(0).limit(20)
//   .get({getCount: true})
const GET = `{"command":{"$db":[{"$method":"collection","$param":["demo-notes"]},{"$method":"where","$param":[{"public":true,"title":{"$db":[{"$method":"command"},{"$method":"in","$param":[["n1","n2"]]}]},"_add_time":{"$db":[{"$method":"command"},{"$method":"gt","$param":[{"$date":"1970-01-01T00:00:00.000Z"}]},{"$method":"and","$param":[{"$db":[{"$method":"command"},{"$method":"lt","$param":[{"$date":"2100-01-01T00:00:00.000Z"}]}]}]}]}}]},{"$method":"field","$param":["title,body"]},{"$method":"orderBy","$param":["_add_time","desc"]},{"$method":"skip","$param":[0]},{"$method":"limit","$param":[20]},{"$method":"get","$param":[{"getCount":true}]}]}}`;
// db.collection("demo-notes").where(dbCmd.or({title: "n1"}, {title: dbCmd.neq("n1")})).get()
const OR = `{"command":{"$db":[{"$method":"collection","$param":["demo-notes"]},{"$method":"where","$param":[{"$db":[{"$method":"command"},{"$method":"or","$param":[{"title":"n1"},{"title":{"$db":[{"$method":"command"},{"$method":"neq","$param":["n1"]}]}}]}]}]},{"$method":"get","$param":[]}]}}`;
const ADD = `{"command":{"$db":[{"$method":"collection","$param":["demo-notes"]},{"$method":"add","$param":[[{"title":"n1","public":true},{"title":"n2","public":true}]]}]}}`;
// db.collection("demo-notes").add({title: "t", when: db.serverDate()}) and db.action("foo")...
const SERVER_DATE = `{"command":{"$db":[{"$method":"collection","$param":["demo-notes"]},{"$method":"add","$param":[{"title":"t","when":{"$newDb":[{"$method":"serverDate","$param":[]}]}}]}]}}`;
const ACTION = `{"action":"foo","command":{"$db":[{"$method":"collection","$param":["demo-notes"]},{"$method":"get","$param":[]}]}}`;
const MULTI = `{"multiCommand":[{"command":{"$db":[{"$method":"collection","$param":["demo-notes"]},{"$method":"getTemp","$param":[]}]}},{"command":{"$db":[{"$method":"collection","$param":["demo-notes"]},{"$method":"where","$param":[{"title":"n2"}]},{"$method":"getTemp","$param":[]}]}}]}`;

let h: Harness;
let uid: string;
beforeAll(async () => {
  h = await createHarness();
  uid = (await h.createUser()).uid;
});
afterAll(() => h.close());

const send = (json: string, caller = { uid: uid as string | null, roles: [] as string[] }) =>
  runClientDb(h.app.services, caller, { ...JSON.parse(json), clientInfo: CLIENT_INFO });

describe("clientDB with the SDK's own bodies", () => {
  it("adds, reads with operators and dates, multiSends, and refuses serverDate and actions", async () => {
    expect(await send(ADD)).toMatchObject({ code: 0, inserted: 2 });
    const got = await send(GET, { uid: null, roles: [] });
    expect(got).toMatchObject({ code: 0, count: 2, data: [{ title: expect.any(String), body: "" }, {}] });
    expect(await send(OR, { uid: null, roles: [] })).toMatchObject({ code: 0, affectedDocs: 2 });
    expect(await send(MULTI)).toMatchObject({
      code: 0,
      dataList: [{ data: [{}, {}] }, { data: [{ title: "n2" }] }],
    });
    expect(await send(SERVER_DATE)).toMatchObject({ code: 91604 }); // no field "when"
    expect(await send(SERVER_DATE.replace('"when"', '"body"'))).toMatchObject({ code: 91603 });
    expect(await send(ACTION)).toMatchObject({ code: 91601 });
  });
});
