import type { EventChange, EventSummary } from "@casino/contract";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { clearLiveScoreboards, publishScoreboard, useLiveScoreboard } from "./live-scoreboards";

const event = {
  id: "e1",
  status: "live",
  scoreboard: { home: 0, away: 0, clock: "12'" },
} as unknown as EventSummary;

const change = (clock: string, home = 0): EventChange => ({
  seq: 1,
  eventId: "e1",
  status: "live",
  scoreboard: { home, away: 0, clock },
});

/** What a row's clock shows (the server's render reads the fetched scoreboard, as hydration does). */
function Clock({ of }: { of: EventSummary }) {
  return useLiveScoreboard(of)?.clock ?? "";
}

describe("live scoreboards", () => {
  it("renders the scoreboard the event was fetched with on the server, whatever the stream said", () => {
    publishScoreboard(change("13'"));
    expect(renderToString(createElement(Clock, { of: event }))).toBe("12&#x27;");
    clearLiveScoreboards();
  });
});
