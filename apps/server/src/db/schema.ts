// Every module's tables, gathered for Drizzle's typed handle and for drizzle-kit's migration generator.
export * from "../modules/settings/settings.tables";
