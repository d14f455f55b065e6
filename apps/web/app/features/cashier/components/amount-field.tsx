import { useTranslation } from "react-i18next";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatMoney } from "../../../lib/money";
import { TextField, type TextFieldProps } from "../../../ui/text-field";
import type { AmountBounds, AmountProblem } from "../amount";

/** The text of an amount problem, with the bounds and the available amount in the player's currency. */
export function useAmountProblemText(currency: string) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, currency, locale);
  return (problem: AmountProblem, bounds: AmountBounds, available?: number) =>
    t(`cashier.amount.${problem}`, {
      min: money(bounds.min),
      max: money(bounds.max),
      available: money(available ?? 0),
    });
}

export interface AmountFieldProps extends Omit<TextFieldProps, "trailing" | "inputMode" | "type"> {
  currency: string;
}

/** A money input: decimal keypad on phones, the currency at its right edge, no browser autofill. */
export function AmountField({ currency, ...props }: AmountFieldProps) {
  return (
    <TextField
      {...props}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      trailing={<span className="pr-3 text-sm font-bold text-subtle">{currency}</span>}
    />
  );
}
