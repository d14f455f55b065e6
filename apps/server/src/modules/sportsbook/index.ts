export type { FeaturedEvent, FeaturedEventRef } from "./catalogue/featured-event";
export type { SettledBet, SettledBetsReader } from "./settlement/settled-bets";
export { type Sportsbook, sportsbookModule } from "./sportsbook.module";
