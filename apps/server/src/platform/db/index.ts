export { type Database, type Db, type DbKind, databaseName, MIGRATIONS_DIR, openDatabase } from "./db";
