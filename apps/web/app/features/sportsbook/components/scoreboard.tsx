import type { Scoreboard as Board, EventSummary } from "@casino/contract";
import { clsx } from "clsx";
import { useT } from "../../../i18n/use-t";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatKickoff } from "../lib/dates";
import { useLiveScoreboard } from "../lib/live-scoreboards";

/** The pulsing "Live" tag. */
export function LiveTag({ className }: { className?: string }) {
  const t = useT();
  return (
    <span
      className={clsx(
        "inline-flex items-center gap-1 rounded-md bg-danger/15 px-1.5 py-0.5 text-[10px] font-extrabold uppercase tracking-wider text-danger-ink",
        className,
      )}
    >
      <span className="size-1.5 animate-pulse rounded-full bg-danger" aria-hidden />
      {t("sports.live")}
    </span>
  );
}

/** A row's time column: kick-off time, or the live clock, or the final state. */
export function EventClock({ event }: { event: EventSummary }) {
  const t = useT();
  const locale = useLocale();
  if (event.status === "live")
    return (
      <span className="flex flex-col items-start gap-1">
        <LiveTag />
        {/* One line whatever it says: a tennis score ("1-0 · 15-40") wrapped in the narrow column on a phone, and
            its row grew and shrank as the points went by, moving every row below it. */}
        <span
          className="whitespace-nowrap text-[11px] leading-tight font-bold tracking-tight tabular-nums text-danger-ink"
          data-testid="event-clock"
        >
          <LiveClock event={event} />
        </span>
      </span>
    );
  if (event.status === "ended" || event.status === "abandoned")
    return <span className="text-xs font-semibold text-subtle">{t(`sports.status.${event.status}`)}</span>;
  return (
    <span className="whitespace-nowrap text-sm font-semibold tabular-nums text-muted">
      {formatKickoff(event.startsAt, locale)}
    </span>
  );
}

/** A live row's clock, following the stream (lib/live-scoreboards.ts): it alone re-renders as the clock moves. */
function LiveClock({ event }: { event: EventSummary }) {
  return useLiveScoreboard(event)?.clock ?? "";
}

/** Tennis detail: set scores and who serves. */
function Sets({ board, side }: { board: Board; side: 0 | 1 }) {
  if (!board.sets?.length) return null;
  return (
    <span className="flex gap-1 text-xs tabular-nums text-subtle">
      {board.sets.map((set, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sets are positional
        <span key={index} className="w-3 text-center">
          {set[side]}
        </span>
      ))}
    </span>
  );
}

/** The two teams with their live scores (when playing), one per line, following the stream. */
export function TeamLines({ event }: { event: EventSummary }) {
  const t = useT();
  const live = useLiveScoreboard(event);
  const board = event.status === "live" || event.status === "ended" ? live : null;
  const line = (name: string, side: 0 | 1) => {
    const score = board ? (side === 0 ? board.home : board.away) : null;
    const serving = board?.serving === (side === 0 ? "home" : "away");
    const reds = board?.redCards?.[side] ?? 0;
    return (
      <span className="flex items-center gap-2">
        <span className="min-w-0 flex-1 truncate">
          {name}
          {serving ? (
            <span
              className="ml-1.5 inline-block size-1.5 rounded-full bg-gold align-middle"
              title={t("sports.serving")}
            />
          ) : null}
          {reds > 0 ? (
            <span
              className="ml-1.5 inline-block h-3 w-2 rounded-[2px] bg-danger align-middle"
              title={t("sports.redCards", { count: reds })}
            />
          ) : null}
        </span>
        {board ? <Sets board={board} side={side} /> : null}
        {score !== null ? (
          <span className="w-5 text-right font-extrabold tabular-nums text-text" data-testid="score">
            {score}
          </span>
        ) : null}
      </span>
    );
  };
  return (
    <span className="flex min-w-0 flex-col gap-1 text-sm font-semibold">
      {line(event.home, 0)}
      {line(event.away, 1)}
    </span>
  );
}

/** The event page's big scoreboard. */
export function BigScoreboard({ event }: { event: EventSummary }) {
  const t = useT();
  const board = event.scoreboard;
  return (
    <div
      className="grid grid-cols-[1fr_auto_1fr] items-center gap-3 text-center sm:gap-6"
      data-testid="scoreboard"
    >
      <p className="text-base font-extrabold sm:text-xl">{event.home}</p>
      <div className="flex flex-col items-center gap-1.5">
        {board && event.status !== "scheduled" ? (
          <>
            <p className="text-3xl font-black tabular-nums sm:text-4xl">
              <span className="sr-only">{t("sports.score")} </span>
              {board.home}
              <span className="px-2 text-muted">:</span>
              {board.away}
            </p>
            {event.status === "live" ? (
              <span className="flex items-center gap-2">
                <LiveTag />
                <span className="text-sm font-bold tabular-nums text-danger-ink">{board.clock}</span>
              </span>
            ) : (
              <span className="text-xs font-semibold text-subtle">{t(`sports.status.${event.status}`)}</span>
            )}
            {board.sets?.length ? (
              <span className="text-xs tabular-nums text-muted">
                {board.sets.map((set) => `${set[0]}-${set[1]}`).join("  ")}
              </span>
            ) : null}
          </>
        ) : (
          <p className="text-2xl font-black text-muted">{t("sports.versus")}</p>
        )}
      </div>
      <p className="text-base font-extrabold sm:text-xl">{event.away}</p>
    </div>
  );
}
