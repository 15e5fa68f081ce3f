import { describe, expect, it, vi } from "vitest";
import { clearSession, hasValidToken, saveToken, saveUserInfo } from "../lib/session";
import { readJson, readText, STORAGE_KEYS } from "../lib/storage";
import { useLifeData } from "./life-data";

describe("lifeData", () => {
  it("persists the $app and $user namespaces under lifeData, as upstream stores them", () => {
    useLifeData.getState().setOriginalPage({ url: "/pages/profile/index" });
    saveUserInfo({ _id: "u1", username: "alice", permission: ["a"] });
    const stored = readJson<Record<string, Record<string, unknown>>>(STORAGE_KEYS.lifeData);
    expect(Object.keys(stored ?? {}).sort()).toEqual(["$app", "$user"]);
    expect(stored?.$app).toMatchObject({
      color: { main: "#ff4444", secondary: "#555555" },
      originalPage: { url: "/pages/profile/index" },
    });
    expect(stored?.$app?.config).toMatchObject({ appid: "__UNI__ROSTER" });
    expect(stored?.$user).toEqual({
      userInfo: { _id: "u1", username: "alice", permission: ["a"] },
      permission: ["a"],
      inviteCode: "",
    });
  });

  it("clears the token, its expiry and the user on sign-out", () => {
    saveToken({ token: "t", tokenExpired: Date.now() + 1000 });
    saveUserInfo({ _id: "u1" });
    expect(hasValidToken()).toBe(true);
    clearSession();
    expect(hasValidToken()).toBe(false);
    expect(readText(STORAGE_KEYS.token)).toBeUndefined();
    expect(readText(STORAGE_KEYS.tokenExpired)).toBeUndefined();
    expect(readText(STORAGE_KEYS.userInfo)).toBeUndefined();
    expect(useLifeData.getState().$user.userInfo).toEqual({});
  });

  it("counts a token as valid only before its expiry", () => {
    saveToken({ token: "t", tokenExpired: 1000 });
    expect(hasValidToken(999)).toBe(true);
    expect(hasValidToken(1000)).toBe(false);
  });

  it("takes the user from the session when it loads after a sign-in (lib/ cannot tell it before)", async () => {
    localStorage.clear();
    vi.resetModules();
    const session = await import("../lib/session");
    session.saveUserInfo({ _id: "u7", username: "grace", permission: ["p7"] });
    const { useLifeData: fresh } = await import("./life-data");
    expect(fresh.getState().$user).toMatchObject({ userInfo: { _id: "u7" }, permission: ["p7"] });
    session.clearSession();
    expect(fresh.getState().$user.userInfo).toEqual({});
  });

  it("keeps a changed $app.color across a reload, and takes the config from the build, not from storage", async () => {
    useLifeData.getState().setColor({ main: "#1677ff" });
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.lifeData) ?? "{}");
    stored.$app.config = { appid: "forged" };
    localStorage.setItem(STORAGE_KEYS.lifeData, JSON.stringify(stored));
    vi.resetModules();
    const { useLifeData: reloaded } = await import("./life-data");
    expect(reloaded.getState().$app.color).toEqual({ main: "#1677ff", secondary: "#555555" });
    expect(reloaded.getState().$app.config.appid).toBe("__UNI__ROSTER");
  });

  it("changes nothing for the same user saved again (no screen renders again), and follows a changed one", () => {
    saveUserInfo({ _id: "u1", username: "alice", permission: ["user/kh/x"] });
    const before = useLifeData.getState().$user;
    const changed = vi.fn();
    const stop = useLifeData.subscribe(changed);
    saveUserInfo({ _id: "u1", username: "alice", permission: ["user/kh/x"] });
    expect(changed).not.toHaveBeenCalled();
    expect(useLifeData.getState().$user).toBe(before);
    saveUserInfo({ _id: "u1", username: "alice", nickname: "Al", permission: ["user/kh/x"] });
    expect(changed).toHaveBeenCalledTimes(1);
    expect(useLifeData.getState().$user.userInfo.nickname).toBe("Al");
    clearSession();
    expect(changed).toHaveBeenCalledTimes(2);
    expect(useLifeData.getState().$user.userInfo).toEqual({});
    stop();
  });
});
