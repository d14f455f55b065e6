import { userKey } from "../../../lib/query-keys";

/** Public sportsbook data (menu, events, markets): the same for every visitor, kept live by the odds stream. */
export const SPORTS_KEY = ["sportsbook"] as const;
export const MENU_KEY = [...SPORTS_KEY, "menu"] as const;
export const EVENTS_KEY = [...SPORTS_KEY, "events"] as const;
export const eventKey = (eventId: string) => [...SPORTS_KEY, "event", eventId] as const;

/** The player's bets: under `user`, so logout drops them. */
export const BETS_KEY = userKey("sportsbook", "bets");
