export { registerSportsbook, type Sportsbook } from "./sportsbook.module";
