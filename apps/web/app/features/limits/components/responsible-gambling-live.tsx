import { useSessionLimitWatch } from "../hooks/use-session-limit-watch";
import { BalanceWarningPanel } from "./balance-warning-panel";
import { RealityCheck } from "./reality-check";
import { SessionEndScreen } from "./session-end-screen";

/**
 * The responsible-gambling pieces that live on every page (mounted once by the shell): the hourly reality check,
 * the low-balance warning, the session-time limit watch and the screen that says why a session ended.
 * `loginTime` and `currency` are the logged-in player's, or null for a guest; `canDeposit` is false in maintenance
 * mode, when no deposit may be offered.
 */
export function ResponsibleGamblingLive({
  loginTime,
  currency,
  canDeposit = true,
}: {
  loginTime: string | null;
  currency: string | null;
  canDeposit?: boolean;
}) {
  useSessionLimitWatch(loginTime);
  return (
    <>
      <RealityCheck loginTime={loginTime} />
      {loginTime && currency ? (
        <BalanceWarningPanel key={loginTime} currency={currency} canDeposit={canDeposit} />
      ) : null}
      <SessionEndScreen />
    </>
  );
}
