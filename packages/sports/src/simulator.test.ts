import { describe, expect, it } from "vitest";
import { fairMarkets } from "./markets";
import { settleSelection } from "./settlement";
import { createSimulator, resultFromState } from "./simulator";
import type { MatchModel, SimEvent } from "./types";

const football: MatchModel = {
  sport: "football",
  home: { attack: 1.5, defence: 0.95 },
  away: { attack: 1.2, defence: 1.05 },
  homeAdvantage: 1.2,
};
const tennis: MatchModel = { sport: "tennis", home: { serve: 0.67 }, away: { serve: 0.62 } };
const basketball: MatchModel = {
  sport: "basketball",
  home: { rating: 113 },
  away: { rating: 108 },
  homeAdvantage: 2.5,
};
const models = [football, tennis, basketball];

describe("createSimulator", () => {
  it("is deterministic by seed, and different seeds play different matches", () => {
    for (const model of models) {
      const a = createSimulator(model, "event-42");
      expect(createSimulator(model, "event-42")).toEqual(a);
      const b = createSimulator(model, "event-43");
      expect(b.events).not.toEqual(a.events);
    }
  });

  it("ends with an end event whose state is the result, in time order", () => {
    for (const model of models) {
      for (let i = 0; i < 50; i++) {
        const { events, result } = createSimulator(model, `order-${i}`);
        expect(events[0]!.kind).toBe("kickoff");
        expect(events.at(-1)!.kind).toBe("end");
        expect(events.filter((e) => e.kind === "end").length).toBe(1);
        expect(result).toEqual(resultFromState(events.at(-1)!.state));
        for (let k = 1; k < events.length; k++)
          expect(events[k]!.at).toBeGreaterThanOrEqual(events[k - 1]!.at);
        for (const e of events) expect(e.state.sport).toBe(model.sport);
      }
    }
  });

  it("plays football for 90 minutes with goals inside attacks, red cards and half-time", () => {
    let goals = 0;
    let reds = 0;
    for (let i = 0; i < 100; i++) {
      const { events, result } = createSimulator(football, `football-${i}`);
      expect(events.at(-1)!.at).toBe(5400);
      expect(events.filter((e) => e.kind === "period").map((e) => e.at)).toEqual([2700]);
      if (result.sport !== "football") throw new Error("sport");
      const scored = events.filter((e) => e.kind === "goal");
      expect(scored.filter((e) => e.side === "home").length).toBe(result.home);
      expect(scored.filter((e) => e.side === "away").length).toBe(result.away);
      goals += scored.length;
      reds += events.filter((e) => e.kind === "red_card").length;
      // Every goal ends a danger of the same side; every danger is closed by a goal or a safe before the next.
      let open: SimEvent | null = null;
      for (const e of events) {
        if (e.kind === "danger") {
          expect(open).toBeNull();
          open = e;
        } else if (e.kind === "goal") {
          expect(open?.side).toBe(e.side);
          open = null;
        } else if (e.kind === "safe") {
          open = null;
        }
        if (e.state.sport === "football") expect(e.state.state.minute).toBeCloseTo(e.at / 60, 12);
      }
      expect(open).toBeNull();
    }
    expect(goals / 100).toBeGreaterThan(2);
    expect(goals / 100).toBeLessThan(4);
    expect(reds).toBeGreaterThan(0);
  });

  it("plays tennis point by point to a valid best-of-three result", () => {
    for (let i = 0; i < 100; i++) {
      const { events, result } = createSimulator(tennis, `tennis-${i}`);
      if (result.sport !== "tennis") throw new Error("sport");
      const won = [0, 0];
      for (const [h, a] of result.sets) {
        const [w, l] = h > a ? [h, a] : [a, h];
        expect((w === 6 && l <= 4) || (w === 7 && (l === 5 || l === 6))).toBe(true);
        won[h > a ? 0 : 1]!++;
      }
      expect(Math.max(...won)).toBe(2);
      expect(Math.min(...won)).toBeLessThan(2);
      const points = events.filter((e) => e.kind === "point" || e.kind === "game" || e.kind === "set").length;
      expect(points).toBeGreaterThan(40);
      // About 30 s a point including changeovers and set breaks.
      expect(events.at(-1)!.at / points).toBeGreaterThan(22);
      expect(events.at(-1)!.at / points).toBeLessThan(40);
      // The server changes after every game outside tie-breaks.
      for (let k = 1; k < events.length; k++) {
        const [before, after] = [events[k - 1]!.state, events[k]!.state];
        if (before.sport !== "tennis" || after.sport !== "tennis") continue;
        const tieBreak = before.state.games[0] === 6 && before.state.games[1] === 6;
        if ((events[k]!.kind === "game" || events[k]!.kind === "set") && !tieBreak) {
          expect(after.state.server).not.toBe(before.state.server);
        }
        if (events[k]!.kind === "point" && !tieBreak) expect(after.state.server).toBe(before.state.server);
      }
    }
  });

  it("plays basketball by possession with quarters and overtime only when level", () => {
    let overtimes = 0;
    for (let i = 0; i < 200; i++) {
      const { events, result } = createSimulator(basketball, `basketball-${i}`);
      if (result.sport !== "basketball") throw new Error("sport");
      expect(result.home).not.toBe(result.away);
      const scores = events.filter((e) => e.kind === "score");
      const sum = (side: string) =>
        scores.filter((e) => e.side === side).reduce((n, e) => n + (e.points ?? 0), 0);
      expect(sum("home")).toBe(result.home);
      expect(sum("away")).toBe(result.away);
      for (const e of scores) expect([1, 2, 3]).toContain(e.points);
      const periods = events.filter((e) => e.kind === "period");
      expect(periods.slice(0, 3).map((e) => e.at)).toEqual([720, 1440, 2160]);
      const end = events.at(-1)!;
      if (end.at > 2880) {
        overtimes++;
        const regulation = periods[3]!;
        expect(regulation.at).toBe(2880);
        if (regulation.state.sport === "basketball") {
          expect(regulation.state.state.home).toBe(regulation.state.state.away);
        }
        expect((end.at - 2880) % 300).toBe(0);
      } else {
        expect(end.at).toBe(2880);
      }
      if (end.state.sport === "basketball") expect(end.state.state.secondsLeft).toBe(0);
    }
    expect(overtimes).toBeLessThan(20);
  });

  it("plays matches as the pricing model expects (seeded, within 4 standard errors)", () => {
    const n = 1500;
    for (const [model, key, selection] of [
      [football, "1x2", "home"],
      [football, "total_goals:2.5", "over"],
      [tennis, "match_winner", "home"],
      [basketball, "moneyline", "home"],
    ] as const) {
      const market = fairMarkets(model, null).find((m) => m.key === key)!;
      const p = market.selections.find((s) => s.key === selection)!.probability;
      let hits = 0;
      for (let i = 0; i < n; i++) {
        const { result } = createSimulator(model, `calibration-${i}`);
        if (settleSelection(market.type, market.line, selection, result) === "won") hits++;
      }
      const se = Math.sqrt((p * (1 - p)) / n);
      expect(Math.abs(hits / n - p), `${model.sport} ${key}`).toBeLessThan(4 * se);
    }
  });
});
