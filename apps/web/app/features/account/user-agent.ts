/** A readable "Browser on System" for the login history; the raw user agent stays available as a tooltip. */
export function describeUserAgent(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser =
    (/Edg(e|A|iOS)?\//.test(userAgent) && "Edge") ||
    (/OPR\/|Opera/.test(userAgent) && "Opera") ||
    (/Firefox\/|FxiOS\//.test(userAgent) && "Firefox") ||
    (/Chrome\/|CriOS\/|Chromium\//.test(userAgent) && "Chrome") ||
    (/Safari\//.test(userAgent) && "Safari") ||
    null;
  const system =
    (/iPhone|iPad|iPod/.test(userAgent) && "iOS") ||
    (/Android/.test(userAgent) && "Android") ||
    (/Windows/.test(userAgent) && "Windows") ||
    (/Mac OS X|Macintosh/.test(userAgent) && "macOS") ||
    (/CrOS/.test(userAgent) && "ChromeOS") ||
    (/Linux/.test(userAgent) && "Linux") ||
    null;
  if (browser && system) return `${browser} · ${system}`;
  return browser ?? system ?? userAgent.slice(0, 40);
}
