/** docs/product/shell.md#install-prompts: the iOS Safari install prompt shows at most once every 30 days. */
export const IOS_PROMPT_INTERVAL_MS = 30 * 24 * 3600_000;
/** After "not now" in the install modal, the browser's offer is not passed on again for 90 days. */
export const INSTALL_SNOOZE_MS = 90 * 24 * 3600_000;

export const STORAGE = {
  iosPromptAt: "vela.iosInstallPromptAt",
  installDismissedAt: "vela.pwaInstallDismissedAt",
  installed: "vela.pwaInstalled",
} as const;

/**
 * Safari on an iPhone, iPod or iPad, the only browser there that can add a site to the home screen the way we
 * describe. iPadOS reports itself as a Mac, told apart by its touch screen. Chrome, Firefox, Edge, Opera and
 * in-app browsers on iOS name themselves in the user agent.
 */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const iosDevice = /iP(hone|od|ad)/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  if (!iosDevice) return false;
  const safari = /Safari\//.test(userAgent) && /Version\//.test(userAgent);
  const other = /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|YaBrowser|DuckDuckGo|GSA\/|FBAN|FBAV|Instagram|Line\//.test(
    userAgent,
  );
  return safari && !other;
}

/** Whether the time since the last prompt (ms since epoch, or null for never) allows another. */
export function iosPromptDue(lastShownAt: number | null, now: number): boolean {
  return lastShownAt === null || !Number.isFinite(lastShownAt) || now - lastShownAt >= IOS_PROMPT_INTERVAL_MS;
}

/** Whether the install offer may be passed on: never after installing, not within the snooze after "not now". */
export function installOfferAllowed(dismissedAt: number | null, installed: boolean, now: number): boolean {
  if (installed) return false;
  return dismissedAt === null || !Number.isFinite(dismissedAt) || now - dismissedAt >= INSTALL_SNOOZE_MS;
}

/** localStorage that never throws (Safari's private mode, storage disabled): a failure reads as "never". */
export const storage = {
  readTime(key: string): number | null {
    try {
      const value = window.localStorage.getItem(key);
      return value === null ? null : Number(value);
    } catch {
      return null;
    }
  },
  write(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Nothing to remember with: the prompt may show again, which is the lesser harm.
    }
  },
};

/** Chrome's install offer (not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}
