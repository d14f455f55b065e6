import { type BonusCampaignListItem, ClaimPeriod } from "@casino/contract";
import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useRef } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { weekdayName } from "../../../i18n/format";
import { useLocale } from "../../../lib/locale/use-locale";
import { toast } from "../../../lib/toast";
import { Button } from "../../../ui/button";
import { Checkbox } from "../../../ui/checkbox";
import { Dialog } from "../../../ui/dialog";
import { Notice } from "../../../ui/notice";
import { SelectField } from "../../../ui/select-field";
import { TextField } from "../../../ui/text-field";
import { focusFirstInvalid } from "../../../ui/use-focus-first";
import { useUpdateCampaign } from "../api/update-campaign";
import {
  type CampaignField,
  type CampaignForm,
  campaignFields,
  campaignForm,
  campaignFormSchema,
  campaignUpdate,
  problemValues,
} from "../campaign-form";
import { campaignName } from "../campaign-view";
import { operatorErrorText } from "../operator-errors";

/**
 * Edits the day-to-day settings of a campaign (status, dates, how often a player may claim it, the days and hours it
 * takes claims, the reward, wagering, validity). The form is checked
 * as the contract would before anything is sent; the server's refusal is shown in place and the dialog stays open.
 */
export function CampaignDialog({
  campaign,
  onClose,
}: {
  /** The campaign being edited; null closes the dialog. */
  campaign: BonusCampaignListItem | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const update = useUpdateCampaign();
  // A refusal belongs to the opening it happened in.
  const close = () => {
    update.reset();
    onClose();
  };
  const description = campaign
    ? campaign.openGrants > 0
      ? t("operator.bonuses.form.inPlay", {
          name: campaignName(campaign, locale),
          count: campaign.openGrants,
        })
      : t("operator.bonuses.form.noneInPlay", { name: campaignName(campaign, locale) })
    : undefined;
  return (
    <Dialog
      open={campaign !== null}
      onOpenChange={(next) => {
        if (!next && !update.isPending) close();
      }}
      title={campaign ? t("operator.bonuses.form.title", { code: campaign.code }) : ""}
      description={description}
      closeLabel={t("common.close")}
      size="lg"
    >
      {/* Mounted per opening (keyed by campaign), so nothing typed for one campaign carries over to another. */}
      {campaign ? <EditForm key={campaign.id} campaign={campaign} update={update} onClose={close} /> : null}
    </Dialog>
  );
}

function EditForm({
  campaign,
  update,
  onClose,
}: {
  campaign: BonusCampaignListItem;
  update: ReturnType<typeof useUpdateCampaign>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const formRef = useRef<HTMLFormElement>(null);
  // Problems show once the form has been sent, then follow every change (react-hook-form's onSubmit mode).
  const form = useForm<CampaignForm>({
    defaultValues: campaignForm(campaign, locale),
    resolver: zodResolver(campaignFormSchema(campaign, locale)),
    shouldFocusError: false,
  });
  const shown = new Set(campaignFields(campaign.kind));
  const problem = (name: CampaignField) => {
    const message = form.formState.errors[name]?.message;
    return message ? t(message, problemValues(name)) : null;
  };
  const field = (
    name: CampaignField,
    label: string,
    hint?: string,
    kind: "money" | "whole" | "day" | "time" = "money",
  ) =>
    shown.has(name) ? (
      <TextField
        label={label}
        hint={hint}
        {...form.register(name)}
        error={problem(name)}
        type={kind === "day" ? "date" : kind === "time" ? "time" : "text"}
        inputMode={kind === "money" ? "decimal" : kind === "whole" ? "numeric" : undefined}
        autoComplete="off"
        required={name === "validFrom"}
      />
    ) : null;
  const availableDays = form.watch("availableDays");

  const submit = form.handleSubmit(
    (values) => {
      const result = campaignUpdate(campaign, values, locale);
      if (!result.ok) return;
      update.mutate(
        { id: campaign.id, body: result.body },
        {
          onSuccess: () => {
            toast.success(t("operator.bonuses.form.saved", { code: campaign.code }));
            onClose();
          },
        },
      );
    },
    // After React has marked the fields: the first refused one gets the focus.
    () => focusFirstInvalid(formRef.current),
  );
  // Every kind but the tournament ticket has money fields (in each player's own currency).
  const money = shown.has("amount") || shown.has("maxBonus");
  const wagering = shown.has("wageringMultiplier");
  const cashback = campaign.kind === "cashback";
  const amountLabel =
    campaign.kind === "deposit_match" || cashback ? "" : t(`operator.bonuses.form.amount.${campaign.kind}`);
  const noLimit = t("operator.bonuses.form.noLimit");

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-5">
      <Section title={t("operator.bonuses.form.availability")}>
        <Checkbox className="mb-2 sm:col-span-2" {...form.register("active")}>
          <span className="block font-semibold">{t("operator.bonuses.form.active")}</span>
          <span className="block text-xs text-muted">{t("operator.bonuses.form.activeHint")}</span>
        </Checkbox>
        {field("validFrom", t("operator.bonuses.form.validFrom"), undefined, "day")}
        {field("lastDay", t("operator.bonuses.form.lastDay"), t("operator.bonuses.form.lastDayHint"), "day")}
        {field(
          "claimCount",
          t("operator.bonuses.form.claimCount"),
          t("operator.bonuses.form.claimCountHint"),
          "whole",
        )}
        <SelectField
          label={t("operator.bonuses.form.claimPeriod")}
          {...form.register("claimPeriod")}
          options={ClaimPeriod.options.map((period) => ({
            value: period,
            label: t(`operator.bonuses.form.claimPeriods.${period}`),
          }))}
        />
      </Section>
      <Section title={t("operator.bonuses.form.window")} note={t("operator.bonuses.form.windowNote")}>
        <fieldset className="min-w-0 sm:col-span-2">
          <legend className="mb-1 text-sm font-semibold">{t("operator.bonuses.form.days")}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {WEEKDAYS.map((day) => (
              <Checkbox
                key={day}
                name="availableDays"
                value={String(day)}
                checked={availableDays.includes(day)}
                onChange={(event) => {
                  const current = form.getValues("availableDays");
                  form.setValue(
                    "availableDays",
                    event.target.checked
                      ? [...current, day].sort((a, b) => a - b)
                      : current.filter((d) => d !== day),
                    { shouldValidate: form.formState.isSubmitted },
                  );
                }}
              >
                {weekdayName(day, locale)}
              </Checkbox>
            ))}
          </div>
        </fieldset>
        {field(
          "availableFrom",
          t("operator.bonuses.form.availableFrom"),
          t("operator.bonuses.form.availableFromHint"),
          "time",
        )}
        {field(
          "availableUntil",
          t("operator.bonuses.form.availableUntil"),
          t("operator.bonuses.form.availableUntilHint"),
          "time",
        )}
      </Section>
      <Section
        title={t("operator.bonuses.form.reward")}
        note={money ? t("operator.bonuses.form.currencyNote") : undefined}
      >
        {field("amount", amountLabel)}
        {field(
          "percentage",
          t(cashback ? "operator.bonuses.form.cashbackPercentage" : "operator.bonuses.form.percentage"),
          undefined,
          "whole",
        )}
        {field(
          "maxBonus",
          t(cashback ? "operator.bonuses.form.cashbackMax" : "operator.bonuses.form.maxBonus"),
          noLimit,
        )}
        {field(
          "validityDays",
          t("operator.bonuses.form.validityDays"),
          t("operator.bonuses.form.validityDaysHint"),
          "whole",
        )}
      </Section>
      {wagering ? (
        <Section title={t("operator.bonuses.form.wagering")}>
          {field(
            "wageringMultiplier",
            t("operator.bonuses.form.wageringMultiplier"),
            t("operator.bonuses.form.wageringMultiplierHint"),
            "whole",
          )}
          {field("maxBet", t("operator.bonuses.form.maxBet"), noLimit)}
          {field("maxConversion", t("operator.bonuses.form.maxConversion"), noLimit)}
        </Section>
      ) : null}
      {update.isError ? <Notice tone="error">{operatorErrorText(t, update.error)}</Notice> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" size="lg" onClick={onClose} disabled={update.isPending}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" size="lg" pending={update.isPending}>
          {t("common.save")}
        </Button>
      </div>
    </form>
  );
}

/** Monday first, as ISO numbers them. */
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** A titled group of fields, two columns from 640 px; a note under the title when there is one. */
function Section({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-xs font-semibold uppercase tracking-wider text-subtle">{title}</legend>
      {note ? <p className="mb-3 text-xs text-muted">{note}</p> : <div className="mb-2" />}
      <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
