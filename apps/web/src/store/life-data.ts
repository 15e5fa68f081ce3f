import type { UserInfo } from "@roster/contract";
import { create } from "zustand";
import { createJSONStorage, persist, type StateStorage } from "zustand/middleware";
import { APP_CONFIG, type AppConfig } from "../config";
import { onLoginDetour } from "../lib/navigation/navigate";
import { onUserChange, storedUserInfo } from "../lib/session";
import { readText, removeKey, STORAGE_KEYS, writeText } from "../lib/storage";

/** A page to return to after sign-in (upstream `$app.originalPage`). */
export interface OriginalPage {
  url: string;
}

/** The `$app` namespace of lifeData. */
export interface AppNamespace {
  inited: boolean;
  config: AppConfig;
  color: { main: string; secondary: string };
  originalPage: OriginalPage | null;
}

/** The `$user` namespace of lifeData; userInfo is empty when signed out. */
export interface UserNamespace {
  userInfo: Partial<UserInfo>;
  permission: string[];
  inviteCode: string;
}

interface LifeData {
  $app: AppNamespace;
  $user: UserNamespace;
  setInited: (inited: boolean) => void;
  setOriginalPage: (page: OriginalPage | null) => void;
  /** Sets `$app.color` (upstream `vk.setVuex('$app.color.main', ...)`); persisted like the rest. */
  setColor: (color: Partial<AppNamespace["color"]>) => void;
  setUserInfo: (userInfo: Partial<UserInfo>) => void;
  setInviteCode: (inviteCode: string) => void;
  clearUser: () => void;
}

const emptyUser = (): UserNamespace => ({ userInfo: {}, permission: [], inviteCode: "" });

/** `$user` as the session holds it: the stored userInfo (whenever this store loads), and `inviteCode`. */
const sessionUser = (inviteCode = ""): UserNamespace => {
  const userInfo = storedUserInfo();
  return { userInfo, permission: userInfo.permission ?? [], inviteCode };
};

// lifeData is stored as `{"$app": {...}, "$user": {...}}` like upstream, without zustand's envelope.
const plainStorage: StateStorage = {
  getItem: (name) => {
    const text = readText(name);
    if (text === undefined) return null;
    try {
      return JSON.stringify({ state: JSON.parse(text), version: 0 });
    } catch {
      return null;
    }
  },
  setItem: (name, value) => writeText(name, JSON.stringify((JSON.parse(value) as { state: unknown }).state)),
  removeItem: (name) => removeKey(name),
};

/** The persisted `lifeData` store with its `$app` and `$user` namespaces (seed §3). */
export const useLifeData = create<LifeData>()(
  persist(
    (set) => ({
      $app: { inited: false, config: APP_CONFIG, color: { ...APP_CONFIG.color }, originalPage: null },
      $user: sessionUser(),
      setInited: (inited) => set((s) => ({ $app: { ...s.$app, inited } })),
      setOriginalPage: (originalPage) => set((s) => ({ $app: { ...s.$app, originalPage } })),
      setColor: (color) => set((s) => ({ $app: { ...s.$app, color: { ...s.$app.color, ...color } } })),
      // The same user again (the profile's refresh, the daily renewal) changes nothing: no new state, so
      // no screen that shows the user renders again for it.
      setUserInfo: (userInfo) =>
        set((s) =>
          JSON.stringify(userInfo) === JSON.stringify(s.$user.userInfo)
            ? s
            : { $user: { ...s.$user, userInfo, permission: userInfo.permission ?? [] } },
        ),
      setInviteCode: (inviteCode) => set((s) => ({ $user: { ...s.$user, inviteCode } })),
      clearUser: () => set((s) => ({ $user: { ...emptyUser(), inviteCode: s.$user.inviteCode } })),
    }),
    {
      name: STORAGE_KEYS.lifeData,
      storage: createJSONStorage(() => plainStorage),
      partialize: (s) => ({ $app: s.$app, $user: s.$user }),
      // The config always comes from this build and the user from the session, never from an older copy.
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<Pick<LifeData, "$app" | "$user">>;
        return {
          ...current,
          $app: { ...current.$app, ...saved.$app, config: APP_CONFIG },
          $user: sessionUser(saved.$user?.inviteCode ?? current.$user.inviteCode),
        };
      },
    },
  ),
);

// lifeData follows the session and the navigation, which tell it what changed (lib/ never imports it).
onUserChange((userInfo) => {
  if (userInfo) useLifeData.getState().setUserInfo(userInfo);
  else useLifeData.getState().clearUser();
});
onLoginDetour((url) => useLifeData.getState().setOriginalPage({ url }));
