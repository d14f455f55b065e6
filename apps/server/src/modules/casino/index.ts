export { casinoFeedsModule, casinoModule } from "./casino.module";
export { type CatalogueService, createCatalogueService, GAME_NOT_FOUND } from "./catalogue.service";
export { importGamesFeed, vendorSlug } from "./catalogue-import";
export { type FeedFilter, type FeedRound, maskUsername, type RoundFeedSource } from "./feeds.service";
