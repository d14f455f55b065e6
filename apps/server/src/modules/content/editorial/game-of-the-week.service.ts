import type {
  GameOfTheWeekAdminResponse,
  GameOfTheWeekRequest,
  GameOfTheWeekSchedule,
  GameOfTheWeekTexts,
  GameOfTheWeekWeek,
  UrlLocale,
} from "@casino/contract";
import { GameOfTheWeekRequest as RequestSchema } from "@casino/contract";
import { calendarDate, localParts, zonedInstant } from "../../../platform/calendar";
import type { Clock } from "../../../platform/clock";
import type { Db } from "../../../platform/db";
import { inTransaction } from "../../../platform/db/transaction";
import { AppError } from "../../../platform/errors";
import type { AuditActor, AuditService } from "../../audit";
import { contentStore } from "../content.store";
import { type ContentRow, prepareEntry } from "../content-types";

const TYPE = "game-of-the-week";
/** A scheduled week's entries are `week-YYYY-MM-DD` (its Monday); other entries of the type are standing picks. */
const WEEK_PREFIX = "week-";
/** This week and the next seven can be scheduled. */
export const SCHEDULABLE_WEEKS = 8;
/** Scheduled weeks come before any standing pick (the lowest sort order among the live entries is the pick). */
const WEEK_SORT_ORDER = 0;
/** The banner's artwork: the brand's (the console edits game, texts and boost; the art stays the house's). */
const BANNER_SRC = "/brand/art-free-spins.svg";
const LOCALES: UrlLocale[] = ["en", "de", "en-ca"];

export interface GameOfTheWeekAdminDeps {
  db: Db;
  clock: Clock;
  audit: Pick<AuditService, "record">;
  /** The catalogue's name of a game by slug, or undefined when it has none (an unknown game cannot be the pick). */
  gameName: (slug: string) => Promise<string | undefined>;
}

/** The Amsterdam week (Monday 00:00 to the next Monday 00:00, DST-correct) that contains `at`. */
function weekOf(at: Date): { start: Date; end: Date } {
  const { year, month, day } = localParts(at);
  const sinceMonday = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
  const midnight = (d: number) => zonedInstant({ year, month, day: d });
  return { start: midnight(day - sinceMonday), end: midnight(day - sinceMonday + 7) };
}

const weekNotSchedulable = (week: string) =>
  new AppError(
    "WEEK_NOT_SCHEDULABLE",
    400,
    `The week ${week} cannot be scheduled: name the Monday of this week or of one of the next ${SCHEDULABLE_WEEKS - 1}`,
  );

/**
 * The game of the week from the back office (docs/product/back-office.md#catalogue, decision 0206): each Amsterdam
 * week (Monday 00:00 to Monday 00:00) gets its own content entry per locale, published with that window, so the
 * lobby's banner and the loyalty boost rotate at the week's turn without anyone at the desk. Nothing caches the pick
 * (the lobby reads the content store on each request), so a saved week shows at once.
 */
export function createGameOfTheWeekAdmin(deps: GameOfTheWeekAdminDeps) {
  const { db, clock, audit } = deps;

  /** The weeks that can be scheduled now: this one first. */
  function weeks(): { week: string; from: Date; to: Date }[] {
    const list: { week: string; from: Date; to: Date }[] = [];
    let at = clock.now();
    for (let i = 0; i < SCHEDULABLE_WEEKS; i++) {
      const { start, end } = weekOf(at);
      list.push({ week: calendarDate(start), from: start, to: end });
      at = end;
    }
    return list;
  }

  function scheduleOf(rows: ContentRow[], gameName: string): GameOfTheWeekSchedule | null {
    const by = new Map(rows.map((row) => [row.locale, row.fields as Record<string, unknown>]));
    const en = by.get("en");
    if (!en) return null;
    const texts = (fields: Record<string, unknown> | undefined): GameOfTheWeekTexts | null =>
      fields ? { title: String(fields.title ?? ""), text: String(fields.text ?? "") } : null;
    return {
      gameSlug: String(en.gameSlug),
      gameName,
      pointsBoost: Number(en.pointsBoost ?? 1),
      en: texts(en)!,
      de: texts(by.get("de")) ?? texts(en)!,
      "en-ca": texts(by.get("en-ca")),
    };
  }

  async function read(tx: Db, week: string) {
    const rows = await contentStore.ofTypeWithPrefix(tx, TYPE, `${WEEK_PREFIX}${week}`);
    const en = rows.find((row) => row.locale === "en");
    const name = en ? ((await deps.gameName(String(en.fields.gameSlug))) ?? "") : "";
    return scheduleOf(rows, name);
  }

  function schedulable(week: string) {
    const found = weeks().find((w) => w.week === week);
    if (!found) throw weekNotSchedulable(week);
    return found;
  }

  return {
    /** GET: this week and the next seven with their picks, and the standing pick behind unscheduled weeks. */
    async list(): Promise<GameOfTheWeekAdminResponse> {
      const list = weeks();
      const result: GameOfTheWeekWeek[] = [];
      for (const w of list) {
        result.push({
          week: w.week,
          from: w.from.toISOString(),
          to: w.to.toISOString(),
          pick: await read(db, w.week),
        });
      }
      const live = await contentStore.visible(db, { type: TYPE, locales: ["en"], now: clock.now() });
      const standing = live.find((row) => !row.slug.startsWith(WEEK_PREFIX));
      return {
        weeks: result,
        standing: standing
          ? { gameSlug: String(standing.fields.gameSlug), title: String(standing.fields.title) }
          : null,
      };
    },

    /** PUT: sets (or replaces) one week's pick; recorded with what it was before. */
    async set(week: string, body: GameOfTheWeekRequest, actor: AuditActor): Promise<GameOfTheWeekWeek> {
      const { from, to } = schedulable(week);
      const input = RequestSchema.parse(body);
      const gameName = await deps.gameName(input.gameSlug);
      if (gameName === undefined) {
        throw new AppError("GAME_NOT_FOUND", 404, `No game "${input.gameSlug}" in the catalogue`);
      }
      const slug = `${WEEK_PREFIX}${week}`;
      const pick = await inTransaction(db, async (tx) => {
        const before = await read(tx, week);
        const now = clock.now();
        for (const locale of LOCALES) {
          const texts = input[locale];
          if (!texts) {
            await contentStore.remove(tx, TYPE, slug, locale);
            continue;
          }
          const row = prepareEntry({
            type: TYPE,
            slug,
            locale,
            status: "published",
            publishFrom: from,
            publishTo: to,
            sortOrder: WEEK_SORT_ORDER,
            fields: {
              gameSlug: input.gameSlug,
              title: texts.title,
              text: texts.text,
              // The art is the house's; its description names the game in every locale.
              image: { src: BANNER_SRC, alt: gameName },
              pointsBoost: input.pointsBoost,
            },
          });
          await contentStore.upsert(tx, row, now);
        }
        const after = await read(tx, week);
        await audit.record(tx, {
          actor,
          action: "catalogue.game-of-the-week",
          target: { type: "game-of-the-week", id: week },
          before,
          after,
        });
        return after;
      });
      return { week, from: from.toISOString(), to: to.toISOString(), pick };
    },

    /** DELETE: takes one week's pick away (the standing pick, if any, shows that week); nothing to take is a 404. */
    async clear(week: string, actor: AuditActor): Promise<GameOfTheWeekWeek> {
      const { from, to } = schedulable(week);
      const slug = `${WEEK_PREFIX}${week}`;
      await inTransaction(db, async (tx) => {
        const before = await read(tx, week);
        if (!before) throw new AppError("NOT_FOUND", 404, `No game of the week is scheduled for ${week}`);
        for (const locale of LOCALES) await contentStore.remove(tx, TYPE, slug, locale);
        await audit.record(tx, {
          actor,
          action: "catalogue.game-of-the-week-clear",
          target: { type: "game-of-the-week", id: week },
          before,
          after: null,
        });
      });
      return { week, from: from.toISOString(), to: to.toISOString(), pick: null };
    },
  };
}

export type GameOfTheWeekAdmin = ReturnType<typeof createGameOfTheWeekAdmin>;
