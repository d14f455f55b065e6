import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { SignupModal } from "../features/account/components/signup-modal";
import { useAnonymousSession } from "../features/auth/api/get-anonymous-session";
import { usePlayer } from "../features/auth/api/get-session";
import { AuthModal } from "../features/auth/components/auth-modal";
import { ConsentModal } from "../features/auth/components/consent-modal";
import { useLoginAfterSignup } from "../features/auth/hooks/use-login-flow";
import { DepositModal } from "../features/cashier/components/deposit-modal";
import { ResponsibleGamblingLive } from "../features/limits/components/responsible-gambling-live";
import { openLogin, useModals } from "./modal-store";

/**
 * The shell's modals. Features do not import each other, so this is where they meet: sign-up (account) logs the
 * new player in through login (auth), takes the guest's country from the anonymous session (auth), and the
 * deposit (cashier) is made in the player's account currency (auth).
 */
export function ModalHost() {
  useLoginLinks();
  const player = usePlayer();
  const signIn = useLoginAfterSignup();
  const signupOpen = useModals((state) => state.modal?.name === "signup");
  const anonymous = useAnonymousSession(signupOpen && !player);
  return (
    <>
      <AuthModal />
      <ConsentModal />
      <SignupModal signIn={signIn} defaultCountry={anonymous.data?.country} />
      {player ? <DepositModal currency={player.currency.code} /> : null}
      <ResponsibleGamblingLive
        loginTime={player?.loginTime ?? null}
        currency={player?.currency.code ?? null}
      />
    </>
  );
}

/** `?login=1` in a link opens login for guests (used by e-mails and other pages); the parameter is then dropped. */
function useLoginLinks() {
  const [params, setParams] = useSearchParams();
  const player = usePlayer();
  const wantsLogin = params.get("login") === "1";
  useEffect(() => {
    if (!wantsLogin) return;
    if (!player) openLogin();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("login");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [wantsLogin, player, setParams]);
}
