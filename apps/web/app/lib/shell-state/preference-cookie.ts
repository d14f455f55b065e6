const ONE_YEAR = 365 * 24 * 3600;

/**
 * Remembers a non-sensitive UI preference (theme, sidebar) in a cookie the server reads for SSR, so the first
 * paint is already right. Values are fixed keywords, never user input.
 */
export function setPreferenceCookie(name: string, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not available in Safari and Firefox.
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${ONE_YEAR}; samesite=lax`;
}
