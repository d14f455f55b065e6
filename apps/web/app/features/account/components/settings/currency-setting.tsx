import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { chooseDisplayCurrency, useDisplayCurrency } from "../../../../lib/shell-state/layout-data";
import { SelectField } from "../../../../ui/select-field";
import { useCurrencies } from "../../api/get-currencies";

/**
 * Currency display: the account's own currency is fixed (its wallet); the currency other players' amounts are
 * shown in (winners feeds) is a choice, kept in the same cookie as the locale-and-currency modal's.
 */
export function CurrencySetting({ accountCurrency }: { accountCurrency: string }) {
  const { t } = useTranslation();
  const chosen = useDisplayCurrency();
  const currencies = useCurrencies();
  const client = useQueryClient();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="rounded-2xl border border-border/70 bg-surface-2/50 p-3">
        <p className="text-xs font-semibold uppercase tracking-wider text-subtle">
          {t("account.settings.accountCurrency")}
        </p>
        <p className="mt-1 font-bold" data-testid="settings-account-currency">
          {accountCurrency}
        </p>
      </div>
      <SelectField
        label={t("account.settings.displayCurrency")}
        value={chosen ?? accountCurrency}
        onChange={(event) => {
          chooseDisplayCurrency(event.target.value);
          // Amounts the server shows in the display currency (the winners feeds) are asked again.
          void client.invalidateQueries();
        }}
        options={(currencies.data ?? [{ code: accountCurrency }]).map((currency) => ({
          value: currency.code,
          label: currency.code,
        }))}
      />
    </div>
  );
}
