export { type Database, type Db, type DbKind, databaseName, openDatabase } from "./db";
