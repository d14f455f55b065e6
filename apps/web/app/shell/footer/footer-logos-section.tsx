import type { FooterFields, PaymentMethodFields } from "@casino/contract";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { LogoRow } from "./footer-logos";

/** The footer's logo rows: payments, providers, social networks, and the regulator seals with the licence seal. */
export function FooterLogos({
  content,
  payments,
}: {
  content: z.infer<typeof FooterFields> | null;
  payments: z.infer<typeof PaymentMethodFields>[];
}) {
  const { t } = useTranslation();
  if (!content && payments.length === 0) return null;
  const paymentLogos = payments.flatMap((method) =>
    method.icons
      .slice(0, 1)
      .map((icon) => ({ name: method.name, icon, link: method.link, target: method.target })),
  );
  return (
    <div className="mx-auto mt-10 grid max-w-6xl gap-8 border-t border-border/70 pt-8 md:grid-cols-2">
      <LogoRow title={t("content.payments")} logos={paymentLogos} />
      <LogoRow title={t("content.providers")} logos={content?.providers ?? []} />
      <LogoRow title={t("content.social")} logos={content?.social ?? []} size="h-7" />
      <LogoRow title={t("content.regulators")} logos={content?.seals ?? []} size="h-12" />
    </div>
  );
}
