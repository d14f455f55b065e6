import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocale } from "../../../lib/locale/use-locale";
import { toast } from "../../../lib/toast";
import { Button } from "../../../ui/button";
import { TextField } from "../../../ui/text-field";
import { useClaimBonus } from "../api/claim-bonus";
import { useApplyError } from "../apply-error";
import { applyErrorText } from "../apply-error-text";

/** A code the player was given (a tournament ticket, a code from an e-mail): claimed as typed. */
export function CodeForm({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [code, setCode] = useState("");
  const claim = useClaimBonus();
  const applyError = useApplyError();
  return (
    <form
      noValidate
      className="flex flex-col gap-3 rounded-3xl border border-border/70 bg-surface p-5 shadow-card sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        const typed = code.trim();
        if (!typed) return;
        applyError.clear();
        claim.mutate(
          { code: typed, currency },
          {
            onSuccess: (result) => {
              setCode("");
              toast.success(t("bonus.code.added", { name: result.bonus.name }));
            },
            onError: (error) => applyError.show(applyErrorText(t, error, locale)),
          },
        );
      }}
    >
      <div className="flex-1">
        <TextField
          label={t("bonus.code.label")}
          name="bonusCode"
          value={code}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(event) => setCode(event.target.value)}
          hint={t("bonus.code.hint")}
        />
      </div>
      <Button type="submit" size="lg" pending={claim.isPending} disabled={!code.trim()}>
        {t("bonus.code.apply")}
      </Button>
    </form>
  );
}
