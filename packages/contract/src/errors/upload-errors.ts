import type { Texts } from "../i18n/texts.js";

const entry = (code: number, messages: Texts) => ({ code, messages });

/**
 * Roster's errors of anonymous uploads (issue 27, 91900-91949): the shared anonymous quota and the per-IP
 * daily cap that anonymous upload targets reserve against. Spread into ERRORS (catalogue.ts).
 */
export const UPLOAD_ERRORS = {
  /** Roster: anonymous uploads together hold ANONYMOUS_UPLOAD_QUOTA_BYTES (`{limit}`); sign in to upload. */
  anonymousUploadsFull: entry(91900, {
    "zh-Hans": "匿名上传空间已满（上限 {limit}），请登录后上传",
    "zh-Hant": "匿名上傳空間已滿（上限 {limit}），請登入後上傳",
    en: "Anonymous uploads are full (limit {limit}); sign in to upload",
    es: "Las subidas anónimas están llenas (límite: {limit}); inicia sesión para subir archivos",
    fr: "Les envois anonymes sont pleins (limite : {limit}) ; connectez-vous pour envoyer des fichiers",
  }),
  /** Roster: this IP's anonymous uploads of the last 24 hours reached ANONYMOUS_UPLOAD_IP_DAILY_BYTES. */
  anonymousUploadDailyCap: entry(91901, {
    "zh-Hans": "今日匿名上传已达上限（{limit}），请明天再试或登录后上传",
    "zh-Hant": "今日匿名上傳已達上限（{limit}），請明天再試或登入後上傳",
    en: "Today's anonymous uploads reached their limit ({limit}); try tomorrow or sign in",
    es: "Las subidas anónimas de hoy han llegado a su límite ({limit}); inténtalo mañana o inicia sesión",
    fr: "Les envois anonymes du jour ont atteint leur limite ({limit}) ; réessayez demain ou connectez-vous",
  }),
};
