import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { changeLocale, currentLocale, initialLocale } from "../../i18n";
import { readText, STORAGE_KEYS } from "../../lib/storage";
import { startApp } from "../../test/app";
import { json, mockFetch } from "../../test/fetch-mock";
import { signInLocally } from "../../test/session";

// The sign-in page and the profile in Spanish and French: chosen in the language sheet, every text from
// the translations (no text key shown in place of a missing one), the server asked in the same language.

/** Texts that look like a text key ("login.heading", "profile.genders.0"): a missing translation. */
const RAW_KEY =
  /\b(?:common|request|tabs|home|login|register|profile|password|demo|codes|notFound|menu|devices|invite|social|identity|upload|avatar|files|codeField|codeLogin|forgot|bind|strength|passwordHint|terms|signUp|legal|validation|signedOut|admin|template|openapi|signInRefusal|identityPages|chat|avatar|files)\.[A-Za-z0-9_.]+/;
const shownText = () => document.body.textContent ?? "";

const USER = {
  _id: "u1",
  username: "alice",
  nickname: "Alice",
  gender: 1,
  role: [],
  my_invite_code: "ABC2345",
};

afterEach(async () => {
  await changeLocale("en");
});

// The first test loads the pages cold: generous waits for a busy machine.
describe("the language sheet", { timeout: 20_000 }, () => {
  it("offers the five languages, each named in itself", async () => {
    mockFetch(() => json({ code: 0, msg: "" }));
    startApp("#/pages/login/index");
    fireEvent.click(await screen.findByRole("button", { name: /Language: English/ }, { timeout: 10_000 }));
    await screen.findByText("Español");
    // The pill names the current language too: the sheet's entries are the buttons among the texts.
    for (const label of ["简体中文", "繁體中文", "English ✓", "Español", "Français"])
      expect(screen.getAllByText(label).some((node) => node.closest(".adm-action-sheet"))).toBe(true);
  });

  it.each([
    ["Español", "es", "Hola de nuevo", "Iniciar sesión", "El campo Contraseña es obligatorio"],
    ["Français", "fr", "Bon retour", "Se connecter", "Le champ Mot de passe est obligatoire"],
  ])("switches the sign-in page to %s", async (label, locale, heading, submit, required) => {
    const { sent } = mockFetch(() => json({ code: 10102, msg: "server says it" }));
    startApp("#/pages/login/index");
    fireEvent.click(await screen.findByRole("button", { name: /Language: English/ }, { timeout: 10_000 }));
    fireEvent.click(await screen.findByText(label));
    expect(await screen.findByText(heading)).toBeTruthy();
    expect(currentLocale()).toBe(locale);
    expect(document.documentElement.lang).toBe(locale);
    expect(readText(STORAGE_KEYS.locale)).toBe(locale);
    expect(screen.getByRole("button", { name: new RegExp(`: ${label}`) })).toBeTruthy();
    // The form's checks speak the language too (the contract's messages), with the field's own label.
    fireEvent.click(screen.getByRole("button", { name: submit }));
    expect(await screen.findByText(required)).toBeTruthy();
    expect(shownText()).not.toMatch(RAW_KEY);
    expect(sent.filter((request) => request.url.endsWith("/user/pub/login"))).toHaveLength(0);
  });
});

describe("a page in Spanish and French", { timeout: 20_000 }, () => {
  it.each([
    [
      "es",
      ["Mi perfil", "Información personal", "Apodo", "Hombre", "Seguridad", "Cambiar contraseña", "Idioma"],
    ],
    [
      "fr",
      [
        "Mon profil",
        "Informations personnelles",
        "Pseudo",
        "Homme",
        "Sécurité",
        "Changer le mot de passe",
        "Langue",
      ],
    ],
  ] as const)("renders the profile in %s, asking the server in it", async (locale, texts) => {
    await changeLocale(locale);
    signInLocally();
    const { sent } = mockFetch(() => json({ code: 0, msg: "", userInfo: USER, needUpdateUserInfo: true }));
    startApp("#/pages/profile/index");
    await waitFor(() => expect(screen.getByTestId("profile-name").textContent).toBe("Alice"), {
      timeout: 10_000,
    });
    // The settings column renders right after the rest (Deferred).
    await waitFor(() => {
      for (const text of texts) expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    });
    expect(shownText()).not.toMatch(RAW_KEY);
    for (const request of sent) expect(request.headers["vk-locale"]).toBe(locale);
  });
});

describe("the raw-key check", () => {
  it("would see a missing translation", () => {
    expect("Se connecter · login.heading").toMatch(RAW_KEY);
    expect("profile.genders.0").toMatch(RAW_KEY);
    expect("Bonjour, e-mail : a.b@example.com").not.toMatch(RAW_KEY);
  });
});

describe("the first language", () => {
  const languages = (list: string[]) =>
    vi.spyOn(window.navigator, "languages", "get").mockReturnValue(list as unknown as readonly string[]);
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.removeItem(STORAGE_KEYS.locale);
  });

  it("is the first of the browser's languages that Roster speaks, unless one was chosen", () => {
    languages(["de-DE", "fr-CA", "en"]);
    expect(initialLocale()).toBe("fr");
    languages(["es-419", "fr"]);
    expect(initialLocale()).toBe("es");
    languages(["zh-HK", "es"]);
    expect(initialLocale()).toBe("zh-Hant");
    languages(["de-DE", "ja"]);
    expect(initialLocale()).toBe("en");
    localStorage.setItem(STORAGE_KEYS.locale, "es");
    languages(["fr-FR"]);
    expect(initialLocale()).toBe("es");
  });
});
