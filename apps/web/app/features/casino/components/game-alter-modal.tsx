import { Play } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatDecimal } from "../../../lib/money";
import { openLogin } from "../../../lib/shell-state/modal-store";
import { Button, buttonClass } from "../../../ui/button";
import { Dialog } from "../../../ui/dialog";
import { useGame } from "../api/get-games";
import type { TileGame } from "./game-card";
import { GameThumb } from "./game-thumb";

/** The fun-mode flag: a switch, shown only for games that have fun mode. */
function FunSwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 rounded-2xl bg-surface-2 px-4 py-3">
      <div className="min-w-0">
        <div id={id} className="font-semibold">
          {t("casino.alter.fun")}
        </div>
        <div className="text-xs text-muted">{t("casino.alter.funHint")}</div>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={id}
        onClick={() => onChange(!on)}
        data-testid="fun-switch"
        className={`relative h-7 w-12 shrink-0 rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${on ? "bg-primary" : "bg-border"}`}
      >
        <span
          className={`absolute top-1 left-1 size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none ${on ? "translate-x-5" : ""}`}
        />
      </button>
    </div>
  );
}

/**
 * The game-alter modal (docs/product/casino.md#lobby), desktop only: a lobby tile opens it with the game's art, RTP
 * and volatility and a fun-mode flag; "Play" opens the game page in the chosen mode. Guests can play for fun, or are
 * asked to log in.
 */
export function GameAlterModal({
  game,
  player,
  onClose,
}: {
  game: TileGame;
  player: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const details = useGame(game.slug).data;
  const hasFunMode = details?.hasFunMode ?? false;
  const [funChoice, setFun] = useState<boolean | null>(null);
  // Guests start on fun play (the only play they have); players on real money.
  const fun = hasFunMode && (funChoice ?? !player);
  const rtp = details?.rtp;
  const facts = [
    rtp ? t("casino.rtp", { rtp: formatDecimal(rtp * (rtp <= 1 ? 100 : 1), locale) }) : null,
    details?.volatility
      ? t("casino.alter.volatility", { level: t(`casino.alter.levels.${details.volatility}`) })
      : null,
  ].filter(Boolean);
  const play = () => {
    onClose();
    void navigate(`/${locale}/casino/game/${game.slug}?mode=${fun ? "fun" : "real"}`);
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={game.name}
      description={facts.join(" · ") || undefined}
      closeLabel={t("common.close")}
      size="lg"
    >
      <div className="flex flex-col gap-4" data-testid="game-alter">
        <div className="overflow-hidden rounded-2xl border border-border/70">
          {game.thumbnail ? (
            <img
              src={game.thumbnail}
              alt=""
              width={640}
              height={480}
              className="aspect-[16/9] w-full object-cover"
            />
          ) : (
            <GameThumb
              slug={game.slug}
              name={game.name}
              kind={game.kind}
              named={false}
              className="aspect-[16/9] w-full"
            />
          )}
        </div>
        {hasFunMode ? (
          <FunSwitch on={fun} onChange={setFun} />
        ) : details ? (
          <p className="rounded-2xl bg-surface-2 px-4 py-3 text-sm text-muted">{t("casino.alter.noFun")}</p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          {player || fun ? (
            <Button size="lg" onClick={play} disabled={!details} data-testid="alter-play">
              <Play className="size-4" aria-hidden />
              {fun ? t("casino.alter.playFun") : t("casino.alter.playReal")}
            </Button>
          ) : (
            <>
              <Link
                to={`/${locale}/register`}
                onClick={onClose}
                className={buttonClass({ variant: "secondary", size: "lg" })}
              >
                {t("casino.funAlert.register")}
              </Link>
              <Button
                size="lg"
                onClick={() => {
                  onClose();
                  openLogin();
                }}
              >
                {t("casino.alter.login")}
              </Button>
            </>
          )}
        </div>
      </div>
    </Dialog>
  );
}
