import { operatorApi } from "@casino/contract";
import { useMutation } from "@tanstack/react-query";
import { Eye } from "lucide-react";
import { useTranslation } from "react-i18next";
import { api } from "../../../lib/api-client";
import { useLocale } from "../../../lib/locale/use-locale";
import { Button } from "../../../ui/button";
import { Notice } from "../../../ui/notice";
import { useCan } from "../api/get-staff-access";
import { operatorErrorText } from "../operator-errors";
import { usePlayer } from "./players-api";

/** POST /api/admin/players/{id}/impersonate: the server sets the read-only `isid` session cookie. */
const startImpersonation = (id: string) =>
  api(operatorApi.postAdminPlayersByIdImpersonate, { params: { id } });

/**
 * "View as player" on the player 360 (docs/decisions/0211-impersonation-read-only.md): staff with
 * `players.impersonate` open the site as the player, read-only, in a full page load so the whole site is the
 * player's (the console's data is not carried along). The site's banner brings them back.
 */
export function ViewAsPlayer({ id }: { id: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const may = useCan("players.impersonate");
  const player = usePlayer(id);
  const start = useMutation({
    mutationFn: () => startImpersonation(id),
    onSuccess: () => window.location.assign(`/${locale}/profile/totalbalance`),
  });
  if (!may || !player.data) return null;
  const name = player.data.profile.username;
  return (
    <div className="flex flex-col gap-2" data-testid="view-as-player">
      <div className="flex flex-col gap-2 rounded-3xl border border-border/70 bg-surface px-4 py-3 shadow-card sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">{t("operator.player.viewAsPlayerHint", { name })}</p>
        <Button
          size="sm"
          variant="secondary"
          className="shrink-0"
          pending={start.isPending || start.isSuccess}
          onClick={() => start.mutate()}
        >
          <Eye className="size-4" aria-hidden />
          {t("operator.player.viewAsPlayer")}
        </Button>
      </div>
      {start.isError ? <Notice tone="error">{operatorErrorText(t, start.error)}</Notice> : null}
    </div>
  );
}
