/**
 * Powerful browser features the site never uses: denied to our pages and to anything they embed. Only names the
 * browsers recognise (Chromium warns in the console about others, e.g. `bluetooth`, `web-share`).
 */
const DENIED = [
  "accelerometer",
  "browsing-topics",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
];

/** What the site does use: copying links (affiliate page); ours only. */
const OWN_ONLY = ["clipboard-write"];

/** What embedded CMS videos need (CONTENT_IFRAME_HOSTS), and the in-house games (full screen, sound). */
const MEDIA = ["autoplay", "encrypted-media", "fullscreen", "picture-in-picture"];

/** The Permissions-Policy value: every feature named, so nothing falls back to the browser's defaults. */
export function permissionsPolicy(iframeHosts: readonly string[]): string {
  const embedded = iframeHosts.map((host) => ` "https://${host}"`).join("");
  return [
    ...DENIED.map((feature) => `${feature}=()`),
    ...OWN_ONLY.map((feature) => `${feature}=(self)`),
    ...MEDIA.map((feature) => `${feature}=(self${embedded})`),
  ].join(", ");
}
