import { catalogueText, RosterError } from "@roster/contract";
import { checkVersion } from "@roster/contract/routes";
import { handle } from "../../../router/types.js";
import { compareVersions, latestVersions, presentVersion } from "../../../services/app-versions/versions.js";

export default handle(checkVersion, async (input, ctx) => {
  for (const param of ["appid", "appVersion", "wgtVersion"] as const) {
    if (!input[param]) throw new RosterError("versionParamRequired", { name: param });
  }
  const { appid, appVersion, wgtVersion } = input as Required<typeof input>;
  const platform = ctx.client.os.toLowerCase() === "ios" ? "iOS" : "Android";
  const { native, wgt } = await latestVersions(ctx.services.db, appid, platform);
  if (!native && !wgt) throw new RosterError("noAppVersion");

  // The higher of the newest full package and the newest resource package; a tie goes to the resource.
  const picked = !native || (wgt && compareVersions(wgt.version, native.version) >= 0) ? wgt! : native;
  const newer =
    compareVersions(picked.version, appVersion) > 0 && compareVersions(picked.version, wgtVersion) > 0;
  if (!newer) return { msg: catalogueText("success", "upToDate", ctx.locale) };
  if (
    picked.type === "wgt" &&
    picked.min_uni_version &&
    compareVersions(picked.min_uni_version, appVersion) <= 0
  ) {
    return { ...presentVersion(picked), code: 101, msg: catalogueText("success", "wgtUpdate", ctx.locale) };
  }
  if (native && compareVersions(native.version, appVersion) > 0) {
    return { ...presentVersion(native), code: 102, msg: catalogueText("success", "fullUpdate", ctx.locale) };
  }
  return {};
});
