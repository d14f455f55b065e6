import type { QueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { toast } from "../../../lib/toast";
import { Button } from "../../../ui/button";
import { Skeleton } from "../../../ui/skeleton";
import { limitsQueryOptions, useLimits } from "../api/get-limits";
import { DepositLimitForm } from "./deposit-limit-form";

/**
 * Whether a player who has just signed up (and is logged in) is to be offered a deposit limit now: their rules say
 * so (UK: UKGC LCCP SR 3.3 / RTS 12, at registration or before the first deposit). A failed read offers nothing;
 * the limits page and the deposit form still offer it.
 */
export async function limitOfferWanted(client: QueryClient): Promise<boolean> {
  try {
    return (await client.fetchQuery(limitsQueryOptions())).promptForLimit;
  } catch {
    return false;
  }
}

/** The sign-up step "Set a deposit limit": daily, weekly and monthly amounts, or Not now. */
export function SignupLimitOffer({ onDone }: { onDone(): void }) {
  const { t } = useTranslation();
  const limits = useLimits().data;
  if (!limits) return <Skeleton className="h-56 w-full rounded-2xl" />;
  return (
    <DepositLimitForm
      limits={limits}
      submitLabel={t("rg.offer.save")}
      onSaved={() => {
        toast.success(t("rg.offer.saved"));
        onDone();
      }}
      secondary={
        <Button variant="secondary" size="lg" onClick={onDone}>
          {t("rg.offer.skip")}
        </Button>
      }
    />
  );
}
