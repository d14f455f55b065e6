import { clsx } from "clsx";
import { ChevronUp, Ticket } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toastClearance } from "../../../lib/toast-clearance";
import { Dialog } from "../../../ui/dialog";
import { useSportsStream } from "../api/sports-stream";
import { type SportsPlayer, SportsPlayerProvider } from "../hooks/use-sports-player";
import { useSlip, useSlipPersistence } from "../slip/slip-store";
import { BetSlip, SlipPlaceholder } from "./bet-slip";
import { SportsMenuColumn } from "./sports-menu";

/**
 * The frame of every sports page: the sports menu on the left and the bet slip on the right when the page is wide
 * enough (measured on the page column, so a collapsed sidebar counts), else a bet-slip bar above the bottom bar
 * that opens the slip as a drawer. It keeps the odds stream open and the slip stored.
 */
export function SportsFrame({ player, children }: { player: SportsPlayer | null; children: ReactNode }) {
  useSlipPersistence();
  useSportsStream();
  return (
    <SportsPlayerProvider player={player}>
      <div className="@container">
        <div className="flex items-start gap-5 pb-20 @[56rem]:pb-0">
          <aside className="sticky top-[calc(var(--spacing-header)+1.5rem)] hidden w-52 shrink-0 @[72rem]:block">
            <SportsMenuColumn />
          </aside>
          <div className="@container min-w-0 flex-1">{children}</div>
          <SlipColumn />
        </div>
        <SlipBar />
      </div>
    </SportsPlayerProvider>
  );
}

/**
 * The slip beside the page when the page is wide enough. Where the column is hidden (a phone: the slip is the
 * drawer) the slip is not rendered in it, so a press on a price does not build a slip nobody sees (issue 21).
 * Until the column is measured it holds the placeholder the slip shows before the stored slip is read (the
 * server's HTML and the first paint are unchanged), so a phone never hydrates a slip it then drops.
 */
function SlipColumn() {
  const column = useRef<HTMLElement>(null);
  // Unknown on the server and at hydration (null); measured right after.
  const [shown, setShown] = useState<boolean | null>(null);
  useEffect(() => {
    const aside = column.current;
    const frame = aside?.parentElement;
    if (!aside || !frame) return;
    if (typeof ResizeObserver === "undefined") return setShown(true);
    // The column shows or hides with the frame's width (a container query): follow the frame's size.
    const observer = new ResizeObserver(() => setShown(aside.getClientRects().length > 0));
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);
  return (
    <aside
      ref={column}
      aria-labelledby="slip-title"
      className="sticky top-[calc(var(--spacing-header)+1.5rem)] hidden max-h-[calc(100dvh-var(--spacing-header)-3rem)] w-[19rem] shrink-0 overflow-y-auto rounded-2xl border border-border/70 bg-surface p-4 shadow-card @[56rem]:block"
    >
      <SlipHeading id="slip-title" />
      {shown === null ? <SlipPlaceholder /> : shown ? <BetSlip /> : null}
    </aside>
  );
}

// The icons are made once: a heading or bar that renders again for a new count leaves them as they are (an icon's
// render is not free on a phone, and a price press renders both, issue 21).
const HEADING_ICON = <Ticket className="size-5 text-primary-strong" aria-hidden />;
const BAR_ICON = <Ticket className="size-5" aria-hidden />;
const BAR_CHEVRON = <ChevronUp className="size-5" aria-hidden />;

function SlipHeading({ id }: { id: string }) {
  const { t } = useTranslation();
  const count = useSlip((state) => state.selections.length);
  return (
    <h2 id={id} className="mb-3 flex items-center gap-2 text-lg font-extrabold">
      {HEADING_ICON}
      {t("sports.slip.title")}
      {count > 0 ? <CountBadge count={count} /> : null}
    </h2>
  );
}

function CountBadge({ count }: { count: number }) {
  return (
    <span
      className="grid min-w-6 place-items-center rounded-full bg-primary px-1.5 text-xs font-extrabold text-primary-contrast"
      data-testid="slip-count"
    >
      {count}
    </span>
  );
}

/** Narrow pages: a bar above the bottom navigation with the selection count; it opens the slip as a drawer. */
function SlipBar() {
  return (
    <>
      <SlipBarButton />
      <SlipDrawer />
    </>
  );
}

/**
 * The bar is in the page from the first render, invisible (no box a player can see, press or reach with a screen
 * reader or the keyboard) while there is nothing to show. The first price pressed only makes it visible and writes
 * the count: inserting it then styled and laid out a new fixed box, its icons and the page around it in the frame
 * that answers the press (issue 21). Its size does not depend on its content (`contain: strict`), so a new count
 * lays out the bar alone.
 */
function SlipBarButton() {
  const { t } = useTranslation();
  const count = useSlip((state) => state.selections.length);
  const receipt = useSlip((state) => state.receipt !== null);
  const setOpen = useSlip((state) => state.setDrawerOpen);
  const shown = count > 0 || receipt;
  return (
    <button
      ref={shown ? toastClearance : undefined}
      type="button"
      onClick={() => setOpen(true)}
      className={clsx(
        "fixed inset-x-3 bottom-[calc(var(--spacing-bottombar)+env(safe-area-inset-bottom)+0.5rem)] z-30 flex h-12 items-center gap-3 rounded-2xl bg-primary px-4 text-primary-contrast shadow-[0_10px_30px_-8px_var(--c-primary)] [contain:strict] @[56rem]:hidden lg:bottom-4",
        !shown && "invisible",
      )}
      data-testid="slip-bar"
    >
      {BAR_ICON}
      <span className="flex-1 text-left text-sm font-extrabold">{t("sports.slip.title")}</span>
      <span
        className={clsx(
          "min-w-6 place-items-center rounded-full bg-primary-contrast px-1.5 text-xs font-extrabold text-primary",
          count > 0 ? "grid" : "hidden",
        )}
      >
        {count}
      </span>
      {BAR_CHEVRON}
    </button>
  );
}

/**
 * The slip as a drawer; apart from the bar, so a new count does not render the dialog again. It is mounted from its
 * first opening on: a closed Radix dialog still sets its ids in layout effects when it mounts, and mounted with the
 * page that made the commit ending hydration render again synchronously, with every effect of the page, in one
 * long task (docs/decisions/0231-no-render-without-a-change.md).
 */
function SlipDrawer() {
  const open = useSlip((state) => state.drawerOpen);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <SlipDialog open={open} /> : null;
}

function SlipDialog({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const setOpen = useSlip((state) => state.setDrawerOpen);
  return (
    <Dialog open={open} onOpenChange={setOpen} title={t("sports.slip.title")} closeLabel={t("common.close")}>
      <BetSlip />
    </Dialog>
  );
}
