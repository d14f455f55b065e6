import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { Notice } from "../../../ui/notice";
import { DeskSection } from "../components/desk-section";
import { Queue, QueueRow } from "../components/queue";
import { operatorErrorText } from "../operator-errors";
import { ProviderDialog, type ProviderDialogTarget } from "./provider-dialog";
import { type Provider, useProviders, useRotateSecret, useSaveProvider } from "./providers-api";

// The provider's name gets the room; the buttons stack in their column until the screen is wide enough for a row.
const COLUMNS = "md:grid-cols-[minmax(0,1.4fr)_auto_minmax(0,1fr)_auto]";

/**
 * Games from other studios (docs/product/providers.md#back-office): every provider with its state and games, added,
 * edited, switched on or off, its secret rotated (a new one shown once). Every change is in the audit trail.
 */
export function ProvidersDesk() {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<ProviderDialogTarget>(null);
  return (
    <DeskSection
      area="providers"
      heading="h3"
      actions={
        <Button className="shrink-0 self-start" onClick={() => setDialog({ kind: "new" })}>
          {t("operator.providers.add")}
        </Button>
      }
    >
      <Queue
        query={useProviders()}
        label={t("operator.providers.listLabel")}
        empty={t("operator.providers.empty")}
        headings={[
          t("operator.providers.provider"),
          t("operator.providers.state"),
          t("operator.providers.games"),
          t("operator.providers.actions"),
        ]}
        columns={COLUMNS}
      >
        {(provider) => (
          <ProviderRow
            key={provider.id}
            provider={provider}
            onEdit={() => setDialog({ kind: "edit", provider })}
          />
        )}
      </Queue>
      <ProviderDialog target={dialog} onClose={() => setDialog(null)} />
    </DeskSection>
  );
}

function ProviderRow({ provider, onEdit }: { provider: Provider; onEdit(): void }) {
  const { t } = useTranslation();
  const save = useSaveProvider();
  const rotate = useRotateSecret();
  const [confirming, setConfirming] = useState(false);
  // The new secret lives only in this row's state: it is never read again from the server.
  const [secret, setSecret] = useState<string | null>(null);
  const toggle = () => save.mutate({ provider, change: { enabled: !provider.enabled } });
  const rotateNow = () =>
    rotate.mutate(provider.id, {
      onSuccess: (answer) => {
        setConfirming(false);
        setSecret(answer.secret ?? null);
      },
    });
  return (
    <QueueRow columns={COLUMNS} testId="provider-row">
      <div className="min-w-0">
        <div className="font-bold">{provider.name}</div>
        <div className="truncate text-sm text-muted">
          {provider.id} · {provider.currencies.join(", ")}
        </div>
      </div>
      <div>
        <span
          className={
            provider.enabled
              ? "rounded-full bg-success/15 px-3 py-1 text-sm font-semibold text-success-ink"
              : "rounded-full bg-surface-3 px-3 py-1 text-sm font-semibold text-muted"
          }
        >
          {provider.enabled ? t("operator.providers.enabled") : t("operator.providers.disabled")}
        </span>
      </div>
      <ul
        className="flex flex-wrap gap-2 text-sm"
        aria-label={t("operator.providers.gamesOf", { name: provider.name })}
      >
        {provider.games.length === 0 ? (
          <li className="text-muted">{t("operator.providers.noGames")}</li>
        ) : null}
        {provider.games.map((game) => (
          <li key={game.slug} className="rounded-full bg-surface-2/60 px-3 py-1">
            {game.name}
            {game.hasFunMode ? (
              <span className="text-muted"> · {t("operator.providers.funPlay")}</span>
            ) : null}
          </li>
        ))}
      </ul>
      <div className="col-span-2 flex flex-wrap gap-2 md:col-span-1 md:flex-col md:items-stretch 2xl:flex-row">
        <Button
          variant="secondary"
          size="sm"
          onClick={onEdit}
          aria-label={t("operator.providers.editOf", { name: provider.name })}
        >
          {t("operator.providers.edit")}
        </Button>
        <Button
          variant={provider.enabled ? "danger" : "secondary"}
          size="sm"
          pending={save.isPending}
          onClick={toggle}
        >
          {provider.enabled ? t("operator.providers.disable") : t("operator.providers.enable")}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
          {t("operator.providers.rotate")}
        </Button>
      </div>
      {save.isError ? (
        <Notice tone="error" className="col-span-2 md:col-span-4">
          {operatorErrorText(t, save.error)}
        </Notice>
      ) : null}
      {secret ? (
        <Notice tone="success" className="col-span-2 md:col-span-4">
          <p>{t("operator.providers.secretOnce")}</p>
          <code data-testid="provider-secret" className="my-2 block break-all font-mono text-text select-all">
            {secret}
          </code>
          <Button variant="ghost" size="sm" onClick={() => setSecret(null)}>
            {t("operator.providers.secretDone")}
          </Button>
        </Notice>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("operator.providers.rotateTitle", { name: provider.name })}
        description={t("operator.providers.rotateText")}
        confirmLabel={t("operator.providers.rotate")}
        cancelLabel={t("common.cancel")}
        closeLabel={t("common.close")}
        onConfirm={rotateNow}
        pending={rotate.isPending}
        error={rotate.isError ? operatorErrorText(t, rotate.error) : null}
        tone="danger"
      />
    </QueueRow>
  );
}
