import { DB_TEST, type DbTestRow } from "@roster/contract";
import type { VkTestRow } from "../../db/schema.js";
import { distanceKm } from "./geo.js";

/** Kilometres from the demo's fixed point, 3 decimals. */
export const kmFromPoint = (row: { latitude: number; longitude: number }) =>
  Math.round(distanceKm(DB_TEST.point, row) * 1000) / 1000;

/** The wire shape of a row: `mine` for the viewer's own rows instead of the owner's id. */
export function presentRow(row: VkTestRow, viewerId: string | undefined): DbTestRow {
  return {
    _id: row.id,
    name: row.name,
    money: Number(row.money),
    latitude: row.latitude,
    longitude: row.longitude,
    km: kmFromPoint(row),
    mine: viewerId !== undefined && row.user_id === viewerId,
    _add_time: Number(row.created_at),
    _update_time: Number(row.updated_at),
  };
}
