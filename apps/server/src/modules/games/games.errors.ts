import { AppError } from "../../platform/errors";
import { GAME_NOT_FOUND } from "../casino";

/** The slug names no game of the catalogue (its message: docs/product/casino.md#errors). */
export const gameNotFound = () => new AppError("GAME_NOT_FOUND", 404, GAME_NOT_FOUND);
/** The game is not played by the studio (an imported game is launched at its vendor's URL). */
export const notAStudioGame = () => new AppError("NOT_PLAYABLE", 400, "This game is not played here");
/** Real and bonus money together do not cover the stake. */
export const insufficientStake = () => new AppError("INSUFFICIENT_FUNDS", 400, "Insufficient funds");
/** The bet is not valid for the game (stake missing, roulette position or dice target invalid). */
export const invalidBet = (message: string) => new AppError("INVALID_BET", 400, message);
/** A blackjack round of this game is still open: finish it first (GET …/rounds/open). */
export const roundOpen = (roundId: string) =>
  new AppError("ROUND_OPEN", 409, "Finish the open round first", { roundId });
/** No such round of this player and game. */
export const roundNotFound = () => new AppError("ROUND_NOT_FOUND", 404, "Round not found");
/** The action is not allowed at this point of the hand. */
export const illegalAction = (message: string) => new AppError("ILLEGAL_ACTION", 409, message);
/** docs/product/casino.md#fun-play: the game has no fun mode (the web shows free-play-not-available). */
export const funModeUnavailable = () => new AppError("FUN_MODE_UNAVAILABLE", 400, "free-play-not-available");
/** Real-money play needs a logged-in player. */
export const realNeedsLogin = () => new AppError("UNAUTHORIZED", 401, "Log in to play for real money");
/** The session must accept outstanding terms before playing for real (as requirePlayer answers elsewhere). */
export const sessionRestricted = () =>
  new AppError("SESSION_RESTRICTED", 403, "Accept the outstanding terms first");
