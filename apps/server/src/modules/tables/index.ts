export { registerTables } from "./tables.module";
export { TABLES, type TablesService } from "./tables.service";
