import type { SeedEntry } from "./seed-entry";

const hero = (
  slug: string,
  placement: string,
  src: string,
  link: string,
  alt: { en: string; de: string },
): SeedEntry => ({
  type: "dynamic-media",
  slug,
  en: { placement, kind: "image", media: { src, alt: alt.en }, width: 640, height: 360, link },
  de: { placement, kind: "image", media: { src, alt: alt.de }, width: 640, height: 360, link },
});

/**
 * The artwork of the site's named places (/api/dynamic-media, docs/product/content.md#dynamic-media), which editors
 * replace through the content API without a release.
 */
export const DYNAMIC_MEDIA: SeedEntry[] = [
  hero("home-hero", "home-hero", "/brand/art-welcome.svg", "/promotions", {
    en: "A comet over the Vela lobby",
    de: "Ein Komet über der Vela-Lobby",
  }),
  hero("casino-hero", "casino-hero", "/brand/art-jackpot.svg", "/casino", {
    en: "Jackpot coins spilling from a slot",
    de: "Jackpot-Münzen fallen aus einem Slot",
  }),
  hero("sports-hero", "sports-hero", "/brand/art-sports.svg", "/sports", {
    en: "A football crossing a floodlit pitch",
    de: "Ein Fußball fliegt über ein Flutlicht-Spielfeld",
  }),
  hero("auth-side", "auth-side", "/brand/art-free-spins.svg", "/promotions", {
    en: "Comets falling across slot reels",
    de: "Kometen fallen über Slot-Walzen",
  }),
];
