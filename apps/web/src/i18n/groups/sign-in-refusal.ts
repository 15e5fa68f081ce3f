import { textGroup } from "../texts";

/** What the sign-in form adds to a refusal: tries left before the lock, and when a lock ends. */
export const signInRefusalTexts = textGroup({
  signInRefusal: {
    triesLeft: {
      en: "{msg}: {count} tries left before sign-in is locked",
      es: "{msg}: quedan {count} intentos antes de que se bloquee el inicio de sesión",
      fr: "{msg} : encore {count} essais avant le blocage de la connexion",
      "zh-Hans": "{msg}，还可尝试 {count} 次，之后将暂时锁定",
      "zh-Hant": "{msg}，還可嘗試 {count} 次，之後將暫時鎖定",
    },
    lockedUntil: {
      en: "{msg}. Locked until {time}",
      es: "{msg}. Bloqueado hasta {time}",
      fr: "{msg}. Bloqué jusqu’à {time}",
      "zh-Hans": "{msg}。已锁定至 {time}",
      "zh-Hant": "{msg}。已鎖定至 {time}",
    },
  },
});
