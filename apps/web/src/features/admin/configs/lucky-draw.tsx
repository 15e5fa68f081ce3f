import { formatTime, type RouteOutput, TIMEZONE_OFFSET_HOURS } from "@roster/contract";
import * as ERROR_CODES from "@roster/contract/errors/codes";
import {
  adminLuckyDrawAdd,
  adminLuckyDrawDelete,
  adminLuckyDrawGetList,
  adminLuckyDrawGetWinners,
  adminLuckyDrawUpdate,
} from "@roster/contract/routes";
import { currentLocale } from "../../../i18n";
import { formatDateTime, SERVER_DAY_ZONE } from "../../../lib/dates";
import type { EntityConfig } from "../entity/types";
import { dateCell, flagTag, mono } from "./render";

/** A lucky-draw activity as the console lists it. */
export type LuckyActivityRow = RouteOutput<typeof adminLuckyDrawGetList>["rows"][number];
/** A win as the console lists it. */
export type LuckyWinnerRow = RouteOutput<typeof adminLuckyDrawGetWinners>["rows"][number];

const PATTERN = "yyyy-MM-dd hh:mm";

/** "2026-11-23 08:00" in UTC+8 as epoch ms; text that is not such a time is sent as typed (the contract refuses it). */
export function parseMinutes(text: unknown): unknown {
  const match =
    typeof text === "string" ? /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(text.trim()) : null;
  if (!match) return text;
  const [y, mo, d, h, mi] = match.slice(1).map(Number) as [number, number, number, number, number];
  return Date.UTC(y, mo - 1, d, h - TIMEZONE_OFFSET_HOURS, mi);
}

/** A number typed in a prize line; anything else is sent as typed, so that the contract names the field. */
const numberOrText = (text: string): number | string =>
  text !== "" && Number.isFinite(Number(text)) ? Number(text) : text;

/** "name | stock | odds" lines as prizes; a name the edited activity has keeps that prize's id (and wins). */
export function parsePrizeLines(lines: unknown, editing: LuckyActivityRow | undefined): unknown {
  if (!Array.isArray(lines)) return lines;
  return lines.map((line: string) => {
    const [name = "", stock = "", odds = ""] = line.split("|").map((part) => part.trim());
    const known = editing?.prizes.find((p) => p.name === name);
    return {
      ...(known ? { _id: known._id } : {}),
      name,
      stock: numberOrText(stock),
      odds: numberOrText(odds),
    };
  });
}

/** Lucky-draw activities: period, daily draws, prizes with stock and odds. */
export const luckyDrawConfig: EntityConfig<LuckyActivityRow> = {
  id: "lucky-draw",
  title: "luckyDraw.admin.activities",
  entity: "luckyDraw.admin.entity",
  list: adminLuckyDrawGetList,
  add: adminLuckyDrawAdd,
  update: adminLuckyDrawUpdate,
  remove: adminLuckyDrawDelete,
  rowName: (row) => row.name,
  columns: [
    { key: "name", label: "admin.field.name", primary: true },
    {
      key: "period",
      label: "luckyDraw.admin.period",
      // The draw counts its days in the server's zone: its bounds are said there, labelled.
      render: (row) =>
        `${formatDateTime(row.start_time, currentLocale(), SERVER_DAY_ZONE.timeZone)} – ${formatDateTime(row.end_time, currentLocale(), SERVER_DAY_ZONE.timeZone)} (${SERVER_DAY_ZONE.label})`,
    },
    { key: "daily_draws", label: "luckyDraw.admin.dailyDraws" },
    {
      key: "prizes",
      label: "luckyDraw.admin.prizes",
      render: (row, t) =>
        row.prizes.map((p) => (
          <div key={p._id}>
            {t("luckyDraw.admin.prizeLine", { name: p.name, stock: p.stock, odds: p.odds, won: p.won })}
          </div>
        )),
    },
    { key: "enable", label: "admin.field.enable", render: (row, t) => flagTag(row.enable, t) },
    {
      key: "create_date",
      label: "admin.field.created",
      wideOnly: true,
      render: (row, t) => dateCell(row.create_date, t),
    },
  ],
  search: [{ key: "name", label: "admin.field.name" }],
  fields: [
    { name: "name", kind: "text", label: "admin.field.name", required: true },
    { name: "description", kind: "textarea", label: "luckyDraw.admin.description" },
    {
      name: "start_time",
      kind: "text",
      label: "luckyDraw.admin.start",
      required: true,
      read: (row) => formatTime(row.start_time, PATTERN),
    },
    {
      name: "end_time",
      kind: "text",
      label: "luckyDraw.admin.end",
      required: true,
      read: (row) => formatTime(row.end_time, PATTERN),
    },
    { name: "daily_draws", kind: "number", label: "luckyDraw.admin.dailyDraws", required: true },
    {
      name: "prizes",
      kind: "lines",
      label: "luckyDraw.admin.prizes",
      hint: "luckyDraw.admin.prizesHint",
      read: (row) => row.prizes.map((p) => `${p.name} | ${p.stock} | ${p.odds}`).join("\n"),
    },
    { name: "enable", kind: "switch", label: "admin.field.enable" },
  ],
  defaults: { enable: true, daily_draws: "3" },
  refusals: {
    [ERROR_CODES.luckyDrawOddsOver]: "prizes",
    [ERROR_CODES.luckyDrawPrizeNotExist]: "prizes",
    [ERROR_CODES.luckyDrawTimeRange]: "end_time",
  },
  finish: (payload, editing) => ({
    ...payload,
    ...("start_time" in payload ? { start_time: parseMinutes(payload.start_time) } : {}),
    ...("end_time" in payload ? { end_time: parseMinutes(payload.end_time) } : {}),
    ...("prizes" in payload ? { prizes: parsePrizeLines(payload.prizes, editing) } : {}),
  }),
};

/** Who won what and when (read only). */
export const luckyWinnersConfig: EntityConfig<LuckyWinnerRow> = {
  id: "lucky-draw-winners",
  title: "luckyDraw.admin.winners",
  entity: "luckyDraw.admin.winner",
  list: adminLuckyDrawGetWinners,
  rowName: (row) => `${row.nickname || row.username} · ${row.prize_name}`,
  columns: [
    { key: "prize_name", label: "luckyDraw.admin.prize", primary: true },
    {
      key: "user",
      label: "luckyDraw.admin.winner",
      render: (row) => row.nickname || row.username || row.user_id,
    },
    { key: "activity_name", label: "luckyDraw.activity" },
    { key: "create_date", label: "luckyDraw.admin.wonAt", render: (row, t) => dateCell(row.create_date, t) },
    {
      key: "activity_id",
      label: "luckyDraw.admin.activityId",
      wideOnly: true,
      render: (row, t) => mono(row.activity_id, t),
    },
  ],
  search: [
    { key: "prize_name", label: "luckyDraw.admin.prize" },
    { key: "activity_id", label: "luckyDraw.admin.activityId", mode: "=" },
  ],
};
