export { createFeaturedEvents, type FeaturedEvent, type FeaturedEventRef } from "./featured-event";
export { createSettledBets, type SettledBet, type SettledBetsReader } from "./settled-bets";
export { registerSportsbook, type Sportsbook } from "./sportsbook.module";
