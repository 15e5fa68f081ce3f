import { describe, expect, it } from "vitest";
import { libraryLayer } from "./library-layer";

const transform = (code: string, id: string) => {
  const hook = libraryLayer().transform;
  if (typeof hook !== "function") throw new Error("no transform hook");
  return (hook as (code: string, id: string) => { code: string } | undefined).call({} as never, code, id);
};

describe("the component library's cascade layer", () => {
  it("puts antd-mobile's style sheets in their layer, and nothing else", () => {
    const css = ".adm-button:focus { outline: none; }";
    expect(transform(css, "/repo/node_modules/antd-mobile/es/components/button/button.css")?.code).toBe(
      `@layer antd-mobile {\n${css}\n}\n`,
    );
    expect(transform(css, "C:\\repo\\node_modules\\antd-mobile\\es\\global\\global.css?used")?.code).toMatch(
      /^@layer antd-mobile \{/,
    );
    expect(transform(css, "/repo/apps/web/src/styles/global.css")).toBeUndefined();
    expect(transform(css, "/repo/apps/web/src/features/layout/modal-sheet.module.css")).toBeUndefined();
    expect(
      transform("export default 1", "/repo/node_modules/antd-mobile/es/components/button/index.js"),
    ).toBeUndefined();
  });
});
