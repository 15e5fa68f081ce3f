import { LOCALES, type Locale } from "@roster/contract";
import { render, screen } from "@testing-library/react";
import ConfigProvider, { getDefaultConfig } from "antd-mobile/es/components/config-provider";
import InfiniteScroll from "antd-mobile/es/components/infinite-scroll";
import { afterEach, describe, expect, it } from "vitest";
import { componentLocale } from "./component-locale";
import { changeLocale, i18n } from "./index";

afterEach(() => changeLocale("en"));

/** Every text of a tree, by its key path. */
function leaves(tree: unknown, prefix = ""): Array<[string, string]> {
  if (typeof tree === "string") return [[prefix, tree]];
  if (Array.isArray(tree)) return tree.map((text, i) => [`${prefix}.${i}`, String(text)]);
  return Object.entries(tree as object).flatMap(([key, value]) =>
    leaves(value, prefix ? `${prefix}.${key}` : key),
  );
}

/** The library's placeholders, as Roster's texts name them: `{label}` is its `${label}`. */
const AS_LIBRARY = Object.fromEntries(
  ["label", "type", "enum", "len", "min", "max", "pattern", "year", "month"].map((name) => [
    name,
    `\${${name}}`,
  ]),
);

describe("the component library's texts", () => {
  it.each(LOCALES as readonly Locale[])(
    "%s: every one is Roster's catalogue's (the weekday names the browser's)",
    async (locale) => {
      await changeLocale(locale);
      const t = i18n.getFixedT(locale);
      const weekdays = new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" });
      const given = leaves(componentLocale(i18n, locale));
      expect(given.length).toBeGreaterThan(80);
      for (const [key, text] of given) {
        if (key === "locale") expect(text).toBe(locale);
        else if (key.startsWith("Calendar.markItems."))
          expect(text).toBe(weekdays.format(Date.UTC(2024, 0, 1 + Number(key.split(".").at(-1)))));
        else {
          // The form checks of every type share one text of the catalogue.
          const own = key.replace(/^(Form\.defaultValidateMessages)\.types\.\w+$/, "$1.type");
          expect(t(`library.${own}`), `library.${own} is in the catalogue`).not.toBe(`library.${own}`);
          expect({ key, text }).toEqual({ key, text: t(`library.${own}`, AS_LIBRARY) });
        }
      }
    },
  );

  it("say what the library's own locales got wrong, in the app's voice", async () => {
    await changeLocale("es");
    const es = componentLocale(i18n, "es");
    expect(es.InfiniteScroll.noMore).toBe("No hay más");
    expect(es.Form.defaultValidateMessages.required).toBe(`Escribe \${label}`);
    // "tú", like the rest of the app: none of the library's "usted" (espere, intente, desplácese, suelte).
    expect(
      leaves(es).filter(([, text]) => /\b(espere|intente|desplácese|suelte|ingrese)\b/i.test(text)),
    ).toEqual([]);
    await changeLocale("fr");
    const fr = componentLocale(i18n, "fr");
    expect(fr.InfiniteScroll.noMore).toBe("C’est tout");
    expect(fr.PullToRefresh.pulling).toBe("Tirez vers le bas pour actualiser");
    expect(fr.Calendar.markItems).toEqual(["lun.", "mar.", "mer.", "jeu.", "ven.", "sam.", "dim."]);
    // The imperative parts (Dialog.alert, Toast) read the default config: the same texts.
    expect(getDefaultConfig().locale).toBe(fr);
  });

  it("are what the library shows: the end of a list in Spanish", async () => {
    await changeLocale("es");
    render(
      <ConfigProvider locale={componentLocale(i18n, "es")}>
        <InfiniteScroll hasMore={false} loadMore={async () => {}} />
      </ConfigProvider>,
    );
    expect(await screen.findByText("No hay más")).toBeTruthy();
  });
});
