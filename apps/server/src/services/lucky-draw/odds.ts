import { randomInt } from "node:crypto";

/** Odds are kept in basis points: 10,000 is a certain win. */
export const ODDS_SCALE = 10_000;

/** A roll of the draw: a whole number in [0, ODDS_SCALE). */
export type Roll = () => number;

/** The production roll, from the CSPRNG (uniform, no modulo bias). */
export const secureRoll: Roll = () => randomInt(ODDS_SCALE);

/** Percent (two decimals) to basis points. */
export const toBasisPoints = (percent: number): number => Math.round(percent * 100);

/** Basis points to percent. */
export const toPercent = (basisPoints: number): number => basisPoints / 100;

/**
 * The prize a roll lands on: the prizes' odds laid end to end in their order, from 0; a roll past the
 * last one (the remainder of 100%) is no prize. Each prize is hit with probability odds_bp / ODDS_SCALE.
 */
export function pickPrize<P extends { odds_bp: number }>(prizes: readonly P[], roll: number): P | undefined {
  let upTo = 0;
  for (const prize of prizes) {
    upTo += prize.odds_bp;
    if (roll < upTo) return prize;
  }
  return undefined;
}
