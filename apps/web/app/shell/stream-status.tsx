import { RefreshCw, WifiOff } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { retryStream, type StreamName, useStreamStates } from "../lib/stream-status";
import { buttonClass } from "../ui/button";

/** A blip that heals within this time is not worth a word. */
const QUIET_MS = 1_500;

/**
 * Says when the live updates (balance, odds) are down: "Reconnecting…" while the browser tries again, and once it
 * has given up, that balances and prices may be out of date, with a button to try again. Floats just below the
 * header, above the page's own panels (a modal stays above it); absent while every stream is open.
 */
export function StreamStatus() {
  const { t } = useTranslation();
  const states = useStreamStates();
  const entries = Object.entries(states) as [StreamName, { status: string }][];
  const failed = entries.filter(([, state]) => state.status === "failed").map(([name]) => name);
  const reconnecting = entries.some(([, state]) => state.status === "reconnecting");
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!reconnecting) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), QUIET_MS);
    return () => clearTimeout(timer);
  }, [reconnecting]);

  if (!failed.length && !(reconnecting && shown)) return null;
  return (
    <div
      role="status"
      data-testid="stream-status"
      className="fixed inset-x-3 top-[calc(var(--spacing-header)+0.5rem)] z-[72] mx-auto flex max-w-md items-center gap-3 rounded-2xl border border-border/70 bg-bg-elevated/95 px-4 py-2.5 text-sm shadow-card backdrop-blur-md"
    >
      {failed.length ? (
        <>
          <WifiOff className="size-4 shrink-0 text-danger" aria-hidden />
          <span className="min-w-0 flex-1">{t("stream.failed")}</span>
          <button
            type="button"
            onClick={() => {
              for (const name of failed) retryStream(name);
            }}
            className={buttonClass({ size: "sm", className: "shrink-0" })}
          >
            {t("stream.retry")}
          </button>
        </>
      ) : (
        <>
          <RefreshCw className="size-4 shrink-0 text-muted motion-safe:animate-spin" aria-hidden />
          <span className="min-w-0 flex-1">{t("stream.reconnecting")}</span>
        </>
      )}
    </div>
  );
}
