import type { Permission } from "@casino/contract";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LoadError } from "../../../ui/load-error";
import { Skeleton } from "../../../ui/skeleton";
import { useStaffAccess } from "../api/get-staff-access";
import { NoAccess } from "./operator-console";

/** What each area needs (the server checks every call again). */
const AREA_PERMISSION = {
  reports: "reports.read",
  trading: "trading.manage",
  content: "content.publish",
  providers: "catalogue.manage",
  catalogue: "catalogue.manage",
} as const satisfies Record<string, Permission>;

/**
 * One area of the back office (reports, trading, content) inside the console's frame: its title, or "no access"
 * for staff whose roles do not allow it.
 */
export function OperatorArea({
  area,
  children,
}: {
  area: keyof typeof AREA_PERMISSION;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const access = useStaffAccess();
  if (access.isPending) return <Skeleton className="h-[28rem] rounded-3xl" />;
  if (access.isError)
    return <LoadError message={t("operator.loadFailed")} onRetry={() => access.refetch()} />;
  if (!access.data.permissions.includes(AREA_PERMISSION[area])) return <NoAccess />;
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-2xl font-extrabold tracking-tight">{t(`operator.areas.${area}`)}</h2>
      {children}
    </div>
  );
}
