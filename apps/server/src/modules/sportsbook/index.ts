export { createFeaturedEvents, type FeaturedEvent, type FeaturedEventRef } from "./catalogue/featured-event";
export { createSettledBets, type SettledBet, type SettledBetsReader } from "./settlement/settled-bets";
export { registerSportsbook, type Sportsbook } from "./sportsbook.module";
