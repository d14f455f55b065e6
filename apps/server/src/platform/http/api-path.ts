/** A call of the API: the site's own (/api, its documentation included) or the public /v1 (docs/product/public-api.md). */
export const isApiCall = (url: string): boolean => url.startsWith("/api/") || url.startsWith("/v1/");
