export { registerGames } from "./games.module";
export { createRoundsService, type PlayerInfo, type RoundsService } from "./rounds.service";
