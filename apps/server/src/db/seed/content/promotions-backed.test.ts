import {
  type BonusCampaign,
  JackpotCard,
  PrizeWheelResponse,
  renderMoneyText,
  toMajor,
} from "@casino/contract";
import { studioGames } from "@casino/games";
import { footballMarketsFromDistribution } from "@casino/sports";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoTournaments } from "../../../modules/engagement";
import { insertTestUser } from "../../../test/fixtures";
import { call } from "../../../test/funded-player";
import { createTestApp, type TestApp } from "../../../test/harness";
import { DEMO_CONTENT } from "./index";

// Issue 17: offers that exist. Every seeded promotion must be backed by something a player can actually get — a
// bonus campaign (named by the promotion's `bonusCode`) or a tournament (its call to action links to it) — and
// every figure its English text states (amounts, percentages, wagering, days, weekdays, games) must be that
// campaign's or tournament's setting. Figures are read from the text with the phrases the seeds use; any amount,
// percentage, multiplier or day count left over that no rule accounts for fails the test, so a new figure in a
// promotion needs a setting behind it (or a rule here). Amounts are read without their currency: campaign amounts
// are in each player's own currency (docs/decisions/0143-promotions-name-what-backs-them.md).

let t: TestApp;
let campaigns: BonusCampaign[];
/** Slugs of the games the live-casino page lists (the web's LIVE_GROUP, the `table-games` group). */
let liveCasinoGames: string[];

beforeAll(async () => {
  t = await createTestApp();
  const userId = await insertTestUser(t.app.services.db, { roles: ["player", "admin"] });
  const { token } = await t.app.services.sessions.create({ userId });
  const listed = await call(t.app, "GET", "/api/admin/bonus/campaigns", { "x-session-id": token });
  expect(listed.status).toBe(200);
  campaigns = listed.json.items;
  const live = await call(
    t.app,
    "GET",
    `/v1/casino/games?filter=${encodeURIComponent(JSON.stringify({ group: "table-games" }))}&limit=100&platform=PC`,
  );
  expect(live.status).toBe(200);
  liveCasinoGames = live.json.items.map((g: { slug: string }) => g.slug);
});
afterAll(() => t.close());

const promotions = DEMO_CONTENT.filter((entry) => entry.type === "promotion");

/**
 * The promotion's English text as a reader sees it: title, summary, body and terms, tags removed, money rendered
 * (in euros; the figure is the same in every currency).
 */
function textOf(fields: Record<string, unknown>): string {
  return ["title", "subtitle", "summary", "content", "terms", "text"]
    .map((name) => renderMoneyText(String(fields[name] ?? ""), "EUR", "en"))
    .join("\n")
    .replace(/<\/(p|li|td|th|tr)>/g, ". ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

const amount = (text: string) => Number(text.replace(/,/g, ""));
const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const gameName = (slug: string) => studioGames.find((g) => g.slug === slug)?.name ?? slug;

/**
 * Reads the figures of a text: each rule's pattern is found wherever it occurs, its numbers are handed to the
 * check, and the matched text is blanked. What is left must hold no figure.
 */
class Reader {
  constructor(
    private text: string,
    private readonly where: string,
  ) {}

  read(pattern: RegExp, check: (...groups: string[]) => void): number {
    let found = 0;
    this.text = this.text.replace(
      new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`),
      (...m) => {
        found++;
        check(...(m.slice(1, -2) as string[]));
        return " ";
      },
    );
    return found;
  }

  /** Figures no rule accounted for. */
  leftovers(): string[] {
    return [
      ...this.text.matchAll(/€\s?[\d.,]+|\d+(?:[.,]\d+)?\s?(?:%|×|days?\b|free spins?\b|free bet\b)/g),
    ].map(
      (m) =>
        `${this.where}: "${m[0]}" in …${this.text.slice(Math.max(0, (m.index ?? 0) - 40), (m.index ?? 0) + 20)}…`,
    );
  }
}

/** The checks of a bonus campaign's promotion. */
function checkCampaign(reader: Reader, text: string, c: BonusCampaign) {
  const is = (field: keyof BonusCampaign, value: number | null, what: string) =>
    expect(value, `${c.code} ${what}`).toBe(c[field] as number | null);
  // Examples work the campaign's rule through: a match of the deposit, a free bet's winnings without its stake.
  reader.read(
    /Example: deposit €(\d+) and play with €(\d+) of your own money plus €(\d+) bonus/,
    (dep, own, bon) => {
      expect(amount(own), `${c.code} example`).toBe(amount(dep));
      expect(amount(bon), `${c.code} example`).toBe(
        Math.min((amount(dep) * (c.percentage ?? 0)) / 100, c.maxBonus ?? Infinity),
      );
    },
  );
  reader.read(/a €(\d+) free bet at odds of (\d+(?:\.\d+)?) pays €(\d+)/, (stake, odds, pays) => {
    expect(amount(stake), `${c.code} example`).toBe(c.amount);
    expect(amount(pays), `${c.code} example`).toBe(amount(stake) * Number(odds) - amount(stake));
  });
  // What it gives.
  reader.read(
    /(\d+)% (?:welcome match|extra|of your deposit|of it|of your net|weekly cashback|cashback)/,
    (p) => is("percentage", amount(p), "percentage"),
  );
  reader.read(/Friday reload: (\d+)%/, (p) => is("percentage", amount(p), "percentage"));
  reader.read(/matched (\d+)%/, (p) => is("percentage", amount(p), "percentage"));
  reader.read(/we match it (\d+)%/, (p) => is("percentage", amount(p), "percentage"));
  reader.read(/up to €(\d[\d,]*)/, (max) => is("maxBonus", amount(max), "most given"));
  reader.read(/cashback is capped at €(\d+) per week/, (max) => is("maxBonus", amount(max), "weekly cap"));
  reader.read(/capped at €(\d+)/, (max) => is("maxConversion", amount(max), "conversion cap"));
  reader.read(/(\d+) free spins/, (n) => is("spins", amount(n), "spins"));
  reader.read(/worth €(\d+(?:\.\d+)?) each/, (v) => is("amount", amount(v), "spin value"));
  reader.read(/(?:a |get a |receive a )?€(\d+) free bet/, (v) => is("amount", amount(v), "free bet"));
  // What it asks.
  reader.read(/(?:[Dd]eposit|Minimum deposit|first deposit of) €(\d+)(?: or more)?/, (min) =>
    is("minDeposit", amount(min), "minimum deposit"),
  );
  reader.read(/Minimum net loss €(\d+)/, (min) => is("minDeposit", amount(min), "minimum net loss"));
  reader.read(/(?:Bet|bet of|bet|more than) €(\d+)(?: or more)?/, (min) =>
    is("minDeposit", amount(min), "qualifying stake"),
  );
  reader.read(/(?:total )?odds of (?:at least )?(\d+(?:\.\d+)?)(?: or higher| or more)?/, (odds) => {
    expect([c.qualifyingMinOdds, c.freeBetMinOdds], `${c.code} odds`).toContain(Number(odds));
  });
  // The rules it is played under.
  reader.read(/(?:Wagering )?(\d+)× (?:the bonus amount|wagering)/, (n) =>
    is("wageringMultiplier", amount(n), "wagering"),
  );
  if (/without wagering|no wagering/i.test(text))
    expect(c.wageringMultiplier, `${c.code} no wagering`).toBe(0);
  reader.read(
    /Slots count (\d+)%, dice (\d+)%, roulette and blackjack (\d+)%, live casino (\d+)%/,
    (slot, dice, table, live) =>
      expect(c.contributions, `${c.code} contributions`).toEqual({
        ...c.contributions,
        slot: amount(slot),
        dice: amount(dice),
        table: amount(table),
        live: amount(live),
      }),
  );
  reader.read(/Highest stake[^€]*€(\d+)/, (max) => is("maxBet", amount(max), "highest stake"));
  reader.read(/used within (\d+) days/, (d) => is("validityDays", amount(d), "days to use"));
  reader.read(/within (\d+) days/, (d) => {
    expect([c.validityDays, c.wageringDays], `${c.code} days`).toContain(amount(d));
  });
  reader.read(/(\d+) days/, (d) => {
    expect([c.validityDays, c.wageringDays], `${c.code} days`).toContain(amount(d));
  });
  // How often it can be had: a limit the offer states is the campaign's.
  reader.read(/[Oo]nce per player per (day|week|month)/, (period) =>
    expect(c.claimLimit, `${c.code} claim limit`).toEqual({ count: 1, period }),
  );
  // When it can be had: weekdays the offer names are the days its window opens.
  const named = new Set<number>();
  reader.read(
    /(?:On|Every|every|any|per|once per) (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)s?/,
    (day) => {
      named.add(WEEKDAYS.indexOf(day) + 1);
    },
  );
  if (/\bFriday\b/.test(text) && c.kind !== "cashback") named.add(5);
  if (c.kind === "cashback") {
    // The week runs from Monday 00:00 to Sunday 23:59, and is paid on Monday; the offer itself has no window.
    expect(
      [...named].every((day) => day === 1),
      `${c.code} names only its payment day`,
    ).toBe(true);
    expect(c.availableDays, `${c.code} window`).toBeNull();
  } else {
    expect(c.availableDays ?? [], `${c.code} weekdays`).toEqual([...named].sort());
  }
  // On which games.
  if (c.kind === "free_spins") expect(text, `${c.code} game`).toContain(gameName(c.gameSlug ?? ""));
  if (c.kind === "cashback") {
    expect(text, `${c.code} names its games`).toMatch(/live[- ]casino/);
    expect([...(c.gameSlugs ?? [])].sort(), `${c.code} games`).toEqual([...liveCasinoGames].sort());
  }
}

describe("seeded promotions", () => {
  it("are each backed by a campaign or a tournament that exists", () => {
    expect(promotions.length).toBeGreaterThan(0);
    const unbacked = promotions.filter((p) => {
      const code = p.en.bonusCode;
      const link = (p.en.cta as { link?: string } | undefined)?.link ?? "";
      const tournament = /^\/tournaments\/([\w-]+)$/.exec(link)?.[1];
      const campaign = campaigns.find((c) => c.code === code && c.active);
      return !campaign && !demoTournaments(new Date()).some((x) => x.id === tournament);
    });
    expect(unbacked.map((p) => p.slug)).toEqual([]);
    // The German text names the same campaign.
    for (const p of promotions) expect(p.de.bonusCode, p.slug).toBe(p.en.bonusCode);
  });

  it("state the figures of the campaign behind them", () => {
    const leftovers: string[] = [];
    for (const p of promotions.filter((x) => x.en.bonusCode)) {
      const c = campaigns.find((x) => x.code === p.en.bonusCode);
      if (!c) throw new Error(`${p.slug}: no campaign ${String(p.en.bonusCode)}`);
      const text = textOf(p.en);
      const reader = new Reader(text, p.slug);
      checkCampaign(reader, text, c);
      leftovers.push(...reader.leftovers());
      // A campaign with a claim limit says so ("Once per player per week").
      if (c.claimLimit) expect(text, `${p.slug} states its claim limit`).toMatch(/[Oo]nce per player per /);
    }
    expect(leftovers).toEqual([]);
  });

  it("state the prizes, entry and game of the tournament behind them", () => {
    const leftovers: string[] = [];
    for (const p of promotions.filter((x) => !x.en.bonusCode)) {
      const link = (p.en.cta as { link: string }).link;
      const tournament = demoTournaments(new Date()).find((x) => link === `/tournaments/${x.id}`);
      if (!tournament) throw new Error(`${p.slug}: no tournament at ${link}`);
      const text = textOf(p.en);
      const reader = new Reader(text, p.slug);
      const prizes = tournament.prizes.map((minor) => toMajor(BigInt(minor)));
      const total = prizes.reduce((a, b) => a + b, 0);
      reader.read(/€(\d[\d,]*) in bonus (?:prizes|money)/, (sum) => expect(amount(sum), p.slug).toBe(total));
      const places: number[] = [];
      reader.read(/(\d)(?:st|nd|rd|th)\W+€(\d[\d,]*)/, (place, prize) => {
        places.push(Number(place));
        expect(amount(prize), `${p.slug} prize ${place}`).toBe(prizes[Number(place) - 1]);
      });
      expect(places, `${p.slug} every prize listed`).toEqual(prizes.map((_, i) => i + 1));
      reader.read(/top (\d+)/, (n) => expect(Number(n), p.slug).toBe(prizes.length));
      expect(tournament.prizeKind, `${p.slug} prizes in bonus money`).toBe(
        /bonus money|bonus prizes/.test(text) ? "bonus" : "real",
      );
      if (tournament.ticketCode) {
        expect(text, p.slug).toContain(tournament.ticketCode);
        expect(
          campaigns.map((c) => c.code),
          `${p.slug} ticket campaign`,
        ).toContain(tournament.ticketCode);
      }
      for (const slug of tournament.games) expect(text, `${p.slug} game`).toContain(gameName(slug));
      if (/single-spin win multiplier|single multiplier/.test(text))
        expect(tournament.scoring, p.slug).toBe("biggest_multiplier");
      leftovers.push(...reader.leftovers());
    }
    expect(leftovers).toEqual([]);
  });
});

// Issue 17: not only the promotion pages make promises. Every other seeded marketing text — home slides, the
// promotions page's banners, pop-ups, the game of the week — that states money, days, games or wagering must be
// backed too: by the campaign it advertises (its figures read as above), or by the feature it describes.

/** What backs each marketing text that is not a promotion page; a text with figures that is not listed fails. */
const BACKED_BY: Record<
  string,
  { campaign: string } | "wheel" | "game-of-the-week" | "jackpot" | "sports" | "live"
> = {
  "banner:welcome-guests": { campaign: "WELCOME100" },
  "banner:reload-players": { campaign: "RELOAD50" },
  "banner:comet-spins-reminder": { campaign: "COMET50" },
  "banner:live-casino": "live",
  "banner:derby-weekend": "sports",
  "banner:mega-jackpot": "jackpot",
  "popup:welcome": { campaign: "WELCOME100" },
  "popup:daily-wheel": "wheel",
  "promotion-banner:promotions-sports": { campaign: "FREEBET5" },
  "game-of-the-week:pick": "game-of-the-week",
};

/** Words of a sports text and the market each promises (the book's market types). */
const MARKET_WORDS: [RegExp, string][] = [
  [/\bresults?\b/i, "1x2"],
  [/\bgoals\b/i, "total_goals"],
  [/both teams to score/i, "btts"],
  [/correct score/i, "correct_score"],
  [/handicap/i, "asian_handicap"],
  [/\bcards\b|bookings/i, "cards"],
  [/corners/i, "corners"],
];

describe("seeded banners, slides and pop-ups", () => {
  const others = DEMO_CONTENT.filter((entry) => entry.type !== "promotion");

  it("state only figures of the campaign or feature behind them", async () => {
    const leftovers: string[] = [];
    const player = await insertTestUser(t.app.services.db, { currency: "EUR" });
    const { token } = await t.app.services.sessions.create({ userId: player });
    const wheel = PrizeWheelResponse.parse(
      (await call(t.app, "GET", "/api/prize-wheel", { "x-session-id": token })).json,
    );
    const jackpot = JackpotCard.parse(
      (await call(t.app, "GET", "/api/jackpot/egt-jackpot?currency=EUR")).json,
    );
    // Every market a football match of the book offers (the slide's competition is football).
    const uniform = Array.from({ length: 6 }, () => Array.from({ length: 6 }, () => 1 / 36));
    const markets = new Set<string>(footballMarketsFromDistribution(uniform).map((m) => m.type));
    for (const entry of others) {
      const where = `${entry.type}:${entry.slug}`;
      const fields = entry.en;
      const text = textOf(fields);
      const reader = new Reader(text, where);
      const backing = BACKED_BY[where];
      if (typeof backing === "object") {
        const c = campaigns.find((x) => x.code === backing.campaign && x.active);
        expect(c, `${where}: campaign ${backing.campaign}`).toBeDefined();
        checkCampaign(reader, text, c!);
      } else if (backing === "wheel") {
        // The segments are the server's prizes, in order (one spin a day is the wheel's own rule).
        const segments = (fields.wheel as { segments: string[] }).segments;
        expect(segments, `${where} segments`).toEqual(
          wheel.prizes.map((p) =>
            p.kind === "points"
              ? `${p.amount} loyalty points`
              : p.kind === "free_spins"
                ? `${p.amount} free spins`
                : p.kind === "cash"
                  ? `${p.amount.toFixed(2)} cash`
                  : p.kind === "bonus_money"
                    ? `${p.amount.toFixed(2)} bonus money`
                    : "No prize this time",
          ),
        );
        reader.read(/One free spin a day/, () => undefined);
      } else if (backing === "game-of-the-week") {
        expect(text, where).toContain(gameName(String(fields.gameSlug)));
        const boost = { Double: 2, Triple: 3 }[/\b(Double|Triple) loyalty points/.exec(text)?.[1] ?? ""];
        expect(boost, `${where} points boost`).toBe(fields.pointsBoost);
      } else if (backing === "jackpot") {
        const slide = fields.jackpot as { jackpotId: string; name: string };
        expect([slide.jackpotId, slide.name], where).toEqual([jackpot.jackpotId, jackpot.name]);
        expect(jackpot.games.length, `${where} has jackpot slots`).toBeGreaterThan(0);
      } else if (backing === "sports") {
        for (const [word, market] of MARKET_WORDS) {
          if (word.test(text)) expect(markets.has(market), `${where} promises ${market} markets`).toBe(true);
        }
      } else if (backing === "live") {
        // The live casino's tables are RNG games everyone at a table sees, not video: nobody deals.
        expect(text, `${where} promises dealers`).not.toMatch(/dealer|croupier/i);
        for (const game of ["roulette", "blackjack", "dice"]) {
          if (new RegExp(game, "i").test(text))
            expect(
              liveCasinoGames.some((slug) => gameName(slug).toLowerCase().includes(game)),
              `${where} ${game}`,
            ).toBe(true);
        }
      }
      leftovers.push(...reader.leftovers());
    }
    expect(leftovers).toEqual([]);
  });

  it("say the same in German as in English where they promise a feature", () => {
    for (const entry of others.filter((e) => BACKED_BY[`${e.type}:${e.slug}`] === "live")) {
      expect(textOf(entry.de), entry.slug).not.toMatch(/croupier|dealer|Geber/i);
    }
    for (const entry of others.filter((e) => BACKED_BY[`${e.type}:${e.slug}`] === "sports")) {
      expect(textOf(entry.de), entry.slug).not.toMatch(/Ecken|Karten/i);
    }
  });
});
