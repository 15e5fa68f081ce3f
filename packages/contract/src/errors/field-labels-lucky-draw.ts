import type { Texts } from "../i18n/texts.js";

/** Labels of the lucky draw's input and list fields (issue 14), spread into FIELD_LABELS. */
export const LUCKY_DRAW_FIELD_LABELS = {
  activity_id: { "zh-Hans": "抽奖活动", "zh-Hant": "抽獎活動", en: "Lucky draw" },
  start_time: { "zh-Hans": "开始时间", "zh-Hant": "開始時間", en: "Start time" },
  end_time: { "zh-Hans": "结束时间", "zh-Hant": "結束時間", en: "End time" },
  daily_draws: { "zh-Hans": "每人每天抽奖次数", "zh-Hant": "每人每天抽獎次數", en: "Draws per user a day" },
  prizes: { "zh-Hans": "奖品", "zh-Hant": "獎品", en: "Prizes" },
  "prizes._id": { "zh-Hans": "奖品ID", "zh-Hant": "獎品ID", en: "Prize ID" },
  "prizes.name": { "zh-Hans": "奖品名称", "zh-Hant": "獎品名稱", en: "Prize name" },
  "prizes.stock": { "zh-Hans": "奖品库存", "zh-Hant": "獎品庫存", en: "Prize stock" },
  "prizes.odds": { "zh-Hans": "中奖概率", "zh-Hant": "中獎機率", en: "Prize odds" },
  prize_id: { "zh-Hans": "奖品ID", "zh-Hant": "獎品ID", en: "Prize ID" },
  prize_name: { "zh-Hans": "奖品名称", "zh-Hant": "獎品名稱", en: "Prize name" },
} as const satisfies Record<string, Texts>;
