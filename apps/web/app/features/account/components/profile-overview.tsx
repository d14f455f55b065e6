import type { Profile } from "@casino/contract";
import { BadgeCheck, CircleAlert, KeyRound, Pencil } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatCalendarDate, formatDateTime } from "../../../i18n/format";
import { useLocale } from "../../../lib/locale/use-locale";
import { Button } from "../../../ui/button";
import { LoadError } from "../../../ui/load-error";
import { Skeleton } from "../../../ui/skeleton";
import { useCountries } from "../api/get-countries";
import { useProfile } from "../api/get-profile";
import { useStates } from "../api/get-states";
import { useSendVerificationEmail } from "../api/send-verification-email";
import { ChangePasswordModal } from "./change-password-modal";
import { ProfileUpdateModal } from "./profile-update-modal";

/** The player's details with the change-password and edit-profile actions. */
export function ProfileOverview() {
  const { t } = useTranslation();
  const profile = useProfile();
  const [dialog, setDialog] = useState<"password" | "edit" | null>(null);
  if (profile.isPending) return <ProfileSkeleton />;
  if (profile.isError) {
    return <LoadError message={t("profile.loadFailed")} onRetry={() => profile.refetch()} />;
  }
  return (
    <section
      aria-labelledby="profile-details"
      className="rounded-3xl border border-border/70 bg-surface p-5 shadow-card sm:p-7"
    >
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h2 id="profile-details" className="text-lg font-bold">
          {t("profile.details")}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => setDialog("edit")}>
            <Pencil className="size-4" aria-hidden />
            {t("profile.edit")}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setDialog("password")}>
            <KeyRound className="size-4" aria-hidden />
            {t("profile.changePassword")}
          </Button>
        </div>
      </div>
      <ProfileDetails profile={profile.data} />
      <ChangePasswordModal
        open={dialog === "password"}
        onOpenChange={(open) => setDialog(open ? "password" : null)}
      />
      <ProfileUpdateModal
        profile={profile.data}
        open={dialog === "edit"}
        onOpenChange={(open) => setDialog(open ? "edit" : null)}
      />
    </section>
  );
}

function ProfileDetails({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const country = useCountries().data?.find((item) => item.code === profile.country);
  const state = useStates(profile.country).data?.find((item) => item.code === profile.state);
  const notSet = <span className="text-subtle">{t("profile.notSet")}</span>;
  const address = [profile.address, profile.city, state?.name ?? profile.state].filter(Boolean).join(", ");
  return (
    <dl className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
      <Item label={t("profile.fields.username")}>{profile.username}</Item>
      <Item label={t("profile.fields.name")}>
        {profile.firstName || profile.lastName
          ? [profile.title, profile.firstName, profile.lastName].filter(Boolean).join(" ")
          : notSet}
      </Item>
      <Item label={t("profile.fields.email")}>
        <span className="break-all">{profile.email}</span> <EmailStatus profile={profile} />
      </Item>
      <Item label={t("profile.fields.phone")}>
        {profile.phoneNumber ? (
          <span dir="ltr">{`${profile.phonePrefix ?? ""} ${profile.phoneNumber}`}</span>
        ) : (
          notSet
        )}
      </Item>
      <Item label={t("profile.fields.birthDate")}>
        {profile.birthDate ? formatCalendarDate(profile.birthDate, locale) : notSet}
      </Item>
      <Item label={t("profile.fields.address")}>{address || notSet}</Item>
      <Item label={t("profile.fields.country")}>{country?.name ?? profile.country}</Item>
      <Item label={t("profile.fields.currency")}>{profile.currency}</Item>
      <Item label={t("profile.fields.memberSince")}>{formatDateTime(profile.createdAt, locale)}</Item>
    </dl>
  );
}

function EmailStatus({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const resend = useSendVerificationEmail();
  if (profile.isEmailVerified) {
    return (
      <span className="ml-1 inline-flex items-center gap-1 rounded-full bg-success/15 px-2 py-0.5 align-middle text-xs font-semibold text-success">
        <BadgeCheck className="size-3.5" aria-hidden />
        {t("profile.verified")}
      </span>
    );
  }
  return (
    <span className="mt-1 flex flex-wrap items-center gap-2">
      <span className="inline-flex items-center gap-1 rounded-full bg-warning/15 px-2 py-0.5 text-xs font-semibold text-warning">
        <CircleAlert className="size-3.5" aria-hidden />
        {t("profile.unverified")}
      </span>
      {resend.isSuccess ? (
        <span className="text-xs text-muted" role="status">
          {t("profile.verificationSent", { email: profile.email })}
        </span>
      ) : (
        <button
          type="button"
          className="text-xs font-semibold text-primary-strong hover:underline disabled:opacity-60"
          disabled={resend.isPending}
          onClick={() => resend.mutate({ email: profile.email })}
        >
          {t("profile.resendVerification")}
        </button>
      )}
    </span>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wider text-subtle">{label}</dt>
      <dd className="mt-1 text-[15px] text-text">{children}</dd>
    </div>
  );
}

function ProfileSkeleton() {
  return (
    <div className="rounded-3xl border border-border/70 bg-surface p-5 shadow-card sm:p-7" aria-busy>
      <Skeleton className="mb-6 h-7 w-48" />
      <div className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
        {["a", "b", "c", "d", "e", "f", "g", "h"].map((key) => (
          <div key={key} className="space-y-2">
            <Skeleton className="h-3 w-24" />
            <Skeleton className="h-5 w-40" />
          </div>
        ))}
      </div>
    </div>
  );
}
