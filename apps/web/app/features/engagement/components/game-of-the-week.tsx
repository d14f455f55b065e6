import { Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { localized } from "../../../lib/locale/paths";
import { useLocale } from "../../../lib/locale/use-locale";
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
      className="@container relative overflow-hidden rounded-3xl border border-primary/40 bg-[image:var(--gradient-hero)] shadow-card"
    >
      {/* When the banner itself is wide enough (not the window: the chat panel narrows the page), the art takes the
          right half and the words the left, side by side; narrower, the words alone. */}
      <img
        src={pick.image}
        alt={pick.imageAlt}
        width={1200}
        height={500}
        loading="lazy"
        className="absolute inset-y-0 right-0 hidden h-full w-1/2 object-cover object-right [mask-image:linear-gradient(to_right,transparent,black_30%)] @xl:block"
      />
      <div className="relative flex flex-col items-start gap-4 p-5 @xl:w-1/2 @xl:p-8">
        <div className="w-full min-w-0 space-y-1">
          <p className="flex flex-wrap items-center gap-1.5 text-xs font-bold uppercase tracking-widest text-gold-ink">
            <Sparkles className="size-4" aria-hidden />
            {t("engagement.gotw.label")}
            <span className="whitespace-nowrap rounded-full bg-gold px-2 py-0.5 text-[0.7rem] text-black">
              {t("engagement.gotw.boost", { boost: pick.pointsBoost })}
            </span>
          </p>
          <h2
            id="gotw-title"
            className="line-clamp-3 text-[length:clamp(1.375rem,4cqi,1.875rem)] font-extrabold leading-tight [overflow-wrap:anywhere]"
            title={pick.title}
          >
            {pick.title}
          </h2>
          <p className="line-clamp-4 text-sm text-muted @xl:text-base">{pick.text}</p>
        </div>
        <Link
          to={localized(locale, `/casino/game/${pick.slug}`)}
          className={buttonClass({ size: "lg", className: "w-full @md:w-auto" })}
        >
          {t("engagement.gotw.play", { game: pick.gameName })}
        </Link>
      </div>
    </section>
  );
}
