export { type Database, type Db, type DbKind, openDatabase } from "./db";
