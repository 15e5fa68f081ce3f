import type { Texts } from "../i18n/texts.js";

/** Labels of the lucky draw's input and list fields (issue 14), spread into FIELD_LABELS. */
export const LUCKY_DRAW_FIELD_LABELS = {
  activity_id: {
    "zh-Hans": "抽奖活动",
    "zh-Hant": "抽獎活動",
    en: "Lucky draw",
    es: "Sorteo",
    fr: "Tirage au sort",
  },
  start_time: {
    "zh-Hans": "开始时间",
    "zh-Hant": "開始時間",
    en: "Start time",
    es: "Fecha de inicio",
    fr: "Date de début",
  },
  end_time: {
    "zh-Hans": "结束时间",
    "zh-Hant": "結束時間",
    en: "End time",
    es: "Fecha de fin",
    fr: "Date de fin",
  },
  daily_draws: {
    "zh-Hans": "每人每天抽奖次数",
    "zh-Hant": "每人每天抽獎次數",
    en: "Draws per user a day",
    es: "Sorteos por usuario al día",
    fr: "Tirages par utilisateur et par jour",
  },
  prizes: { "zh-Hans": "奖品", "zh-Hant": "獎品", en: "Prizes", es: "Premios", fr: "Lots" },
  "prizes._id": {
    "zh-Hans": "奖品ID",
    "zh-Hant": "獎品ID",
    en: "Prize ID",
    es: "ID del premio",
    fr: "ID du lot",
  },
  "prizes.name": {
    "zh-Hans": "奖品名称",
    "zh-Hant": "獎品名稱",
    en: "Prize name",
    es: "Nombre del premio",
    fr: "Nom du lot",
  },
  "prizes.stock": {
    "zh-Hans": "奖品库存",
    "zh-Hant": "獎品庫存",
    en: "Prize stock",
    es: "Existencias del premio",
    fr: "Stock du lot",
  },
  "prizes.odds": {
    "zh-Hans": "中奖概率",
    "zh-Hant": "中獎機率",
    en: "Prize odds",
    es: "Probabilidad del premio",
    fr: "Probabilité du lot",
  },
  prize_id: {
    "zh-Hans": "奖品ID",
    "zh-Hant": "獎品ID",
    en: "Prize ID",
    es: "ID del premio",
    fr: "ID du lot",
  },
  prize_name: {
    "zh-Hans": "奖品名称",
    "zh-Hant": "獎品名稱",
    en: "Prize name",
    es: "Nombre del premio",
    fr: "Nom du lot",
  },
} as const satisfies Record<string, Texts>;
