import type { ConsentKey } from "@casino/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { forgetPlayer } from "../../../lib/query-client";
import { type OpenModal, useModals } from "../../../lib/shell-state/modal-store";
import { toast } from "../../../lib/toast";
import { Button } from "../../../ui/button";
import { Checkbox } from "../../../ui/checkbox";
import { Dialog } from "../../../ui/dialog";
import { Notice } from "../../../ui/notice";
import { Skeleton } from "../../../ui/skeleton";
import { useConsentRequirements } from "../api/get-consent-requirements";
import { useLogout } from "../api/logout";
import { useUpdateConsents } from "../api/update-consents";
import { useFinishLogin } from "../hooks/use-login-flow";

type Restrictions = Extract<OpenModal, { name: "consent" }>["restrictions"];

/**
 * The terms & marketing consent modal (docs/product/sessions.md#restrictions). Agreeing saves the answers and
 * completes the login; declining, or any failure, ends the restricted session and closes the flow with the reason.
 */
export function ConsentModal() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const modal = useModals((state) => state.modal);
  const restrictions = modal?.name === "consent" ? modal.restrictions : null;
  const update = useUpdateConsents();
  const finish = useFinishLogin();
  const logout = useLogout();
  const [finishing, setFinishing] = useState(false);
  const pending = update.isPending || finishing;

  const end = (messageKey: string) => {
    useModals.getState().close();
    toast.error(t(messageKey));
    // The restricted session ends either way; if the server cannot be told, it still ends here.
    logout.mutate({}, { onError: () => forgetPlayer(client) });
  };
  const agree = (answers: Partial<Record<ConsentKey, boolean>>) =>
    update.mutate(answers, {
      onSuccess: async () => {
        setFinishing(true);
        await finish().catch(() => end("consent.failed"));
        setFinishing(false);
      },
      onError: () => end("consent.failed"),
    });

  return (
    <Dialog
      open={!!restrictions}
      onOpenChange={(open) => {
        if (!open && !pending) end("consent.declined");
      }}
      title={t("consent.title")}
      description={restrictions?.needsTCAccept ? t("consent.tcChanged") : t("consent.marketing")}
      closeLabel={t("common.close")}
      modalLock
    >
      {restrictions ? (
        <ConsentForm
          restrictions={restrictions}
          pending={pending}
          onAgree={agree}
          onDecline={() => end("consent.declined")}
        />
      ) : null}
    </Dialog>
  );
}

function ConsentForm({
  restrictions,
  pending,
  onAgree,
  onDecline,
}: {
  restrictions: Restrictions;
  pending: boolean;
  onAgree(answers: Partial<Record<ConsentKey, boolean>>): void;
  onDecline(): void;
}) {
  const { t } = useTranslation();
  const requirements = useConsentRequirements();
  const [answers, setAnswers] = useState<Partial<Record<ConsentKey, boolean>>>({});

  if (requirements.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy>
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
        <Skeleton className="mt-2 h-12" />
      </div>
    );
  }
  if (requirements.isError) {
    return (
      <div className="flex flex-col gap-3">
        <Notice tone="error">{t("consent.loadFailed")}</Notice>
        <Button block onClick={() => requirements.refetch()}>
          {t("common.retry")}
        </Button>
        <Button variant="ghost" block onClick={onDecline}>
          {t("consent.decline")}
        </Button>
      </div>
    );
  }

  const items = requirements.data;
  const accepted = (tag: ConsentKey, status: string) => answers[tag] ?? status === "Accepted";
  const missing = items.filter((item) => item.mustAccept && !accepted(item.tagCode, item.status));
  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (missing.length || pending) return;
        onAgree(Object.fromEntries(items.map((item) => [item.tagCode, accepted(item.tagCode, item.status)])));
      }}
    >
      {restrictions.needsTCAccept && restrictions.needsMarketingAccept ? (
        <p className="text-sm text-muted">{t("consent.marketing")}</p>
      ) : null}
      <fieldset className="flex flex-col gap-2.5">
        <legend className="sr-only">{t("consent.listLabel")}</legend>
        {items.map((item) => {
          const checked = accepted(item.tagCode, item.status);
          return (
            <Checkbox
              key={item.tagCode}
              name={item.tagCode}
              checked={checked}
              required={item.mustAccept}
              onChange={(event) => setAnswers((was) => ({ ...was, [item.tagCode]: event.target.checked }))}
              error={item.mustAccept && !checked ? t("consent.requiredError") : null}
              badge={
                item.mustAccept ? (
                  <span className="rounded-full bg-surface-3 px-2 py-0.5 text-[11px] font-bold uppercase tracking-wide text-muted">
                    {t("common.required")}
                  </span>
                ) : null
              }
            >
              {item.description || t(`consent.tags.${item.tagCode}`)}
            </Checkbox>
          );
        })}
      </fieldset>
      <p className="min-h-5 text-sm text-danger" id="consent-blocked" aria-live="polite">
        {missing.length ? t("consent.blocked") : ""}
      </p>
      <Button
        type="submit"
        size="lg"
        block
        disabled={missing.length > 0}
        pending={pending}
        aria-describedby={missing.length ? "consent-blocked" : undefined}
      >
        {t("consent.agree")}
      </Button>
      <Button variant="ghost" block onClick={onDecline} disabled={pending}>
        {t("consent.decline")}
      </Button>
    </form>
  );
}
