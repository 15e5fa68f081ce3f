import type { Texts } from "../i18n/texts.js";

const entry = (code: number, messages: Texts) => ({ code, messages });

/**
 * Roster's errors of the data-access demo (`template/db_api/*`, 91700-91749). Spread into ERRORS
 * (catalogue.ts).
 */
export const DB_TEST_ERRORS = {
  /** Roster: the caller already holds `{max}` demo rows; adding `{adding}` more would pass the cap. */
  dbTestRowLimit: entry(91700, {
    "zh-Hans": "每个账号最多{max}条演示数据，请先删除一些",
    "zh-Hant": "每個帳號最多{max}筆示範資料，請先刪除一些",
    en: "An account can hold at most {max} demo rows: delete some first",
    es: "Una cuenta puede tener como máximo {max} filas de demostración: elimina alguna primero",
    fr: "Un compte peut avoir au plus {max} lignes de démonstration : supprimez-en d’abord",
  }),
  /** Roster: no demo row of the caller has this id (it does not exist, or it is someone else's). */
  dbTestRowNotFound: entry(91701, {
    "zh-Hans": "找不到您的这条演示数据",
    "zh-Hant": "找不到您的這筆示範資料",
    en: "None of your demo rows has this id",
    es: "Ninguna de tus filas de demostración tiene este id",
    fr: "Aucune de vos lignes de démonstration n’a cet id",
  }),
} as const satisfies Record<string, { code: number; messages: Texts }>;
