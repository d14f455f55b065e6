import type { FooterLogo } from "@casino/contract";
import type { z } from "zod";

type Logo = z.infer<typeof FooterLogo>;

/** A row of footer logos (social, providers, payments, seals) under a small heading. */
export function LogoRow({ title, logos, size = "h-8" }: { title: string; logos: Logo[]; size?: string }) {
  if (logos.length === 0) return null;
  return (
    <section aria-label={title}>
      <h2 className="mb-3 text-xs font-bold uppercase tracking-widest text-subtle">{title}</h2>
      <ul className="flex flex-wrap items-center gap-3">
        {logos.map((logo) => (
          <li key={logo.name}>
            <LogoLink logo={logo} size={size} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function LogoLink({ logo, size }: { logo: Logo; size: string }) {
  // Width and height are set so the row keeps its size while the images load.
  const image = (
    <img src={logo.icon} alt={logo.name} width={96} height={32} loading="lazy" className={`${size} w-auto`} />
  );
  if (!logo.link) return image;
  const external = logo.target === "_blank";
  return (
    <a
      href={logo.link}
      target={external ? "_blank" : undefined}
      rel={external ? "noopener noreferrer" : undefined}
      className="block rounded-lg opacity-80 transition-opacity hover:opacity-100"
    >
      {image}
    </a>
  );
}
