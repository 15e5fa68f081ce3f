import type { Migration, MigrationProvider } from "kysely";
import * as m0001 from "./0001_initial.js";
import * as m0002 from "./0002_user_inviters.js";
import * as m0003 from "./0003_verify_codes.js";
import * as m0004 from "./0004_menus_admin.js";
import * as m0005 from "./0005_sign_in_races.js";
import * as m0006 from "./0006_session_indexes.js";
import * as m0007 from "./0007_session_client.js";
import * as m0008 from "./0008_files.js";
import * as m0009 from "./0009_identity_documents.js";
import * as m0010 from "./0010_user_identities.js";
import * as m0012 from "./0012_user_consents.js";
import * as m0013 from "./0013_tcb_refresh_tokens.js";
import * as m0014 from "./0014_demo_notes.js";
import * as m0015 from "./0015_vk_test.js";
import * as m0016 from "./0016_lucky_draw.js";
import * as m0017 from "./0017_storage_deletions.js";
import * as m0018 from "./0018_admin_log_target.js";
import * as m0019 from "./0019_social_spent.js";
import * as m0020 from "./0020_upload_reservations.js";
import * as m0021 from "./0021_login_name_failures.js";
import * as m0022 from "./0022_auth_versions.js";
import * as m0023 from "./0023_menu_versions.js";
import * as m0024 from "./0024_auth_epoch.js";
import * as m0025 from "./0025_quiet_user_changes.js";
import * as m0026 from "./0026_second_factors.js";
import * as m0027 from "./0027_second_step.js";

/**
 * Every migration, in order. Shipped migrations are never edited: a change is a new numbered file,
 * listed here (no folder scanning at run time).
 */
const MIGRATIONS: Record<string, Migration> = {
  "0001_initial": m0001,
  "0002_user_inviters": m0002,
  "0003_verify_codes": m0003,
  "0004_menus_admin": m0004,
  "0005_sign_in_races": m0005,
  "0006_session_indexes": m0006,
  "0007_session_client": m0007,
  "0008_files": m0008,
  "0009_identity_documents": m0009,
  "0010_user_identities": m0010,
  "0012_user_consents": m0012,
  "0013_tcb_refresh_tokens": m0013,
  "0014_demo_notes": m0014,
  "0015_vk_test": m0015,
  "0016_lucky_draw": m0016,
  "0017_storage_deletions": m0017,
  "0018_admin_log_target": m0018,
  "0019_social_spent": m0019,
  "0020_upload_reservations": m0020,
  "0021_login_name_failures": m0021,
  "0022_auth_versions": m0022,
  "0023_menu_versions": m0023,
  "0024_auth_epoch": m0024,
  "0025_quiet_user_changes": m0025,
  "0026_second_factors": m0026,
  "0027_second_step": m0027,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => MIGRATIONS,
};
