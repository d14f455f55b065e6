import type { LimitType } from "@casino/contract";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../i18n/format";
import { errorText } from "../../../lib/error-text";
import { useLocale } from "../../../lib/locale/use-locale";
import { refusalText } from "../../../lib/refusal-text";
import { toast } from "../../../lib/toast";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { useRemoveLimits } from "../api/remove-limits";
import { changeEffectiveAt, type LimitView, limitsOf } from "../limit-view";
import { useLimitFormat, useLimitName } from "./use-limit-format";

/** "Remove this limit?": a removal loosens protection, so it waits 24 hours and the limit holds until then. */
export function RemoveLimitDialog({
  kind,
  limit,
  currency,
  onClose,
}: {
  kind: LimitType;
  limit: LimitView;
  currency: string;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const format = useLimitFormat(kind, currency);
  const name = useLimitName()(kind, limit.period);
  const remove = useRemoveLimits();
  const date = formatDateTime(changeEffectiveAt("higher", Date.now()), locale);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("rg.remove.title", { name })}
      description={t("rg.remove.body", { value: format(limit.value), date })}
      confirmLabel={t("rg.remove.confirm")}
      cancelLabel={t("rg.remove.keep")}
      closeLabel={t("common.close")}
      tone="danger"
      pending={remove.isPending}
      error={
        remove.error
          ? (refusalText(t, remove.error, { locale, currency }) ?? errorText(t, remove.error))
          : null
      }
      onConfirm={() =>
        remove.mutate(
          { type: kind, periods: [limit.period] },
          {
            onSuccess: (limits) => {
              const at = limitsOf(limits, kind).get(limit.period)?.pending?.effectiveAt;
              toast.success(t("rg.remove.done", { name, date: at ? formatDateTime(at, locale) : date }));
              onClose();
            },
          },
        )
      }
    />
  );
}
