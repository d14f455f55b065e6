// Every module's tables, gathered for Drizzle's typed handle and for drizzle-kit's migration generator.
export * from "../modules/account/account.tables";
export * from "../modules/cashier/cashier.tables";
export * from "../modules/casino/casino.tables";
export * from "../modules/content/content.tables";
export * from "../modules/games/games.tables";
export * from "../modules/limits/limits.tables";
export * from "../modules/psp-sandbox/psp-sandbox.tables";
export * from "../modules/session/session.tables";
export * from "../modules/settings/settings.tables";
export * from "../modules/wallet/wallet.tables";
export * from "../platform/jobs/jobs.tables";
export * from "../platform/outbox/outbox.tables";
