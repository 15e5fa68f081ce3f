import { afterEach, describe, expect, it, vi } from "vitest";
import { readText, STORAGE_KEYS } from "../lib/storage";
import { componentLocale } from "./component-locale";
import { changeLocale, currentLocale, i18n, registerTexts, setupI18n } from "./index";
import { en } from "./start-up";
import { textGroup } from "./texts";

// The app's store: English bundled, every other language loaded (a dynamic import) before it is shown.

afterEach(async () => {
  await changeLocale("en");
  localStorage.removeItem(STORAGE_KEYS.locale);
});

describe("the client's languages", () => {
  it("give the component library a language's texts with its own, not before", async () => {
    expect(componentLocale(i18n, "es").common.cancel).toBe("Cancel");
    await changeLocale("es");
    expect(componentLocale(i18n, "es").locale).toBe("es");
    expect(componentLocale(i18n, "es").common.cancel).toBe("Cancelar");
  });

  it("start with English only: another language is loaded when first chosen, then switched to", async () => {
    expect(i18n.isLoaded("en")).toBe(true);
    expect(i18n.isLoaded("fr")).toBe(false);
    const switching = changeLocale("fr");
    // Until the French texts are here, everything stays English.
    expect(currentLocale()).toBe("en");
    expect(i18n.t("login.heading")).toBe(en.login.heading);
    expect(readText(STORAGE_KEYS.locale)).toBeUndefined();
    await switching;
    expect(i18n.isLoaded("fr")).toBe(true);
    expect(currentLocale()).toBe("fr");
    expect(i18n.t("login.heading")).toBe("Bon retour");
    expect(document.documentElement.lang).toBe("fr");
    expect(readText(STORAGE_KEYS.locale)).toBe("fr");
  });

  it("end in the language chosen last when two are chosen in a row", async () => {
    await Promise.all([changeLocale("zh-Hant"), changeLocale("es")]);
    expect(currentLocale()).toBe("es");
    expect(readText(STORAGE_KEYS.locale)).toBe("es");
    expect(document.documentElement.lang).toBe("es");
  });

  it("start synchronously in a loaded language, and in English when it is not loaded yet", async () => {
    expect(i18n.isLoaded("zh-Hans")).toBe(false);
    setupI18n("zh-Hans");
    expect(currentLocale()).toBe("en");
    expect(document.documentElement.lang).toBe("en");
    await i18n.loadLanguage("zh-Hans");
    setupI18n("zh-Hans");
    expect(currentLocale()).toBe("zh-Hans");
    expect(document.documentElement.lang).toBe("zh-Hans");
  });

  it("take a text group in every language once, without touching the start-up texts", async () => {
    const group = textGroup({
      probe: { text: { en: "Probe", "zh-Hans": "探针", "zh-Hant": "探針", es: "Sonda", fr: "Sonde" } },
    });
    const changed = vi.fn();
    const stop = i18n.subscribe(changed);
    expect(i18n.t("probe.text")).toBe("probe.text"); // shown before its group arrived
    registerTexts(group);
    registerTexts(group);
    stop();
    expect(changed).toHaveBeenCalledTimes(1);
    expect(i18n.t("probe.text")).toBe("Probe");
    await changeLocale("es");
    expect(i18n.t("probe.text")).toBe("Sonda");
    expect(en).not.toHaveProperty("probe");
  });
});
