import { AppError } from "../../platform/errors";

/** No tournament with this id. */
export const tournamentNotFound = () => new AppError("TOURNAMENT_NOT_FOUND", 404, "Tournament not found");
/** The tournament has finished: nobody can join any more. */
export const tournamentClosed = () => new AppError("TOURNAMENT_CLOSED", 409, "The tournament has finished");
/** A ticket tournament: the player's bonus wallet holds no ticket with its code. */
export const ticketRequired = (code: string) =>
  new AppError("TICKET_REQUIRED", 403, "A tournament ticket is needed to take part", { ticketCode: code });
/** The advent door's day has not come yet (Europe/Amsterdam), or the calendar is over. */
export const doorLocked = () => new AppError("DOOR_LOCKED", 409, "This door cannot be opened today");
/** The door was opened before. */
export const doorOpened = () => new AppError("DOOR_ALREADY_OPENED", 409, "This door is already open");
/** Today's spin of the prize wheel is used up. */
export const wheelSpun = (nextSpinAt: string) =>
  new AppError("WHEEL_ALREADY_SPUN", 409, "You have already spun the wheel today", { nextSpinAt });
/** No such points-shop item. */
export const shopItemNotFound = () => new AppError("SHOP_ITEM_NOT_FOUND", 404, "No such item");
/** Not enough loyalty points for the item. */
export const notEnoughPoints = () => new AppError("NOT_ENOUGH_POINTS", 409, "Not enough loyalty points");
/** No such message in the player's inbox. */
export const messageNotFound = () => new AppError("MESSAGE_NOT_FOUND", 404, "Message not found");
/** No game of the week is published in the content store right now. */
export const noGameOfTheWeek = () =>
  new AppError("GAME_OF_THE_WEEK_NOT_FOUND", 404, "There is no game of the week right now");
