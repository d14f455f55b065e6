import { Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { localized } from "../../../shell/paths";
import { useLocale } from "../../../shell/use-locale";
import { buttonClass } from "../../../ui/button";
import { useGameOfTheWeek } from "../api/get-game-of-the-week";

/** The lobby banner of the editors' game of the week with its boosted loyalty points. */
export function GameOfTheWeekBanner() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data: pick } = useGameOfTheWeek(locale);
  if (!pick) return null;
  return (
    <section
      aria-labelledby="gotw-title"
      data-testid="game-of-the-week"
      className="relative overflow-hidden rounded-3xl border border-primary/40 bg-surface shadow-card"
    >
      <img
        src={pick.image}
        alt={pick.imageAlt}
        width={1200}
        height={500}
        loading="lazy"
        className="absolute inset-0 size-full object-cover"
      />
      <div className="absolute inset-0 bg-gradient-to-r from-black/85 via-black/60 to-black/10" />
      <div className="relative flex flex-col gap-4 p-5 text-white sm:flex-row sm:items-center sm:p-8">
        <div className="min-w-0 flex-1 space-y-1">
          <p className="flex items-center gap-1.5 text-xs font-bold uppercase tracking-widest text-gold-ink">
            <Sparkles className="size-4" aria-hidden />
            {t("engagement.gotw.label")}
            <span className="rounded-full bg-gold px-2 py-0.5 text-[0.7rem] text-black">
              {t("engagement.gotw.boost", { boost: pick.pointsBoost })}
            </span>
          </p>
          <h2 id="gotw-title" className="text-2xl font-extrabold leading-tight sm:text-3xl">
            {pick.title}
          </h2>
          <p className="text-sm text-white/85 sm:text-base">{pick.text}</p>
        </div>
        <Link
          to={localized(locale, `/casino/game/${pick.slug}`)}
          className={buttonClass({ size: "lg", className: "shrink-0" })}
        >
          {t("engagement.gotw.play", { game: pick.gameName })}
        </Link>
      </div>
    </section>
  );
}
