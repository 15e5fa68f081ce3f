import { textGroup } from "../texts";

/** What the sign-in form adds to a refusal: tries left before the lock, and when a lock ends. */
export const signInRefusalTexts = textGroup({
  en: {
    signInRefusal: {
      triesLeft: "{msg}: {count} tries left before sign-in is locked",
      lockedUntil: "{msg}. Locked until {time}",
    },
  },
  es: {
    signInRefusal: {
      triesLeft: "{msg}: quedan {count} intentos antes de que se bloquee el inicio de sesión",
      lockedUntil: "{msg}. Bloqueado hasta {time}",
    },
  },
  fr: {
    signInRefusal: {
      triesLeft: "{msg} : encore {count} essais avant le blocage de la connexion",
      lockedUntil: "{msg}. Bloqué jusqu’à {time}",
    },
  },
  "zh-Hans": {
    signInRefusal: {
      triesLeft: "{msg}，还可尝试 {count} 次，之后将暂时锁定",
      lockedUntil: "{msg}。已锁定至 {time}",
    },
  },
  "zh-Hant": {
    signInRefusal: {
      triesLeft: "{msg}，還可嘗試 {count} 次，之後將暫時鎖定",
      lockedUntil: "{msg}。已鎖定至 {time}",
    },
  },
});
