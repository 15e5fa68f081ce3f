import { describe, expect, it } from "vitest";
import { normalizeLocale } from "../i18n/texts.js";
import { CLIENT_CODES } from "../limits.js";
import { ERRORS } from "./catalogue.js";
import { errorMessage, RosterError } from "./roster-error.js";

describe("error catalogue", () => {
  it("keeps 'token' in every message of the login-required codes, so clients redirect", () => {
    for (const name of [
      "tokenNotExist",
      "tokenExpired",
      "checkTokenFailed",
      "localTokenCheckFailed",
    ] as const) {
      for (const text of Object.values(ERRORS[name].messages)) expect(text).toContain("token");
    }
  });
  it("gives the client the same numbers as the catalogue", () => {
    expect(CLIENT_CODES.codeTooSoon).toBe(ERRORS.verifyCodeTooSoon.code);
    expect(CLIENT_CODES.loginRequired).toContain(ERRORS.localTokenCheckFailed.code);
  });
  it("fills placeholders and localizes", () => {
    const error = new RosterError("paramRequired", { param: "mobile" });
    expect(error.code).toBe(20101);
    expect(error.localized("en")).toBe("Mobile number is required");
    expect(error.localized("zh-Hans")).toBe("手机号不可为空");
    expect(error.localized("zh-Hant")).toBe("手機號不可為空");
    expect(error.localized("es")).toBe("El campo Número de móvil es obligatorio");
    expect(error.localized("fr")).toBe("Le champ Numéro de mobile est obligatoire");
    expect(errorMessage("notFound", "en", { url: "x/y" })).toBe("not found【x/y】");
  });
  it.each([
    ["zh-CN", "zh-Hans"],
    ["zh_TW", "zh-Hant"],
    ["zh-Hant-HK", "zh-Hant"],
    ["zh-Hans", "zh-Hans"],
    ["en-US", "en"],
    ["fr", "fr"],
    ["es-AR", "es"],
    ["de", "en"],
    [undefined, "en"],
  ])("normalizes locale %s to %s", (input, locale) => {
    expect(normalizeLocale(input)).toBe(locale);
  });
});

describe("clientDB's permission refusal", () => {
  it("says the action as a verb of the message's language", () => {
    const error = new RosterError("clientDbPermissionDenied", { action: "create", collection: "demo-notes" });
    expect(error.localized("en")).toBe("Permission denied: you may not add to demo-notes");
    expect(error.localized("zh-Hans")).toBe("权限校验未通过，无权新增数据表 demo-notes");
    expect(error.localized("es")).toBe("Permiso denegado: no puedes añadir a demo-notes");
    expect(error.localized("fr")).toBe("Autorisation refusée : vous ne pouvez pas ajouter à demo-notes");
    // Anything else in {action} is said as given.
    expect(errorMessage("clientDbPermissionDenied", "fr", { action: "toString", collection: "x" })).toBe(
      "Autorisation refusée : vous ne pouvez pas toString x",
    );
  });
});
