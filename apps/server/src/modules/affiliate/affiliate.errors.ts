import type { AffiliateErrorCode } from "@casino/contract";
import { AppError } from "../../platform/errors";

const error = (code: AffiliateErrorCode, status: number, message: string) =>
  new AppError(code, status, message);

export const codeTaken = () => error("CAMPAIGN_CODE_TAKEN", 409, "This campaign code is used already.");
export const periodNotClosed = () =>
  error("PERIOD_NOT_CLOSED", 400, "Commission can be claimed once the month has ended.");
export const alreadyClaimed = () =>
  error("ALREADY_CLAIMED", 409, "The commission of this month was paid already.");
export const nothingToClaim = () =>
  error("NOTHING_TO_CLAIM", 409, "There is no commission to claim for this month.");
