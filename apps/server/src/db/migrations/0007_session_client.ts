import type { Kysely } from "kysely";

/** The client description a session keeps beside device, platform, ip and user agent. */
const COLUMNS = ["os", "browser_name", "browser_version", "app_version", "device_model", "locale"] as const;

/**
 * What the Devices page shows of each session and what a new-device notice needs (issue 12): the OS,
 * browser and its version, app version and device model the client declared when it signed in (the
 * `vk-*` headers), and the locale it used, the language a notice to the account's owner is written in.
 * Existing sessions get empty values: they show what the old columns say (platform, user agent).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS) {
    await db.schema
      .alterTable("sessions")
      .addColumn(column, "text", (c) => c.notNull().defaultTo(""))
      .execute();
  }
}
