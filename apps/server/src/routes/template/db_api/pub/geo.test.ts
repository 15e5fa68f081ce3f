import { DB_TEST } from "@roster/contract";
import { dbApiGeo } from "@roster/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoRows } from "../../../../test/db-test.js";
import { createHarness, type Harness } from "../../../../test/harness.js";

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

/** Degrees of latitude per kilometre (mean Earth radius 6371.0088 km). */
const LAT_PER_KM = 180 / Math.PI / 6371.0088;
const { latitude, longitude } = DB_TEST.point;

describe("template/db_api/pub/geo", () => {
  it("answers the rows within 4 km of the point, nearest first, with their distance, to anyone", async () => {
    const [alice, bob] = [await h.createUser(), await h.createUser()];
    const [atPoint] = await seedDemoRows(h, alice.uid, 1, { money: 1 });
    const [north39] = await seedDemoRows(h, bob.uid, 1, { money: 2, latitude: latitude + 3.9 * LAT_PER_KM });
    await seedDemoRows(h, bob.uid, 1, { money: 3, latitude: latitude + 4.1 * LAT_PER_KM });
    // Inside the SQL box (3.9 km north and 3.9 km east) but 5.5 km away: dropped by the exact distance.
    const lonPerKm = LAT_PER_KM / Math.cos((latitude * Math.PI) / 180);
    await seedDemoRows(h, bob.uid, 1, {
      money: 4,
      latitude: latitude + 3.9 * LAT_PER_KM,
      longitude: longitude + 3.9 * lonPerKm,
    });
    const [west2] = await seedDemoRows(h, alice.uid, 1, { money: 5, longitude: longitude - 2 * lonPerKm });

    const body = await h.call(dbApiGeo, {});
    expect(body).toMatchObject({ code: 0, total: 3 });
    expect(body.rows?.map((row) => row._id)).toEqual([atPoint, west2, north39]);
    expect(body.rows?.map((row) => row.km)).toEqual([0, 2, 3.9]);
    const mine = await h.call(dbApiGeo, {}, { as: alice });
    expect(mine.rows?.map((row) => row.mine)).toEqual([true, true, false]);
  });
});
