import { fieldLabel, LOCALES } from "@roster/contract";
import { describe, expect, it } from "vitest";
import { ADMIN_LOG_LIST } from "../admin/admin-log.js";
import { COMPONENT_LIST } from "../admin/components.js";
import { MENU_LIST } from "../admin/menus.js";
import { PERMISSION_LIST } from "../admin/permissions.js";
import { ROLE_LIST } from "../admin/roles.js";
import { USER_LIST } from "../admin/users.js";
import { APP_VERSION_LIST } from "../app-versions/admin-app-versions.js";

describe("list fields", () => {
  it("have a label in every locale, so that filter errors name them in the caller's language", () => {
    const specs = [
      ADMIN_LOG_LIST,
      COMPONENT_LIST,
      MENU_LIST,
      PERMISSION_LIST,
      ROLE_LIST,
      USER_LIST,
      APP_VERSION_LIST,
    ];
    const missing = specs.flatMap((spec) =>
      Object.keys(spec.fields).filter((name) => LOCALES.some((locale) => !fieldLabel(name, locale))),
    );
    expect(missing).toEqual([]);
  });
});
