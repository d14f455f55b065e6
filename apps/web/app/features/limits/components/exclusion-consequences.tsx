import { Ban, Landmark, Lock, LogOut, type LucideIcon, Mail, MailX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../lib/locale/use-locale";
import { formatMoney } from "../../../lib/money";
import { Checkbox } from "../../../ui/checkbox";
import { useBalance } from "../api/get-balance";
import type { ExclusionKind } from "../exclusion-request";

/**
 * The second step: exactly what happens, in plain words, before the player commits. Nothing here may be softer
 * than the server's rules: it starts at once, cannot be shortened or lifted early, ends every session, stops
 * marketing, and money left in the account is paid out on request.
 */
export function ExclusionConsequences({
  kind,
  summary,
  acknowledged,
  onAcknowledge,
}: {
  kind: ExclusionKind;
  /** "6 months — until 22 May 2027" / "Permanently". */
  summary: string;
  acknowledged: boolean;
  onAcknowledge(value: boolean): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const balance = useBalance().data;
  const funds =
    balance && balance.balance > 0
      ? t("rg.consequences.fundsAmount", {
          amount: formatMoney(balance.balance, balance.balanceCurrency, locale),
        })
      : t("rg.consequences.funds");
  const items: { icon: LucideIcon; text: string }[] = [
    { icon: Lock, text: t(`rg.consequences.final.${kind}`) },
    { icon: Ban, text: t(`rg.consequences.blocked.${kind}`) },
    { icon: LogOut, text: t("rg.consequences.sessions") },
    { icon: MailX, text: t("rg.consequences.marketing") },
    { icon: Landmark, text: funds },
    { icon: Mail, text: t("rg.consequences.email") },
  ];
  return (
    <div className="flex flex-col gap-4">
      <p className="rounded-2xl border border-danger/40 bg-danger/10 px-4 py-3 text-center">
        <span className="block text-xs font-semibold uppercase tracking-wider text-danger">
          {t(`rg.${kind}.summaryLabel`)}
        </span>
        <span className="mt-0.5 block text-lg font-extrabold" data-testid="exclusion-summary">
          {summary}
        </span>
      </p>
      <ul className="flex flex-col gap-2.5">
        {items.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-start gap-3 text-sm">
            <Icon className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden />
            <span>{text}</span>
          </li>
        ))}
      </ul>
      <Checkbox checked={acknowledged} onChange={(event) => onAcknowledge(event.target.checked)}>
        {t(`rg.consequences.acknowledge.${kind}`)}
      </Checkbox>
    </div>
  );
}
