import type { AdminContentEntry, UrlLocale } from "@casino/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../i18n/format";
import { useLocale } from "../../../lib/locale/use-locale";
import { Button } from "../../../ui/button";
import { LoadError } from "../../../ui/load-error";
import { Notice } from "../../../ui/notice";
import { SelectField } from "../../../ui/select-field";
import { Skeleton } from "../../../ui/skeleton";
import { TextField } from "../../../ui/text-field";
import { useContentEntries, usePreviewLink, usePublication, useSaveDraft } from "./api";

const LOCALES: UrlLocale[] = ["en", "de", "en-ca"];
const AUDIENCES = ["everyone", "guests", "authenticated"] as const;

/**
 * Content without a developer (docs/product/content.md#editing): the home carousel's slides per locale, a new slide
 * saved as a draft, a signed preview link on the real site, then publish now or from a time, or take it back.
 */
export function ContentDesk() {
  const { t } = useTranslation();
  const [locale, setLocale] = useState<UrlLocale>(useLocale());
  const entries = useContentEntries("banner", locale);
  return (
    <div className="flex flex-col gap-6">
      <SelectField
        label={t("operator.content.locale")}
        value={locale}
        onChange={(e) => setLocale(e.target.value as UrlLocale)}
        options={LOCALES.map((l) => ({ value: l, label: t(`language.${l}`) }))}
        className="max-w-xs"
      />
      <NewSlide locale={locale} />
      <section className="flex flex-col gap-2" aria-label={t("operator.content.slides")}>
        <h2 className="text-lg font-bold">{t("operator.content.slides")}</h2>
        {entries.isPending ? <Skeleton className="h-40 rounded-2xl" /> : null}
        {entries.isError ? (
          <LoadError message={t("operator.content.loadFailed")} onRetry={() => entries.refetch()} />
        ) : null}
        {entries.data?.items.map((entry) => (
          <EntryRow key={entry.id} entry={entry} />
        ))}
      </section>
    </div>
  );
}

function EntryRow({ entry }: { entry: AdminContentEntry }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const publication = usePublication();
  const preview = usePreviewLink();
  const [from, setFrom] = useState("");
  const title = typeof entry.fields.title === "string" ? entry.fields.title : entry.slug;
  const shown = entry.state === "live" || entry.state === "scheduled";
  return (
    <article className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{title}</h3>
        <span className="rounded-full bg-surface-2 px-2 py-0.5 text-xs font-semibold">
          {t(`operator.content.states.${entry.state}`)}
          {entry.publishFrom && entry.state === "scheduled"
            ? ` · ${formatDateTime(entry.publishFrom, locale)}`
            : ""}
        </span>
      </div>
      <p className="text-sm text-muted">
        {entry.slug} · {t("operator.content.audience")}:{" "}
        {t(`operator.content.audiences.${entry.targeting.audience ?? "everyone"}`)}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <Button
          variant="secondary"
          size="sm"
          pending={preview.isPending}
          onClick={() => preview.mutate(entry.id)}
        >
          {t("operator.content.preview")}
        </Button>
        {shown ? (
          <Button
            variant="danger"
            size="sm"
            onClick={() => publication.mutate({ id: entry.id, publish: false })}
          >
            {t("operator.content.unpublish")}
          </Button>
        ) : (
          <>
            <Button
              size="sm"
              pending={publication.isPending}
              onClick={() => publication.mutate({ id: entry.id, publish: true })}
            >
              {t("operator.content.publishNow")}
            </Button>
            <TextField
              type="datetime-local"
              label={t("operator.content.scheduleFrom")}
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              className="w-56"
            />
            <Button
              variant="secondary"
              size="sm"
              disabled={!from}
              onClick={() =>
                publication.mutate({ id: entry.id, publish: true, publishFrom: new Date(from).toISOString() })
              }
            >
              {t("operator.content.schedule")}
            </Button>
          </>
        )}
      </div>
      {preview.data ? (
        <p className="text-sm">
          <a className="text-primary underline" href={preview.data.url} target="_blank" rel="noreferrer">
            {t("operator.content.previewLink")}
          </a>
        </p>
      ) : null}
      {publication.isError ? <Notice tone="error">{t("operator.content.failed")}</Notice> : null}
    </article>
  );
}

function NewSlide({ locale }: { locale: UrlLocale }) {
  const { t } = useTranslation();
  const save = useSaveDraft();
  const [form, setForm] = useState({ slug: "", title: "", subtitle: "", image: "", cta: "", link: "" });
  const [audience, setAudience] = useState<(typeof AUDIENCES)[number]>("everyone");
  const set = (name: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm({ ...form, [name]: e.target.value });
  return (
    <form
      className="grid gap-3 rounded-2xl border border-border bg-surface p-4 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          {
            type: "banner",
            slug: form.slug.trim(),
            locale,
            targeting: audience === "everyone" ? {} : { audience },
            fields: {
              kind: "cta-slide",
              title: form.title,
              ...(form.subtitle ? { subtitle: form.subtitle } : {}),
              image: { src: form.image, alt: form.title },
              ...(form.cta ? { cta: { label: form.cta, link: form.link || "/" } } : {}),
            },
          },
          { onSuccess: () => setForm({ slug: "", title: "", subtitle: "", image: "", cta: "", link: "" }) },
        );
      }}
    >
      <h2 className="text-lg font-bold sm:col-span-2">{t("operator.content.newSlide")}</h2>
      <TextField label={t("operator.content.slug")} value={form.slug} onChange={set("slug")} required />
      <TextField label={t("operator.content.title")} value={form.title} onChange={set("title")} required />
      <TextField label={t("operator.content.subtitle")} value={form.subtitle} onChange={set("subtitle")} />
      <TextField label={t("operator.content.image")} value={form.image} onChange={set("image")} required />
      <TextField label={t("operator.content.cta")} value={form.cta} onChange={set("cta")} />
      <TextField label={t("operator.content.link")} value={form.link} onChange={set("link")} />
      <SelectField
        label={t("operator.content.audience")}
        value={audience}
        onChange={(e) => setAudience(e.target.value as (typeof AUDIENCES)[number])}
        options={AUDIENCES.map((a) => ({ value: a, label: t(`operator.content.audiences.${a}`) }))}
      />
      <div className="flex items-end">
        <Button type="submit" pending={save.isPending}>
          {t("operator.content.saveDraft")}
        </Button>
      </div>
      {save.isError ? (
        <Notice tone="error" className="sm:col-span-2">
          {t("operator.content.invalid")}
        </Notice>
      ) : null}
      {save.isSuccess ? (
        <Notice tone="success" className="sm:col-span-2">
          {t("operator.content.saved")}
        </Notice>
      ) : null}
    </form>
  );
}
