import { useQueryClient } from "@tanstack/react-query";
import { Eye } from "lucide-react";
import { type ReactNode, type RefObject, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { useLocale } from "../../../lib/locale/use-locale";
import { toast } from "../../../lib/toast";
import { useEndImpersonation } from "../api/end-impersonation";
import { useSession } from "../api/get-session";

const READ_ONLY = "IMPERSONATION_READ_ONLY";

/**
 * While a staff member sees the site as a player (docs/decisions/0211-impersonation-read-only.md), the page's top
 * carries a banner that says so, with "End", and stays there on scrolling together with the header (`children`).
 * Otherwise only the children are rendered, exactly as before.
 */
export function ImpersonationFrame({ children }: { children: ReactNode }) {
  const session = useSession();
  const impersonation = session?.impersonation;
  if (!session || !impersonation) return <>{children}</>;
  return <Frame player={session.username}>{children}</Frame>;
}

function Frame({ player, children }: { player: string; children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const banner = useRef<HTMLDivElement>(null);
  useStickyOffset(frame, banner);
  return (
    <div ref={frame} className="sticky top-0 z-50" data-testid="impersonation-frame">
      <ImpersonationBanner ref={banner} player={player} />
      {children}
    </div>
  );
}

/**
 * The page's other sticky parts (sidebar, chat panel, bet slip) sit below `--spacing-header`: while the banner is
 * there it counts as part of the header for them, so they are not hidden under it. The header inside the frame keeps
 * its own height.
 */
function useStickyOffset(frame: RefObject<HTMLDivElement | null>, banner: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const root = document.documentElement;
    const header = getComputedStyle(root).getPropertyValue("--spacing-header").trim() || "64px";
    const apply = () => {
      frame.current?.style.setProperty("--spacing-header", header);
      root.style.setProperty("--spacing-header", `calc(${header} + ${banner.current?.offsetHeight ?? 0}px)`);
    };
    apply();
    const observer = new ResizeObserver(apply);
    if (banner.current) observer.observe(banner.current);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--spacing-header");
    };
  }, [frame, banner]);
}

function ImpersonationBanner({ player, ref }: { player: string; ref: RefObject<HTMLDivElement | null> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const end = useEndImpersonation(locale);
  useReadOnlyNotice();
  return (
    <div
      ref={ref}
      role="status"
      data-testid="impersonation-banner"
      className="flex items-center justify-center gap-3 border-b border-black/20 bg-warning px-3 py-1.5 text-xs font-semibold text-[#1a1200] sm:text-sm"
    >
      <Eye className="hidden size-4 shrink-0 sm:block" aria-hidden />
      <span className="min-w-0 [overflow-wrap:anywhere]">
        {t("impersonation.banner", { player })}
        {end.isError ? (
          <span role="alert" className="block font-bold">
            {t("impersonation.endFailed")}
          </span>
        ) : null}
      </span>
      <button
        type="button"
        onClick={() => end.mutate()}
        disabled={end.isPending || end.isSuccess}
        aria-label={t("impersonation.endLabel", { player })}
        className="h-8 shrink-0 rounded-lg bg-[#1a1200] px-3 text-sm font-bold text-white hover:bg-black disabled:opacity-70"
      >
        {t("impersonation.end")}
      </button>
    </div>
  );
}

/**
 * Whatever button was pressed (a deposit, a bet, a limit), a refusal of the read-only view is said once in a toast,
 * in the staff member's language, even where the page itself would show only a generic failure.
 */
function useReadOnlyNotice() {
  const { t } = useTranslation();
  const client = useQueryClient();
  useEffect(
    () =>
      client.getMutationCache().subscribe((event) => {
        if (event.type !== "updated" || event.action.type !== "error") return;
        const error = event.action.error;
        if (error instanceof ApiError && error.code === READ_ONLY)
          toast.error(t(`errors.${READ_ONLY}`), { id: READ_ONLY });
      }),
    [client, t],
  );
}
