import { ERRORS } from "@roster/contract";
import { describe, expect, it } from "vitest";
import type { EntityConfig, EntityRow } from "../entity/types";
import { appVersionsConfig } from "./app-versions";
import { componentsConfig } from "./components";
import { luckyDrawConfig } from "./lucky-draw";
import { menusConfig } from "./menus";
import { permissionsConfig } from "./permissions";
import { rolesConfig } from "./roles";
import { usersConfig } from "./users";

/** What the check reads of a config (the row types differ). */
type Refusing = Pick<EntityConfig<EntityRow>, "id" | "add" | "update" | "refusals"> & {
  fields?: readonly { name: string }[];
};

const CONFIGS: Refusing[] = [
  usersConfig,
  rolesConfig,
  permissionsConfig,
  menusConfig,
  componentsConfig,
  appVersionsConfig,
  luckyDrawConfig,
];

/** The codes the config's add and update routes may answer (their contracts' `errors`). */
const answerable = (config: Refusing) =>
  new Set(
    [config.add, config.update].flatMap((contract) =>
      (contract?.errors ?? []).map((name) => ERRORS[name].code),
    ),
  );

describe("the console forms' refusals by code", () => {
  it.each(CONFIGS.map((c) => [c.id, c] as const))(
    "%s: each is a code its routes answer, under one of its fields",
    (_id, config) => {
      const fields = new Set((config.fields ?? []).map((f) => f.name));
      const codes = answerable(config);
      const refusals = Object.entries(config.refusals ?? {});
      expect(refusals.length).toBeGreaterThan(0);
      for (const [code, field] of refusals) {
        expect(codes.has(Number(code)), `${config.id}: code ${code}`).toBe(true);
        expect(fields.has(field), `${config.id}: field ${field}`).toBe(true);
      }
    },
  );
});
