import type { ContentAction } from "@casino/contract";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Dialog } from "../../../ui/dialog";
import type { Popup } from "../api/get-popups";
import { nextPopup, rememberDismissal, wasDismissed } from "../popup-memory";
import { CmsHtml } from "./cms-html";
import { ContentCta } from "./content-cta";

/**
 * Whether a modal dialog is open; called only while this popup is not, so any found is another's. Non-modal panels
 * that call themselves dialogs (aria-modal="false": a notice floating over the page's corner) do not hold it back.
 */
const anotherDialogOpen = () =>
  document.querySelector('[role="dialog"]:not([aria-modal="false"]), [role="alertdialog"]') !== null;

/**
 * The first undismissed CMS popup, after its delay and once no other dialog is open. Prize-wheel and brand-ambassador popups are content like the
 * others (docs/product/content.md#popups); the wheel only shows its segments, since what can be won is decided by the
 * server.
 */
export function ContentPopup({
  popups,
  onAction,
  wheel,
}: {
  popups: Popup[];
  onAction: (action: ContentAction) => void;
  /** The playable prize wheel (engagement), shown in a prize-wheel popup instead of its segment list. */
  wheel?: ReactNode;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Popup | null>(null);
  useEffect(() => {
    const popup = nextPopup(popups, wasDismissed);
    if (!popup) return;
    let waiting: number | undefined;
    // A dialog the player opened (log in, a password reset, the chat) comes first: the popup waits until it closes.
    const showWhenFree = () => {
      if (!anotherDialogOpen()) return setShown(popup);
      waiting = window.setTimeout(showWhenFree, 500);
    };
    waiting = window.setTimeout(showWhenFree, popup.delaySeconds * 1000);
    return () => window.clearTimeout(waiting);
  }, [popups]);
  if (!shown) return null;
  const close = () => {
    rememberDismissal(shown);
    setShown(null);
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      title={shown.title}
      closeLabel={t("content.popupClose")}
    >
      <div data-popup-kind={shown.kind} className="space-y-4">
        {shown.image ? (
          <img
            src={shown.image.src}
            alt={shown.image.alt}
            width={1200}
            height={500}
            className="aspect-[12/5] w-full rounded-xl object-cover"
          />
        ) : null}
        {shown.ambassador ? (
          <figure className="rounded-xl bg-surface-2/60 p-4">
            <blockquote className="text-base italic">“{shown.ambassador.quote}”</blockquote>
            <figcaption className="mt-2 text-sm text-muted">
              <strong className="text-text">{shown.ambassador.name}</strong> · {shown.ambassador.role}
            </figcaption>
          </figure>
        ) : null}
        {shown.kind === "prize-wheel" && wheel ? (
          wheel
        ) : shown.wheel ? (
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {shown.wheel.segments.map((segment, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: segments may repeat; their place on the wheel is their identity.
                key={index}
                className="rounded-lg bg-surface-2 px-2 py-2 text-center text-sm font-semibold"
              >
                {segment}
              </li>
            ))}
          </ul>
        ) : null}
        <CmsHtml html={shown.content} className="text-sm text-muted" />
        {shown.cta ? (
          <ContentCta
            cta={shown.cta}
            onAction={(action) => {
              close();
              onAction(action);
            }}
          />
        ) : null}
      </div>
    </Dialog>
  );
}
