import type { BonusCampaignListItem } from "@casino/contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { newIdempotencyKey } from "../../../lib/idempotency-key";
import { useLocale } from "../../../lib/locale/use-locale";
import { toast } from "../../../lib/toast";
import { Button } from "../../../ui/button";
import { Dialog } from "../../../ui/dialog";
import { Notice } from "../../../ui/notice";
import { TextField } from "../../../ui/text-field";
import { useGrantCampaign } from "../api/grant-campaign";
import { campaignName } from "../campaign-view";
import { grantErrorText } from "../operator-errors";

/**
 * Grants a campaign to one player, named by username (e.g. a tournament ticket, a goodwill bonus). The server
 * grants it whoever is eligible, one open grant per player and campaign; its refusal is shown in place.
 */
export function GrantDialog({
  campaign,
  onClose,
}: {
  /** The campaign to grant; null closes the dialog. */
  campaign: BonusCampaignListItem | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const grant = useGrantCampaign();
  const close = () => {
    grant.reset();
    onClose();
  };
  return (
    <Dialog
      open={campaign !== null}
      onOpenChange={(next) => {
        if (!next && !grant.isPending) close();
      }}
      title={campaign ? t("operator.bonuses.grantForm.title", { code: campaign.code }) : ""}
      description={
        campaign ? t("operator.bonuses.grantForm.body", { name: campaignName(campaign, locale) }) : undefined
      }
      closeLabel={t("common.close")}
    >
      {campaign ? <GrantForm key={campaign.id} campaign={campaign} grant={grant} onClose={close} /> : null}
    </Dialog>
  );
}

function GrantForm({
  campaign,
  grant,
  onClose,
}: {
  campaign: BonusCampaignListItem;
  grant: ReturnType<typeof useGrantCampaign>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [username, setUsername] = useState("");
  // One key per opened form: a double click or a retry grants once (the server keys grants per player).
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [submitted, setSubmitted] = useState(false);
  const missing = username.trim() === "";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (missing) return;
    grant.mutate(
      { username: username.trim(), campaignId: campaign.id, idempotencyKey },
      {
        onSuccess: ({ player }) => {
          toast.success(
            t("operator.bonuses.grantForm.granted", { code: campaign.code, player: player.username }),
          );
          onClose();
        },
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextField
        label={t("operator.bonuses.grantForm.username")}
        hint={t("operator.bonuses.grantForm.usernameHint")}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={submitted && missing ? t("operator.bonuses.grantForm.required") : null}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={40}
        required
      />
      {grant.isError ? (
        <Notice tone="error" className="mb-4">
          {grantErrorText(t, grant.error)}
        </Notice>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" size="lg" onClick={onClose} disabled={grant.isPending}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" size="lg" pending={grant.isPending}>
          {t("operator.bonuses.grantForm.submit")}
        </Button>
      </div>
    </form>
  );
}
