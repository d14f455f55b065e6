import { AFFILIATE_PARAM } from "@casino/contract";
import { Copy } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { useLocale } from "../../../lib/locale/use-locale";
import { toast } from "../../../lib/toast";
import { Button } from "../../../ui/button";
import { Notice } from "../../../ui/notice";
import { Skeleton } from "../../../ui/skeleton";
import { TextField } from "../../../ui/text-field";
import { useCreateCampaign } from "../api/create-campaign";
import { useCampaigns } from "../api/get-campaigns";

/** The affiliate's campaigns, each with the link to share, and a form for a new one. */
export function CampaignsCard() {
  const { t } = useTranslation();
  const locale = useLocale();
  const campaigns = useCampaigns();
  const create = useCreateCampaign();
  const [name, setName] = useState("");
  const [code, setCode] = useState("");
  // Links are absolute; the origin is known once the page runs in the browser.
  const [origin, setOrigin] = useState("");
  useEffect(() => setOrigin(window.location.origin), []);
  const linkOf = (campaignCode: string) =>
    `${origin}/${locale}?${AFFILIATE_PARAM}=${encodeURIComponent(campaignCode)}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name: name.trim(), ...(code.trim() ? { code: code.trim() } : {}) },
      {
        onSuccess: () => {
          setName("");
          setCode("");
          toast.success(t("affiliate.campaigns.created"));
        },
      },
    );
  };
  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t("affiliate.campaigns.copied"));
    } catch {
      toast.error(t("affiliate.campaigns.copyFailed"));
    }
  };
  const createError =
    create.error instanceof ApiError
      ? t(`affiliate.errors.${create.error.code}`, { defaultValue: t("affiliate.errors.generic") })
      : create.error
        ? t("affiliate.errors.generic")
        : null;

  return (
    <section
      aria-labelledby="campaigns-title"
      className="space-y-5 rounded-3xl border border-border/70 bg-surface p-5 shadow-card sm:p-7"
    >
      <h2 id="campaigns-title" className="text-lg font-bold">
        {t("affiliate.campaigns.title")}
      </h2>
      {campaigns.isPending ? (
        <Skeleton className="h-24 rounded-2xl" />
      ) : campaigns.isError ? (
        <Notice tone="error">{t("affiliate.loadFailed")}</Notice>
      ) : campaigns.data.items.length === 0 ? (
        <p className="rounded-2xl bg-surface-2/40 px-4 py-6 text-center text-sm text-muted">
          {t("affiliate.campaigns.empty")}
        </p>
      ) : (
        <ul className="space-y-2" data-testid="campaign-list">
          {campaigns.data.items.map((campaign) => (
            <li key={campaign.id} className="rounded-2xl border border-border/60 bg-surface-2/40 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-bold">{campaign.name}</p>
                <span className="text-xs text-muted">
                  {t("affiliate.campaigns.referred", { count: campaign.referredPlayers })}
                </span>
              </div>
              <div className="mt-2 flex items-center gap-2">
                <code className="min-w-0 flex-1 truncate rounded-lg bg-surface-3 px-2 py-1 text-xs">
                  {linkOf(campaign.code)}
                </code>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => void copy(linkOf(campaign.code))}
                  aria-label={t("affiliate.campaigns.copy", { name: campaign.name })}
                >
                  <Copy className="size-4" aria-hidden />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="space-y-3 border-t border-border/60 pt-5">
        <h3 className="font-bold">{t("affiliate.campaigns.new")}</h3>
        <TextField
          label={t("affiliate.campaigns.name")}
          value={name}
          maxLength={60}
          required
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label={t("affiliate.campaigns.code")}
          hint={t("affiliate.campaigns.codeHint")}
          value={code}
          maxLength={64}
          pattern="[A-Za-z0-9_\-]{3,64}"
          onChange={(event) => setCode(event.target.value)}
        />
        {createError ? <Notice tone="error">{createError}</Notice> : null}
        <Button type="submit" block pending={create.isPending} disabled={!name.trim()}>
          {t("affiliate.campaigns.create")}
        </Button>
      </form>
    </section>
  );
}
