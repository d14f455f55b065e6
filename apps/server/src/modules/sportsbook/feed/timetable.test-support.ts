import type { Sport } from "@casino/contract";
import { calendarDate } from "../../../platform/calendar";
import { REST_SECONDS, ROUND_SECONDS } from "./schedule";

/** A fixture as the checks see it: who, when, and when its simulated match really ends. */
export interface PlayedFixture {
  feedRef: string;
  sport: Sport;
  competitionId: string;
  home: string;
  away: string;
  startsAt: Date;
  simulatedEnd: Date;
}

const sideKey = (f: PlayedFixture, side: string) => `${f.competitionId}|${side}`;
const pairKey = (f: PlayedFixture) => [f.competitionId, ...[f.home, f.away].sort()].join("|");

function grouped(fixtures: PlayedFixture[], keys: (f: PlayedFixture) => string[]) {
  const groups = new Map<string, PlayedFixture[]>();
  for (const f of fixtures) {
    for (const key of keys(f)) {
      const list = groups.get(key);
      if (list) list.push(f);
      else groups.set(key, [f]);
    }
  }
  for (const list of groups.values()) list.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  return groups;
}

/**
 * Every time a competitor's next match kicks off before their last one really ended (its simulated length at the
 * time scale) plus the sport's rest: "side: earlier until …, later".
 */
export function overlaps(fixtures: PlayedFixture[], timeScale: number): string[] {
  const found: string[] = [];
  for (const [side, matches] of grouped(fixtures, (f) => [sideKey(f, f.home), sideKey(f, f.away)])) {
    for (let i = 1; i < matches.length; i++) {
      const before = matches[i - 1]!;
      const rested = before.simulatedEnd.getTime() + (REST_SECONDS[before.sport] * 1000) / timeScale;
      if (matches[i]!.startsAt.getTime() < rested) {
        found.push(
          `${side}: ${before.feedRef} until ${before.simulatedEnd.toISOString()}, ${matches[i]!.feedRef}`,
        );
      }
    }
  }
  return found;
}

/** Every time a pairing of a competition meets again within a round (a day of match time): "pair: earlier, later". */
export function repeats(fixtures: PlayedFixture[], timeScale: number): string[] {
  const found: string[] = [];
  for (const [pair, meetings] of grouped(fixtures, (f) => [pairKey(f)])) {
    for (let i = 1; i < meetings.length; i++) {
      const gap = meetings[i]!.startsAt.getTime() - meetings[i - 1]!.startsAt.getTime();
      if (gap < (ROUND_SECONDS * 1000) / timeScale) {
        found.push(`${pair}: ${meetings[i - 1]!.feedRef}, ${meetings[i]!.feedRef}`);
      }
    }
  }
  return found;
}

/** Calendar fixtures (not quick ones) where a pairing, or a side, comes twice on one Amsterdam day. */
export function calendarDoubles(fixtures: PlayedFixture[]): string[] {
  const calendar = fixtures.filter((f) => !f.feedRef.startsWith("builtin:quick:"));
  const found: string[] = [];
  const byDay = (key: (f: PlayedFixture) => string[]) =>
    grouped(calendar, (f) => key(f).map((k) => `${k}@${calendarDate(f.startsAt)}`));
  for (const [key, list] of byDay((f) => [pairKey(f)])) if (list.length > 1) found.push(`pairing ${key}`);
  for (const [key, list] of byDay((f) => [sideKey(f, f.home), sideKey(f, f.away)]))
    if (list.length > 1) found.push(`side ${key}`);
  return found;
}
