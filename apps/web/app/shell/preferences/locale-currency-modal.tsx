import { LOCALE_TAG, URL_LOCALES, type UrlLocale } from "@casino/contract";
import { useQueryClient } from "@tanstack/react-query";
import { clsx } from "clsx";
import { Check, Lock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useCurrencies } from "../../features/account/api/get-currencies";
import { usePlayer } from "../../features/auth/api/get-session";
import { switchLocale } from "../../lib/locale/paths";
import { useLocale } from "../../lib/locale/use-locale";
import { chooseDisplayCurrency, useDisplayCurrency } from "../../lib/shell-state/layout-data";
import { type LocaleCurrencyTab, openSupport, useModals } from "../../lib/shell-state/modal-store";
import { Button } from "../../ui/button";
import { Dialog } from "../../ui/dialog";
import { Notice } from "../../ui/notice";
import { Tabs } from "../../ui/tabs";

const PANEL_ID = "locale-currency-panel";

/** Language and currency (docs/product/shell.md#modals), from the footer and the mobile drawer. */
export function LocaleCurrencyModal() {
  const { t } = useTranslation();
  const modal = useModals((state) => state.modal);
  const open = useModals((state) => state.open);
  const close = useModals((state) => state.close);
  const tab = modal?.name === "localeCurrency" ? modal.tab : null;
  return (
    <Dialog
      open={tab !== null}
      onOpenChange={(next) => (next ? null : close())}
      title={t("localeCurrency.title")}
      closeLabel={t("common.close")}
    >
      <Tabs
        label={t("localeCurrency.title")}
        panelId={PANEL_ID}
        value={tab ?? "language"}
        onChange={(next: LocaleCurrencyTab) => open({ name: "localeCurrency", tab: next })}
        options={[
          { value: "language", label: t("localeCurrency.language") },
          { value: "currency", label: t("localeCurrency.currency") },
        ]}
      />
      <div
        id={PANEL_ID}
        role="tabpanel"
        aria-label={t(`localeCurrency.${tab ?? "language"}`)}
        className="mt-5"
      >
        {tab === "currency" ? <CurrencyPanel /> : <LanguagePanel />}
      </div>
    </Dialog>
  );
}

/** Each language reloads the same page in it (a full document load: every text and format changes at once). */
function LanguagePanel() {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  return (
    <ul className="space-y-2">
      {URL_LOCALES.map((target) => (
        <li key={target}>
          <a
            href={switchLocale(pathname, search, target)}
            hrefLang={LOCALE_TAG[target]}
            lang={LOCALE_TAG[target]}
            aria-current={target === locale ? "true" : undefined}
            className={option(target === locale)}
          >
            <span className="grid size-9 place-items-center rounded-lg bg-surface-3 text-xs font-extrabold uppercase">
              {target === "en-ca" ? "CA" : target}
            </span>
            <span className="flex-1">
              <span className="block font-bold text-text">{NATIVE[target].name}</span>
              <span className="block text-xs text-subtle">{NATIVE[target].region}</span>
            </span>
            {target === locale ? <Check className="size-5 text-primary-strong" aria-hidden /> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Each language named in itself, with where it is meant for: a reader finds their own whatever the page's. */
const NATIVE: Record<UrlLocale, { name: string; region: string }> = {
  en: { name: "English", region: "International" },
  de: { name: "Deutsch", region: "Deutschland, Österreich" },
  "en-ca": { name: "English (Canada)", region: "Canada" },
};

/**
 * A player's currency is their wallet's (read-only, with why); a guest picks the currency amounts are shown in
 * while browsing (winners feeds), remembered in a cookie the server reads.
 */
function CurrencyPanel() {
  const { t } = useTranslation();
  const locale = useLocale();
  const player = usePlayer();
  const chosen = useDisplayCurrency();
  const currencies = useCurrencies();
  const client = useQueryClient();
  const names = currencyNames(locale);

  if (player) {
    const code = player.currency.code;
    return (
      <div className="space-y-4">
        <div className="flex items-center gap-3 rounded-2xl border border-border/70 bg-surface-2/60 p-4">
          <span className="grid size-11 place-items-center rounded-xl bg-surface-3 text-lg font-extrabold">
            {player.currency.symbol}
          </span>
          <span className="flex-1">
            <span className="block text-xs font-semibold uppercase tracking-wider text-subtle">
              {t("localeCurrency.accountCurrency")}
            </span>
            <span className="block font-bold" data-testid="account-currency">
              {code} · {names?.of(code) ?? code}
            </span>
          </span>
          <Lock className="size-4 text-subtle" aria-label={t("localeCurrency.locked")} />
        </div>
        <p className="text-sm text-muted">{t("localeCurrency.playerExplanation", { currency: code })}</p>
        <Button variant="secondary" block onClick={() => openSupport("email")}>
          {t("localeCurrency.askSupport")}
        </Button>
      </div>
    );
  }

  const selected = chosen;
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">
        {t(chosen ? "localeCurrency.guestExplanation" : "localeCurrency.guestNoChoice")}
      </p>
      {currencies.isError ? <Notice tone="error">{t("localeCurrency.unavailable")}</Notice> : null}
      <fieldset>
        <legend className="sr-only">{t("localeCurrency.displayCurrency")}</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {(currencies.data ?? []).map((currency) => (
            <label key={currency.code} className={option(currency.code === selected, "cursor-pointer")}>
              <input
                type="radio"
                name="display-currency"
                value={currency.code}
                checked={currency.code === selected}
                onChange={() => {
                  chooseDisplayCurrency(currency.code);
                  // Amounts the server shows in the display currency (the winners feeds) are asked again.
                  void client.invalidateQueries();
                }}
                className="sr-only"
              />
              <span
                className={clsx(
                  "grid h-9 w-11 shrink-0 place-items-center rounded-lg bg-surface-3 font-extrabold",
                  currency.symbol.length > 2 ? "text-[11px]" : "text-sm",
                )}
              >
                {currency.symbol}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-bold text-text">{currency.code}</span>
                <span className="block truncate text-xs text-subtle">
                  {names?.of(currency.code) ?? currency.name}
                </span>
              </span>
              {currency.code === selected ? (
                <Check className="size-5 text-primary-strong" aria-hidden />
              ) : null}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="text-xs text-subtle">{t("localeCurrency.guestNote")}</p>
    </div>
  );
}

/** Currency names in the page's language ("Britisches Pfund"), where the browser knows them. */
function currencyNames(locale: UrlLocale): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([LOCALE_TAG[locale]], { type: "currency" });
  } catch {
    return null;
  }
}

const option = (selected: boolean, extra?: string) =>
  clsx(
    "flex items-center gap-3 rounded-2xl border p-3 text-sm transition-colors",
    "has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-focus/60 focus-visible:ring-2 focus-visible:ring-focus/60 focus-visible:outline-none",
    selected
      ? "border-primary/60 bg-primary/10 text-text"
      : "border-border/70 bg-surface-2/40 text-muted hover:bg-surface-2 hover:text-text",
    extra,
  );
