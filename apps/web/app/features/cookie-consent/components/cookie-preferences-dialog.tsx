import type { Dispatch } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { Dialog } from "../../../ui/dialog";
import {
  type ConsentEvent,
  type ConsentState,
  DESTINATIONS,
  type Destination,
  isUndecided,
} from "../consent-state";

/** The preferences dialog: essential always on, and allow / do not allow for each optional destination. */
export function CookiePreferencesDialog({
  state,
  dispatch,
}: {
  state: ConsentState;
  dispatch: Dispatch<ConsentEvent>;
}) {
  const { t } = useTranslation();
  const undecided = isUndecided(state.draft);
  return (
    <>
      <Dialog
        open={state.dialog === "open"}
        onOpenChange={(open) => {
          if (!open) dispatch({ type: "cancel" });
        }}
        title={t("content.cookiePreferences")}
        description={t("content.cookiePreferencesText")}
        closeLabel={t("content.cookieClose")}
        size="lg"
      >
        <div className="space-y-3">
          <div className="rounded-xl border border-border/70 bg-surface-2/50 p-4">
            <div className="flex items-center justify-between gap-3">
              <h3 className="font-bold">{t("content.cookie_essential")}</h3>
              <span className="rounded-full bg-success/15 px-2.5 py-1 text-xs font-bold text-success-ink">
                {t("content.cookieAlwaysOn")}
              </span>
            </div>
            <p className="mt-1 text-sm text-muted">{t("content.cookie_essentialText")}</p>
          </div>
          {DESTINATIONS.map((destination) => (
            <DestinationChoice
              key={destination}
              destination={destination}
              value={state.draft[destination]}
              onChange={(allowed) => dispatch({ type: "choose", destination, allowed })}
            />
          ))}
        </div>
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
          {undecided ? <p className="text-sm text-muted sm:mr-auto">{t("content.cookieDecideAll")}</p> : null}
          <Button variant="secondary" onClick={() => dispatch({ type: "cancel" })}>
            {t("content.cookieCancel")}
          </Button>
          <Button onClick={() => dispatch({ type: "save" })} disabled={undecided}>
            {t("content.cookieSave")}
          </Button>
        </div>
      </Dialog>
      <ConfirmDialog
        open={state.dialog === "confirmCancel"}
        onOpenChange={(open) => {
          if (!open) dispatch({ type: "keepEditing" });
        }}
        title={t("content.cookieDiscardTitle")}
        description={t("content.cookieDiscardText")}
        confirmLabel={t("content.cookieDiscard")}
        cancelLabel={t("content.cookieKeepEditing")}
        closeLabel={t("content.cookieKeepEditing")}
        onConfirm={() => dispatch({ type: "confirmCancel" })}
      />
    </>
  );
}

function DestinationChoice({
  destination,
  value,
  onChange,
}: {
  destination: Destination;
  value: boolean | null;
  onChange: (allowed: boolean) => void;
}) {
  const { t } = useTranslation();
  const name = `cookie-${destination}`;
  return (
    <fieldset className="rounded-xl border border-border/70 p-4">
      <legend className="sr-only">{t(`content.cookie_${destination}`)}</legend>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span aria-hidden className="font-bold">
          {t(`content.cookie_${destination}`)}
        </span>
        <div className="flex gap-1 rounded-lg bg-surface-2 p-1">
          {([true, false] as const).map((allowed) => (
            <label
              key={String(allowed)}
              className={`cursor-pointer rounded-md px-3 py-1.5 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus ${
                value === allowed ? "bg-primary text-primary-contrast" : "text-muted hover:text-text"
              }`}
            >
              <input
                type="radio"
                name={name}
                checked={value === allowed}
                onChange={() => onChange(allowed)}
                className="sr-only"
              />
              {t(allowed ? "content.cookieAllow" : "content.cookieDeny")}
            </label>
          ))}
        </div>
      </div>
      <p className="mt-1 text-sm text-muted">{t(`content.cookie_${destination}Text`)}</p>
    </fieldset>
  );
}
