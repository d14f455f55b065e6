import type { ContentAction } from "@casino/contract";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Banner } from "../api/get-banners";
import { clampIndex, indexForKey, nextIndex, previousIndex } from "../carousel-index";
import { BannerSlide, type LiveJackpots } from "./banner-slide";

/** How long a slide stays before the next one (auto-rotation stops on hover, focus, pause or reduced motion). */
const ROTATE_MS = 7000;

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReduced(query.matches);
    const update = () => setReduced(query.matches);
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return reduced;
}

/**
 * The home carousel (WAI-ARIA carousel pattern): a pause button, previous/next arrows, one dot per slide, arrow
 * keys, Home and End. Every slide is in the server HTML; the box has a fixed aspect ratio so nothing shifts.
 */
export function BannerCarousel({
  slides,
  onAction,
  liveJackpots,
}: {
  slides: Banner[];
  onAction: (action: ContentAction) => void;
  /** Live values for jackpot slides (the route reads them; a feature does not reach into another). */
  liveJackpots?: LiveJackpots | undefined;
}) {
  const { t } = useTranslation();
  const [requested, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const count = slides.length;
  const index = clampIndex(requested, count);
  const rotating = count > 1 && !paused && !hovered && !reducedMotion;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex(nextIndex(index, count)), ROTATE_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count]);

  if (count === 0) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("content.carousel")}
      className="relative overflow-hidden rounded-3xl border border-border/70 bg-surface shadow-card"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHovered(false);
      }}
      onKeyDown={(event) => {
        const target = indexForKey(event.key, index, count);
        if (target === null || (event.target as HTMLElement).closest("a")) return;
        event.preventDefault();
        setIndex(target);
      }}
    >
      <div className="relative aspect-square sm:aspect-[12/5]" aria-live={rotating ? "off" : "polite"}>
        {slides.map((slide, position) => (
          <BannerSlide
            key={slide.slug}
            slide={slide}
            active={position === index}
            label={t("content.slideOf", { n: position + 1, total: count })}
            priority={position === 0}
            onAction={onAction}
            liveJackpots={liveJackpots}
          />
        ))}
      </div>
      {count > 1 ? (
        <div className="arrives-whole absolute right-3 bottom-3 z-10 flex items-center gap-1 rounded-full bg-black/55 p-1 text-white backdrop-blur-sm">
          <ControlButton
            label={t(paused ? "content.play" : "content.pause")}
            onClick={() => setPaused(!paused)}
          >
            {paused ? <Play className="size-4" aria-hidden /> : <Pause className="size-4" aria-hidden />}
          </ControlButton>
          <ControlButton label={t("content.previous")} onClick={() => setIndex(previousIndex(index, count))}>
            <ChevronLeft className="size-4" aria-hidden />
          </ControlButton>
          <ul className="flex items-center px-1">
            {slides.map((slide, position) => (
              <li key={slide.slug}>
                <button
                  type="button"
                  onClick={() => setIndex(position)}
                  aria-label={t("content.goToSlide", { n: position + 1 })}
                  aria-current={position === index ? "true" : undefined}
                  className="grid size-6 place-items-center rounded-full"
                >
                  <span
                    className={`block h-2 rounded-full transition-all ${position === index ? "w-5 bg-white" : "w-2 bg-white/50"}`}
                  />
                </button>
              </li>
            ))}
          </ul>
          <ControlButton label={t("content.next")} onClick={() => setIndex(nextIndex(index, count))}>
            <ChevronRight className="size-4" aria-hidden />
          </ControlButton>
          <span data-arrived hidden />
        </div>
      ) : null}
    </section>
  );
}

function ControlButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className="grid size-8 place-items-center rounded-full hover:bg-white/20"
    >
      {children}
    </button>
  );
}
