import { isUrlLocale } from "@casino/contract";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useCallback, useEffect } from "react";
import { useSearchParams } from "react-router";
import { useAffiliateCapture } from "../features/affiliate/hooks/use-affiliate-capture";
import { useAnonymousSession } from "../features/auth/api/get-anonymous-session";
import { usePlayer } from "../features/auth/api/get-session";
import { useLoginAfterSignup } from "../features/auth/hooks/use-login-flow";
import { useMaintenance } from "../lib/shell-state/layout-data";
import { openLogin, openSupport, useModals } from "../lib/shell-state/modal-store";
import { useShell } from "../lib/shell-state/shell-store";
import { Skeleton } from "../ui/skeleton";
import { OnceOpened } from "./once-opened";
import { InstallPrompts } from "./pwa/install-prompts";
import { isWide } from "./use-media-query";

// Each modal's code is fetched when it is first opened, not with every page (issue 21).
const SignupModal = lazy(() =>
  import("../features/account/components/signup-modal").then((m) => ({ default: m.SignupModal })),
);
const AuthModal = lazy(() =>
  import("../features/auth/components/auth-modal").then((m) => ({ default: m.AuthModal })),
);
const ConsentModal = lazy(() =>
  import("../features/auth/components/consent-modal").then((m) => ({ default: m.ConsentModal })),
);
const DepositModal = lazy(() =>
  import("../features/cashier/components/deposit-modal").then((m) => ({ default: m.DepositModal })),
);
const DepositLimitGate = lazy(() =>
  import("../features/limits/components/deposit-limit-gate").then((m) => ({ default: m.DepositLimitGate })),
);
const QuestionnaireModal = lazy(() =>
  import("../features/compliance/components/questionnaire-modal").then((m) => ({
    default: m.QuestionnaireModal,
  })),
);
const ResponsibleGamblingLive = lazy(() =>
  import("../features/limits/components/responsible-gambling-live").then((m) => ({
    default: m.ResponsibleGamblingLive,
  })),
);
const SupportModal = lazy(() =>
  import("../features/support/components/support-modal").then((m) => ({ default: m.SupportModal })),
);
/** Sign-up's deposit-limit step (UK) and its question: fetched once a new player is signed in, not with every page. */
const limitOffer = () => import("../features/limits/components/signup-limit-offer");
const SignupLimitOffer = lazy(() => limitOffer().then((m) => ({ default: m.SignupLimitOffer })));
function LimitOfferStep({ onDone }: { onDone(): void }) {
  return (
    <Suspense fallback={<Skeleton className="h-56 w-full rounded-2xl" />}>
      <SignupLimitOffer onDone={onDone} />
    </Suspense>
  );
}
const LocaleCurrencyModal = lazy(() =>
  import("./preferences/locale-currency-modal").then((m) => ({ default: m.LocaleCurrencyModal })),
);

/**
 * The shell's modals. Features do not import each other, so this is where they meet: sign-up (account) logs the
 * new player in through login (auth), takes the guest's country from the anonymous session (auth), and the
 * deposit (cashier) is made in the player's account currency (auth). The player's deposit-limit rules (limits)
 * add a step to sign-up (the UK offer) and stand before the deposit form (the German requirement). Maintenance mode
 * takes sign-up and deposits away (docs/product/back-office.md#maintenance), whichever way they were asked for.
 */
export function ModalHost() {
  useLoginLinks();
  useContactLinks();
  useAffiliateCapture();
  const player = usePlayer();
  const maintenance = useMaintenance();
  const signIn = useLoginAfterSignup();
  const signupOpen = useModals((state) => state.modal?.name === "signup");
  const anonymous = useAnonymousSession(signupOpen && !player && !maintenance);
  const client = useQueryClient();
  const limitOfferWanted = useCallback(async () => (await limitOffer()).limitOfferWanted(client), [client]);
  const name = useModals((state) => state.modal?.name);
  return (
    <>
      <OnceOpened open={name === "auth"}>
        <AuthModal />
      </OnceOpened>
      <OnceOpened open={name === "consent"}>
        <ConsentModal />
      </OnceOpened>
      {maintenance ? null : (
        <OnceOpened open={signupOpen}>
          <SignupModal
            signIn={signIn}
            defaultCountry={anonymous.data?.country}
            limitOffer={{ wanted: limitOfferWanted, Step: LimitOfferStep }}
          />
        </OnceOpened>
      )}
      {player && !maintenance ? (
        <OnceOpened open={name === "deposit"}>
          <DepositModal currency={player.currency.code} Gate={DepositLimitGate} />
        </OnceOpened>
      ) : null}
      {/* From the first login on: it also explains a logout that a session limit caused. */}
      <OnceOpened open={Boolean(player)}>
        <ResponsibleGamblingLive
          loginTime={player?.loginTime ?? null}
          currency={player?.currency.code ?? null}
          canDeposit={!maintenance}
        />
      </OnceOpened>
      <OnceOpened open={name === "support"}>
        <Support />
      </OnceOpened>
      <OnceOpened open={name === "questionnaire"}>
        <Questionnaire />
      </OnceOpened>
      <OnceOpened open={name === "localeCurrency"}>
        <LocaleCurrencyModal />
      </OnceOpened>
      <InstallPrompts />
    </>
  );
}

/** The questionnaire of the logged-in player (their name and birth date make its externalId). */
function Questionnaire() {
  const player = usePlayer();
  const open = useModals((state) => state.modal?.name === "questionnaire");
  const close = useModals((state) => state.close);
  if (!player) return null;
  return <QuestionnaireModal open={open} onOpenChange={(next) => (next ? null : close())} person={player} />;
}

/** Contact us, with the player's name and e-mail for the form and the chat panel behind the live-chat tab. */
function Support() {
  const player = usePlayer();
  const modal = useModals((state) => state.modal);
  const close = useModals((state) => state.close);
  const { setChatOpen, setChatDrawerOpen } = useShell();
  const tab = modal?.name === "support" ? modal.tab : null;
  const name = player ? [player.firstName, player.lastName].filter(Boolean).join(" ") || player.username : "";
  return (
    <SupportModal
      open={tab !== null}
      tab={tab ?? "email"}
      onTabChange={openSupport}
      onOpenChange={(next) => (next ? null : close())}
      sender={player ? { name, email: player.email } : null}
      onOpenChat={() => {
        close();
        if (isWide()) setChatOpen(true);
        else setChatDrawerOpen(true);
      }}
      onLogin={openLogin}
    />
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

/**
 * docs/product/shell.md#routes: /contact does not navigate, it opens the support modal. Any link to it (CMS menus,
 * footer, pages) is caught before the router sees it; a plain visit to /contact lands on its own page, which opens
 * the modal.
 */
function useContactLinks() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.("a[href]");
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === "_blank") return;
      const url = new URL(anchor.href, window.location.href);
      const [, locale, page, ...rest] = url.pathname.split("/");
      if (url.origin !== window.location.origin || !isUrlLocale(locale) || page !== "contact" || rest.length)
        return;
      event.preventDefault();
      openSupport("email");
    };
    // Capture phase: before the router's own click handling on the link.
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, []);
}
