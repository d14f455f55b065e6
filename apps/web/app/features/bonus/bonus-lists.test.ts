import { describe, expect, it } from "vitest";
import { activeBonuses, activeCount, bonusHistory, progressPercent } from "./bonus-lists";

const bonus = (id: string, status: string, grantedDate: string) => ({ id, status, grantedDate }) as const;

const wallet = [
  bonus("new", "active", "2026-03-05T10:00:00Z"),
  bonus("old", "active", "2026-03-01T10:00:00Z"),
  bonus("waiting", "pending", "2026-03-03T10:00:00Z"),
  bonus("done-early", "completed", "2026-02-01T10:00:00Z"),
  bonus("done-late", "forfeited", "2026-02-20T10:00:00Z"),
  bonus("expired", "expired", "2026-02-10T10:00:00Z"),
] as {
  id: string;
  status: "active" | "pending" | "completed" | "forfeited" | "expired";
  grantedDate: string;
}[];

describe("the bonus lists", () => {
  it("shows open bonuses by grant date, oldest first", () => {
    expect(activeBonuses(wallet).map((b) => b.id)).toEqual(["old", "waiting", "new"]);
  });

  it("shows the history by grant date, newest first", () => {
    expect(bonusHistory(wallet).map((b) => b.id)).toEqual(["done-late", "expired", "done-early"]);
  });

  it("counts the active bonuses for the profile menu, not the waiting ones", () => {
    expect(activeCount(wallet)).toBe(2);
    expect(activeCount([])).toBe(0);
  });

  it("turns wagering progress into a whole percent", () => {
    expect(progressPercent({ wagered: 0, required: 600 })).toBe(0);
    expect(progressPercent({ wagered: 149.99, required: 600 })).toBe(24);
    expect(progressPercent({ wagered: 600, required: 600 })).toBe(100);
    expect(progressPercent({ wagered: 0, required: 0 })).toBe(100);
  });
});
