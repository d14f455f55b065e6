import type { UserConsents } from "@casino/contract";
import { useTranslation } from "react-i18next";
import { Checkbox } from "../../../../ui/checkbox";
import { Notice } from "../../../../ui/notice";
import { Skeleton } from "../../../../ui/skeleton";
import { useConsents, useSaveConsents } from "../../api/marketing-consents";

const MARKETING = ["emailmarketing", "sms", "3rdparty"] as const satisfies readonly (keyof UserConsents)[];

/**
 * Marketing preferences = the player's consents (docs/product/accounts.md#consents); each box saves on its own, at
 * once.
 */
export function MarketingSetting() {
  const { t } = useTranslation();
  const consents = useConsents();
  const save = useSaveConsents();
  if (consents.isPending) return <Skeleton className="h-36" />;
  if (consents.isError) return <Notice tone="error">{t("account.settings.marketingFailed")}</Notice>;
  return (
    <div className="flex flex-col gap-2">
      {MARKETING.map((key) => (
        <Checkbox
          key={key}
          checked={consents.data[key]}
          disabled={save.isPending}
          onChange={(event) => save.mutate({ [key]: event.target.checked })}
        >
          {t(`account.settings.consents.${key}`)}
        </Checkbox>
      ))}
      {save.isError ? <Notice tone="error">{t("account.settings.marketingFailed")}</Notice> : null}
      {save.isSuccess ? <Notice tone="success">{t("account.settings.saved")}</Notice> : null}
    </div>
  );
}
