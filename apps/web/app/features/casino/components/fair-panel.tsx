import type { RoundView } from "@casino/contract";
import { ShieldCheck } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocale } from "../../../lib/locale/use-locale";
import { Button } from "../../../ui/button";
import { useRotateSeeds, useSeeds } from "../api/seeds";
import { verifyFieldsOf } from "../lib/verify-link";

function Field({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="truncate font-mono text-xs" title={String(value)}>
        {value}
      </dd>
    </div>
  );
}

/** Provably fair: the current commitment, an editable client seed (rotating reveals the server seed), the last round. */
export function FairPanel({
  player,
  lastRound,
  kind,
}: {
  player: boolean;
  lastRound: RoundView | null;
  kind: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const seeds = useSeeds(player);
  const rotate = useRotateSeeds();
  const [clientSeed, setClientSeed] = useState("");
  const revealed = rotate.data?.revealed;
  const fields = lastRound ? verifyFieldsOf(kind, lastRound, revealed) : null;
  const verifyLink = fields ? `/${locale}/casino/verify?${new URLSearchParams({ ...fields })}` : null;
  return (
    <details className="rounded-2xl border border-border/70 bg-surface p-4 shadow-card">
      <summary className="flex cursor-pointer items-center gap-2 font-bold">
        <ShieldCheck className="size-4 text-success" aria-hidden /> {t("casino.fair.title")}
      </summary>
      <div className="mt-3 flex flex-col gap-3 text-sm">
        <p className="text-muted">{t("casino.fair.intro")}</p>
        {seeds.data && (
          <dl className="grid gap-2 sm:grid-cols-3">
            <Field label={t("casino.fair.serverSeedHash")} value={seeds.data.serverSeedHash} />
            <Field label={t("casino.fair.clientSeed")} value={seeds.data.clientSeed} />
            <Field label={t("casino.fair.nonce")} value={seeds.data.nonce} />
          </dl>
        )}
        {player && (
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              rotate.mutate(clientSeed.trim() || undefined);
            }}
          >
            <label className="flex flex-col gap-1 text-xs font-medium">
              {t("casino.fair.newClientSeed")}
              <input
                value={clientSeed}
                maxLength={64}
                onChange={(event) => setClientSeed(event.target.value)}
                className="h-9 rounded-lg border border-border bg-surface px-2 font-mono text-xs"
              />
            </label>
            <Button size="sm" variant="secondary" type="submit" disabled={rotate.isPending}>
              {t("casino.fair.rotate")}
            </Button>
          </form>
        )}
        {revealed && (
          <dl className="grid gap-2 rounded-xl bg-surface-2 p-3 sm:grid-cols-2" data-testid="revealed-seed">
            <Field label={t("casino.fair.revealedSeed")} value={revealed.serverSeed} />
            <Field label={t("casino.fair.rounds")} value={revealed.rounds} />
          </dl>
        )}
        {lastRound && (
          <dl className="grid gap-2 sm:grid-cols-3">
            <Field label={t("casino.fair.lastRound")} value={lastRound.id} />
            <Field label={t("casino.fair.serverSeedHash")} value={lastRound.seeds.serverSeedHash} />
            <Field label={t("casino.fair.nonce")} value={lastRound.seeds.nonce} />
          </dl>
        )}
        {verifyLink && (
          <Link to={verifyLink} className="self-start font-semibold text-primary-strong hover:underline">
            {t("casino.fair.verify")}
          </Link>
        )}
      </div>
    </details>
  );
}
