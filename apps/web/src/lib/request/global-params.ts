import { readJson, STORAGE_KEYS, writeJson } from "../storage";

/** One set of global request parameters: merged into the data of calls whose url matches `regExp`. */
export interface GlobalParam {
  regExp: string | string[];
  data: Record<string, unknown>;
}

type GlobalParams = Record<string, GlobalParam>;

/** The stored global parameter sets, by name. */
export function getGlobalParams(): GlobalParams {
  return readJson<GlobalParams>(STORAGE_KEYS.globalParams) ?? {};
}

/** Adds or replaces global parameter sets (storage key `vk_request_global_param`). */
export function updateGlobalParams(params: GlobalParams): void {
  writeJson(STORAGE_KEYS.globalParams, { ...getGlobalParams(), ...params });
}

/** Removes a global parameter set, or all of them without a name. */
export function deleteGlobalParams(name?: string): void {
  const rest = { ...getGlobalParams() };
  if (name === undefined) for (const key of Object.keys(rest)) delete rest[key];
  else delete rest[name];
  writeJson(STORAGE_KEYS.globalParams, rest);
}

const matches = (pattern: string | string[], url: string): boolean =>
  (Array.isArray(pattern) ? pattern : [pattern]).some((p) => {
    try {
      return new RegExp(p).test(url);
    } catch {
      return false;
    }
  });

/** The global data for a call: the named set, or every set whose pattern matches the url. */
export function globalDataFor(url: string, name?: string): Record<string, unknown> {
  const params = getGlobalParams();
  if (name !== undefined) return { ...params[name]?.data };
  return Object.values(params)
    .filter((p) => matches(p.regExp, url))
    .reduce<Record<string, unknown>>((all, p) => Object.assign(all, p.data), {});
}

/** Drops keys whose value is undefined (they never override a global parameter). */
export function withoutUndefined(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined));
}

/** The data a call sends: global parameters first, the call's own defined values over them. */
export function requestData(url: string, data: Record<string, unknown> = {}, name?: string) {
  return { ...globalDataFor(url, name), ...withoutUndefined(data) };
}
