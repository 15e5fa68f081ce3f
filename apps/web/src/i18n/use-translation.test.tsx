import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createI18n, type TFunction } from "./core";
import { translationHook } from "./use-translation";

const setUp = () => {
  const i18n = createI18n({
    fallback: "en",
    texts: { page: { title: "Title", hello: "Hello {name}" } },
    load: async () => ({ page: { title: "Titre", hello: "Bonjour {name}" } }),
  });
  const useTranslation = translationHook(i18n);
  const seen: TFunction[] = [];
  let renders = 0;
  function Page() {
    const { t } = useTranslation();
    seen.push(t);
    renders += 1;
    return (
      <p>
        {t("page.title")} · {t("page.hello", { name: "Ada" })} · {t("page.later")}
      </p>
    );
  }
  render(<Page />);
  return { i18n, seen, renders: () => renders };
};

describe("useTranslation", () => {
  it("re-renders in the new language once it is loaded, with another t", async () => {
    const { i18n, seen } = setUp();
    expect(screen.getByText("Title · Hello Ada · page.later")).toBeTruthy();
    await act(() => i18n.changeLanguage("fr"));
    expect(screen.getByText("Titre · Bonjour Ada · page.later")).toBeTruthy();
    expect(seen.at(-1)).not.toBe(seen[0]);
  });

  it("re-renders when texts are added (a lazily loaded group), keeping the same t", () => {
    const { i18n, seen, renders } = setUp();
    const before = renders();
    act(() => i18n.addTexts({ en: { page: { later: "Later" } } }));
    expect(renders()).toBeGreaterThan(before);
    expect(screen.getByText("Title · Hello Ada · Later")).toBeTruthy();
    expect(seen.at(-1)).toBe(seen[0]);
  });

  it("does not re-render for a switch to the language in use", async () => {
    const { i18n, renders } = setUp();
    const before = renders();
    await act(() => i18n.changeLanguage("en"));
    expect(renders()).toBe(before);
  });
});
