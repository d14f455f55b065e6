import type { FastifyRequest } from "fastify";

/**
 * Query parameters that carry a secret: a password-reset key (`?key=`), a guest chat's access token, any token or
 * session id a client might put in a URL. Their values never reach a log line; the name stays, so the line still
 * says what kind of request it was.
 */
const SECRET_PARAMS = /^(key|token|accesstoken|access_token|sessionid|session_id|password|code|secret)$/i;

/** The URL as logged: path and query, with the values of secret parameters replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const question = url.indexOf("?");
  if (question < 0) return url;
  const query = url
    .slice(question + 1)
    .split("&")
    .map((pair) => {
      const name = pair.split("=", 1)[0] ?? "";
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as sent.
      }
      return SECRET_PARAMS.test(decoded) ? `${name}=[redacted]` : pair;
    })
    .join("&");
  return `${url.slice(0, question)}?${query}`;
}

/**
 * The request as every log line shows it: no headers (cookies, authorization and session ids stay out altogether),
 * no body, and a URL without secrets.
 */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
