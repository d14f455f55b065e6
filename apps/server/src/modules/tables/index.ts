export { tablesModule } from "./tables.module";
export { TABLES, type TablesService } from "./tables.service";
