import type { Texts } from "../i18n/texts.js";

const entry = (code: number, messages: Texts) => ({ code, messages });

/** Roster's errors of the lucky draw (91750-91799), spread into ERRORS (catalogue.ts). */
export const LUCKY_DRAW_ERRORS = {
  /** Roster: no lucky-draw activity has this id (or it is disabled, for players). */
  luckyDrawActivityNotExist: entry(91750, {
    "zh-Hans": "抽奖活动不存在",
    "zh-Hant": "抽獎活動不存在",
    en: "This lucky draw does not exist",
    es: "Este sorteo no existe",
    fr: "Ce tirage au sort n’existe pas",
  }),
  /** Roster: the activity has not started yet (it starts at `{start}`, UTC+8). */
  luckyDrawNotStarted: entry(91751, {
    "zh-Hans": "抽奖活动尚未开始（{start} 开始）",
    "zh-Hant": "抽獎活動尚未開始（{start} 開始）",
    en: "This lucky draw has not started yet (it starts at {start} UTC+8)",
    es: "Este sorteo aún no ha empezado (empieza el {start} UTC+8)",
    fr: "Ce tirage au sort n’a pas encore commencé (début : {start} UTC+8)",
  }),
  /** Roster: the activity has ended (at `{end}`, UTC+8). */
  luckyDrawEnded: entry(91752, {
    "zh-Hans": "抽奖活动已结束（{end} 结束）",
    "zh-Hant": "抽獎活動已結束（{end} 結束）",
    en: "This lucky draw has ended (it ended at {end} UTC+8)",
    es: "Este sorteo ha terminado (terminó el {end} UTC+8)",
    fr: "Ce tirage au sort est terminé (fin : {end} UTC+8)",
  }),
  /** Roster: the caller has used today's `{limit}` draws of the activity (days in UTC+8). */
  luckyDrawDailyLimit: entry(91753, {
    "zh-Hans": "今天的 {limit} 次抽奖机会已用完，明天再来吧",
    "zh-Hant": "今天的 {limit} 次抽獎機會已用完，明天再來吧",
    en: "You have used today's {limit} draws (days in UTC+8): come back tomorrow",
    es: "Ya has usado los {limit} sorteos de hoy (días en UTC+8): vuelve mañana",
    fr: "Vous avez utilisé vos {limit} tirages du jour (jours en UTC+8) : revenez demain",
  }),
  /** Roster: the prizes' odds add up to more than 100% (`{total}`%). */
  luckyDrawOddsOver: entry(91754, {
    "zh-Hans": "各奖品的中奖概率之和不能超过 100%（当前 {total}%）",
    "zh-Hant": "各獎品的中獎機率之和不能超過 100%（目前 {total}%）",
    en: "The prizes' odds must add up to at most 100% (now {total}%)",
    es: "Las probabilidades de los premios deben sumar como máximo el 100 % (ahora {total} %)",
    fr: "Les probabilités des lots doivent totaliser 100 % au plus (actuellement {total} %)",
  }),
  /** Roster: an update names a prize `{id}` that is not one of the activity's. */
  luckyDrawPrizeNotExist: entry(91755, {
    "zh-Hans": "奖品 {id} 不属于该活动",
    "zh-Hant": "獎品 {id} 不屬於該活動",
    en: "Prize {id} is not one of this lucky draw's prizes",
    es: "El premio {id} no es uno de los premios de este sorteo",
    fr: "Le lot {id} ne fait pas partie des lots de ce tirage au sort",
  }),
  /** Roster: the activity ends before it starts. */
  luckyDrawTimeRange: entry(91756, {
    "zh-Hans": "结束时间必须晚于开始时间",
    "zh-Hant": "結束時間必須晚於開始時間",
    en: "The end time must be after the start time",
    es: "La fecha de fin debe ser posterior a la de inicio",
    fr: "La date de fin doit être postérieure à la date de début",
  }),
} as const satisfies Record<string, { code: number; messages: Texts }>;
