import { AppError } from "../../../platform/errors";

export const chargebackExists = () =>
  new AppError("CHARGEBACK_EXISTS", 409, "This deposit was already charged back");
export const chargebackNotPossible = () =>
  new AppError("CHARGEBACK_NOT_POSSIBLE", 409, "Only a completed deposit can be charged back");
export const badCursor = () => new AppError("VALIDATION_FAILED", 400, "The cursor is not one this list gave");
