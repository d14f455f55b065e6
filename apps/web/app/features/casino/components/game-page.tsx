import type { RoundView } from "@casino/contract";
import { useMutation } from "@tanstack/react-query";
import { ArrowLeft, Gamepad2 } from "lucide-react";
import { type ReactNode, useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatDecimal, formatMoney } from "../../../lib/money";
import { Button, buttonClass } from "../../../ui/button";
import { Skeleton } from "../../../ui/skeleton";
import { useGame } from "../api/get-games";
import { launchGame, type PlayMode, useCasinoBalance } from "../api/rounds";
import { useMediaQuery } from "../lib/use-media-query";
import { FairPanel } from "./fair-panel";
import { GameThumb } from "./game-thumb";
import type { GameProps } from "./game-types";
import { MOBILE_PLAY_QUERY, MobilePlayModal } from "./mobile-play-modal";
import { RouletteGame } from "./roulette-game";
import { GameError, SlotGame } from "./slot-game";
import { BlackjackGame, DiceGame } from "./table-games";

const GAMES: Record<string, (props: GameProps) => React.ReactNode> = {
  slot: SlotGame,
  dice: DiceGame,
  roulette: RouletteGame,
  blackjack: BlackjackGame,
};

/** The toast shown for 5 s when a guest opens a game without fun mode. */
function FreePlayToast({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(onDone, 5000);
    return () => clearTimeout(timer);
  }, [onDone]);
  return (
    <div
      role="status"
      data-testid="free-play-not-available"
      className="fixed bottom-20 left-1/2 z-50 -translate-x-1/2 rounded-xl bg-neutral-900 px-4 py-3 text-sm text-white shadow-lg"
    >
      {t("casino.freePlayNotAvailable")}
    </div>
  );
}

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="min-w-0 rounded-xl bg-surface-2 px-2.5 py-2 sm:px-3">
      <div className="truncate text-xs text-muted">{label}</div>
      <div
        className="truncate text-[13px] font-bold tabular-nums sm:text-base"
        data-testid={testId}
        title={value}
      >
        {value}
      </div>
    </div>
  );
}

/**
 * Another studio's game, framed from its own server (docs/product/providers.md#launch): scripts and its own origin
 * only, no top navigation, no pop-ups; the page's CSP lists the studio's origin in frame-src.
 */
function ProviderFrame({ url, name }: { url: string; name: string }) {
  return (
    <div className="overflow-hidden rounded-2xl border border-border/70 bg-black shadow-card">
      <iframe
        src={url}
        title={name}
        data-testid="provider-frame"
        className="block h-[70vh] max-h-[640px] min-h-[420px] w-full"
        sandbox="allow-scripts allow-same-origin"
        allow="autoplay; fullscreen"
        referrerPolicy="no-referrer"
      />
    </div>
  );
}

/** The mode asked for in the URL (`?mode=fun|real`, from the game-alter modal); guests can only ask for fun. */
function initialMode(requested: string | null, player: boolean): PlayMode | null {
  if (requested === "fun") return "fun";
  return player ? "real" : null;
}

/**
 * A game page: real play for players, fun play for guests (after the fun-play alert, or straight away when the
 * game-alter modal chose it) or players who choose it, the game's UI, stake / win / balance and the provably-fair
 * panel. At 768 px and below the game is played in the full-screen mobile game-play modal.
 */
export function GamePage({
  slug,
  player,
}: {
  slug: string;
  /** The logged-in player; `rules` are those of their country (time between rounds, slot stake cap). */
  player: {
    userId: string;
    currency: string;
    rules?: { minRoundGapMs: number | null; maxSlotStake: number | null };
  } | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const game = useGame(slug);
  const [mode, setMode] = useState<PlayMode | null>(() => initialMode(params.get("mode"), Boolean(player)));
  const mobile = useMediaQuery(MOBILE_PLAY_QUERY);
  const leave = useCallback(() => void navigate(`/${locale}/casino`), [navigate, locale]);
  const [launched, setLaunched] = useState<Awaited<ReturnType<typeof launchGame>> | null>(null);
  const [last, setLast] = useState<RoundView | null>(null);
  const [toast, setToast] = useState(false);
  const balance = useCasinoBalance(Boolean(player));
  const launch = useMutation({
    mutationFn: (next: PlayMode) => launchGame(slug, next),
    onSuccess: (response) => {
      setLaunched(response);
      setMode(response.mode);
    },
  });
  const { mutate } = launch;
  useEffect(() => {
    // A game without fun mode asked for in fun mode: back to the choice (guests) or real play (players).
    if (mode === "fun" && game.data && !game.data.hasFunMode) setMode(player ? "real" : null);
    else if (mode && game.data) mutate(mode);
  }, [mode, game.data, mutate, player]);
  useEffect(() => {
    if (!player && game.data && !game.data.hasFunMode) setToast(true);
  }, [player, game.data]);

  if (game.isPending) return <Skeleton className="mx-auto mt-6 aspect-video w-full max-w-5xl rounded-2xl" />;
  if (!game.data)
    return (
      <div className="mx-auto max-w-xl p-8 text-center">
        <h1 className="text-2xl font-bold">{t("casino.gameNotFound")}</h1>
        <Link to={`/${locale}/casino`} className={buttonClass({ variant: "secondary", className: "mt-4" })}>
          {t("casino.backToLobby")}
        </Link>
      </div>
    );

  const data = game.data;
  // Play money is its own currency ("FUN 1,000.00"), from before the first round on.
  const currency = mode === "real" ? (player?.currency ?? "EUR") : (last?.currency ?? "FUN");
  const format = (amount: number) => formatMoney(amount, currency, locale);
  const Game = GAMES[data.kind];
  const shownBalance =
    mode === "real"
      ? balance.data && formatMoney(balance.data.total, balance.data.totalCurrency, locale)
      : last
        ? format(last.balanceAfter ?? (last.balanceBefore ?? 0) - last.stake)
        : typeof launched?.funBalance === "number"
          ? format(launched.funBalance)
          : undefined;

  const balanceLabel = mode === "fun" ? t("casino.funBalance") : t("casino.balance");
  // The player's rules bind real money only; fun play has none.
  const rules = mode === "real" ? player?.rules : undefined;
  const gap = rules?.minRoundGapMs ?? null;
  const play: ReactNode = mode ? (
    <div className="flex flex-col gap-4">
      {!Game && launched && /^https?:\/\//.test(launched.url) ? (
        <ProviderFrame url={launched.url} name={data.name} />
      ) : !Game && launch.error ? (
        <GameError error={launch.error} />
      ) : !Game ? (
        <p className="rounded-2xl border border-border/70 bg-surface p-6 text-center">
          {t("casino.external")}
        </p>
      ) : !launched ? (
        launch.error ? (
          <GameError error={launch.error} />
        ) : (
          <Skeleton className="aspect-video w-full rounded-2xl" />
        )
      ) : (
        <div className="rounded-2xl border border-border/70 bg-surface p-3 shadow-card sm:p-5">
          <Game
            key={`${mode}-${launched.openRound?.id ?? ""}`}
            slug={slug}
            mode={mode}
            onRound={setLast}
            format={format}
            openRound={launched.openRound}
            minRoundGapMs={gap}
            maxSlotStake={rules?.maxSlotStake ?? null}
          />
        </div>
      )}
      {Game && gap ? (
        <p className="text-xs text-muted" data-testid="round-pace">
          {t("casino.pace", { seconds: formatDecimal(gap / 1000, locale, gap % 1000 === 0 ? 0 : 1) })}
        </p>
      ) : null}
      {Game ? (
        <div className="grid grid-cols-3 gap-2" aria-live="polite">
          <Stat label={t("casino.stake")} testId="game-stake" value={last ? format(last.stake) : "–"} />
          <Stat label={t("casino.win")} testId="game-win" value={last ? format(last.win) : "–"} />
          <Stat label={balanceLabel} testId="game-balance" value={shownBalance ?? "–"} />
        </div>
      ) : null}
      {Game && <FairPanel player={Boolean(player) && mode === "real"} lastRound={last} kind={data.kind} />}
    </div>
  ) : null;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-3 py-5 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <Link
            to={`/${locale}/casino`}
            aria-label={t("casino.backToLobby")}
            className="grid size-10 place-items-center rounded-full border border-border hover:bg-surface-2"
          >
            <ArrowLeft className="size-4" aria-hidden />
          </Link>
          <div>
            <h1 className="text-2xl font-extrabold tracking-tight">{data.name}</h1>
            {data.rtp !== null && data.rtp !== undefined && (
              <p className="text-xs text-muted">
                {t("casino.rtp", { rtp: formatDecimal(data.rtp * (data.rtp <= 1 ? 100 : 1), locale) })}
              </p>
            )}
          </div>
        </div>
        {player && data.hasFunMode && (
          <fieldset
            aria-label={t("casino.mode")}
            className="m-0 flex min-w-0 gap-1 rounded-full border border-border p-1"
          >
            {(["real", "fun"] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={mode === value}
                onClick={() => setMode(value)}
                className={`rounded-full px-3 py-1 text-sm font-semibold ${mode === value ? "bg-primary text-primary-contrast" : ""}`}
              >
                {t(`casino.modes.${value}`)}
              </button>
            ))}
          </fieldset>
        )}
      </div>

      {!mode ? (
        <section
          data-testid="fun-alert"
          aria-labelledby="fun-title"
          className="relative overflow-hidden rounded-2xl border border-border/70 bg-surface shadow-card"
        >
          <GameThumb
            slug={slug}
            name={data.name}
            kind={data.kind}
            named={false}
            className="aspect-[16/7] w-full opacity-60"
          />
          <div className="flex flex-col items-center gap-3 p-6 text-center">
            <Gamepad2 className="size-8 text-primary-strong" aria-hidden />
            <h2 id="fun-title" className="text-xl font-bold">
              {t("casino.funAlert.title")}
            </h2>
            <p className="max-w-md text-sm text-muted">
              {data.hasFunMode ? t("casino.funAlert.body") : t("casino.funAlert.noFun")}
            </p>
            <div className="flex flex-wrap justify-center gap-2">
              <Link to={`/${locale}/register`} className={buttonClass({})}>
                {t("casino.funAlert.register")}
              </Link>
              {data.hasFunMode && (
                <Button variant="secondary" onClick={() => setMode("fun")}>
                  {t("casino.funAlert.demo")}
                </Button>
              )}
            </div>
          </div>
        </section>
      ) : mobile ? (
        <MobilePlayModal
          name={data.name}
          balanceLabel={balanceLabel}
          balance={shownBalance ?? "–"}
          onClose={leave}
        >
          {play}
        </MobilePlayModal>
      ) : (
        play
      )}
      {toast && <FreePlayToast onDone={() => setToast(false)} />}
    </div>
  );
}
