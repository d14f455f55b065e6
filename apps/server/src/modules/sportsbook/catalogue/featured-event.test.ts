import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ManualClock } from "../../../platform/clock";
import { call } from "../../../test/funded-player";
import type { TestApp } from "../../../test/harness";
import { insertMissingContent } from "../../content";
import { fixture, sportsApp } from "../sportsbook.test-support";

let t: TestApp;
let clock: ManualClock;
beforeAll(async () => {
  ({ t, clock } = await sportsApp());
});
afterAll(() => t.close());

/** An event slide as an editor writes it: a title, art, a button, and which event of the book it shows. */
const slide = (slug: string, sortOrder: number, event: Record<string, string>) =>
  insertMissingContent(t.app.services.db, [
    {
      type: "banner",
      slug,
      sortOrder,
      locale: "en",
      fields: {
        kind: "event-slide",
        title: "Match of the day",
        image: { src: "/brand/art-sports.svg", alt: "A ball on a floodlit pitch" },
        event,
        cta: { label: "See the odds", link: "/sports" },
      },
    },
  ]);

type Slide = {
  attributes: { kind: string; title: string; event?: Record<string, unknown>; cta?: { link: string } };
};
const eventSlides = async (): Promise<Slide["attributes"][]> => {
  const response = await call(t.app, "GET", "/api/bannersv2?locale=en");
  expect(response.status).toBe(200);
  return (response.json.data as Slide[])
    .map((entry) => entry.attributes)
    .filter((slide) => slide.kind === "event-slide");
};

describe("event slides (home carousel)", () => {
  it("show a real event of the book, lead to it, and leave the carousel when it is over", async () => {
    await slide("next-in-league", 1, { competitionId: "football-test-league" });
    // No match of the league in the book: the slide advertises nothing.
    expect(await eventSlides()).toEqual([]);

    const soon = await fixture(t, clock, { inMs: 2 * 3_600_000, home: "Harbour City", away: "Kestrel Vale" });
    const later = await fixture(t, clock, { inMs: 5 * 3_600_000, home: "Alba Rovers", away: "Port Ennis" });
    await slide("named-match", 2, { eventId: later.id });

    const [next, named] = await eventSlides();
    expect(next?.event).toMatchObject({
      eventId: soon.id,
      competition: "Test League",
      home: "Harbour City",
      away: "Kestrel Vale",
      startsAt: soon.startsAt,
      live: false,
    });
    expect(next?.cta?.link).toBe(`/sports/event/${soon.id}`);
    expect(named?.event).toMatchObject({ eventId: later.id, home: "Alba Rovers", away: "Port Ennis" });

    // The named match is called off: its slide goes; the league's slide still shows the league's next match.
    await t.app.sportsbook.book.abandon(later.id);
    const left = await eventSlides();
    expect(left.map((s) => (s.event as { eventId: string }).eventId)).toEqual([soon.id]);
  });
});
