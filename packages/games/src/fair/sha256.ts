// SHA-256 (FIPS 180-4) and HMAC-SHA256 (RFC 2104) for the provably-fair stream, from @noble/hashes (audited, no
// dependencies, the same code in Node and the browser).
//
// Why not Web Crypto: `crypto.subtle` is async only, and the engines draw a variable number of words while they
// run (rejection sampling, free spins that retrigger, a blackjack shoe). A synchronous hash keeps every engine a
// plain function and lets the same code run unchanged on the server (tsx), in the browser verifier (Vite) and in
// tests. sha256.test.ts checks it against node:crypto and the NIST / RFC 4231 vectors, and rng.test.ts pins the
// words of a known round, so a changed library cannot change a result unnoticed.

import { hmac } from "@noble/hashes/hmac.js";
import { sha256 as nobleSha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, hexToBytes, utf8ToBytes } from "@noble/hashes/utils.js";

/** SHA-256 of `message`. */
export function sha256(message: Uint8Array): Uint8Array {
  return nobleSha256(message);
}

/**
 * Returns HMAC-SHA256 keyed with `key`. The key's padded blocks are hashed once; each message starts from a copy of
 * that state written into one reused scratch instance (as noble's own PBKDF2 does), so a round's words cost no
 * allocation beyond the digest.
 */
export function hmacSha256Keyed(key: Uint8Array): (message: Uint8Array) => Uint8Array {
  const keyed = hmac.create(nobleSha256, key);
  const scratch = keyed.clone();
  return (message) => keyed._cloneInto(scratch).update(message).digest();
}

/** HMAC-SHA256 of `message` under `key`. */
export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  return hmac(nobleSha256, key, message);
}

/** UTF-8 bytes of a string. */
export function utf8(text: string): Uint8Array {
  return utf8ToBytes(text);
}

/** Lowercase hex of bytes. */
export function toHex(bytes: Uint8Array): string {
  return bytesToHex(bytes);
}

/** Bytes of an even-length hex string; throws on anything else. */
export function fromHex(hex: string): Uint8Array {
  return hexToBytes(hex);
}
