import { sha256, toHex, utf8 } from "./sha256";

/** A player's current seed pair: the server seed stays secret, its hash is public from the start. */
export interface SeedState {
  /** 64 hex characters; secret until the pair is rotated. */
  serverSeed: string;
  /** SHA-256 (hex) of the server seed's UTF-8 bytes: the commitment shown before play. */
  serverSeedHash: string;
  /** The player's seed. */
  clientSeed: string;
  /** The nonce the next round will use. */
  nonce: number;
}

/** What the player may see of a seed pair while it is in use. */
export type PublicSeedState = Omit<SeedState, "serverSeed">;

/** A finished seed pair, published on rotation so every round played under it can be verified. */
export interface RevealedSeeds {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  /** Rounds played under the pair: nonces 0 … rounds − 1. */
  rounds: number;
}

/** SHA-256 commitment (hex) of a server seed. */
export function hashServerSeed(serverSeed: string): string {
  return toHex(sha256(utf8(serverSeed)));
}

/** A new server seed from ≥ 32 bytes the caller drew from a CSPRNG (the server's job; this package does no I/O). */
export function newServerSeed(randomBytes: Uint8Array): { serverSeed: string; serverSeedHash: string } {
  if (randomBytes.length < 32) throw new Error("a server seed needs at least 32 random bytes");
  const serverSeed = toHex(randomBytes.subarray(0, 32));
  return { serverSeed, serverSeedHash: hashServerSeed(serverSeed) };
}

/** A default client seed (16 hex characters) from ≥ 8 random bytes, until the player picks their own. */
export function newClientSeed(randomBytes: Uint8Array): string {
  if (randomBytes.length < 8) throw new Error("a client seed needs at least 8 random bytes");
  return toHex(randomBytes.subarray(0, 8));
}

/** A fresh seed pair with nonce 0. */
export function newSeedState(serverBytes: Uint8Array, clientSeed: string): SeedState {
  return { ...newServerSeed(serverBytes), clientSeed, nonce: 0 };
}

/**
 * Ends the current pair and starts the next: the old server seed is revealed (so its rounds can be verified) and a
 * new committed one takes over at nonce 0. Changing the client seed goes through here too, so a server seed is only
 * ever used with one client seed and a player can never be shown a seed that was chosen after seeing theirs.
 */
export function rotateSeeds(
  current: SeedState,
  serverBytes: Uint8Array,
  clientSeed: string = current.clientSeed,
): { revealed: RevealedSeeds; next: SeedState } {
  if (hashServerSeed(current.serverSeed) !== current.serverSeedHash) {
    throw new Error("stored server seed does not match its commitment");
  }
  return {
    revealed: {
      serverSeed: current.serverSeed,
      serverSeedHash: current.serverSeedHash,
      clientSeed: current.clientSeed,
      rounds: current.nonce,
    },
    next: newSeedState(serverBytes, clientSeed),
  };
}

/** The player-visible part of a seed pair. */
export function publicSeeds(state: SeedState): PublicSeedState {
  return { serverSeedHash: state.serverSeedHash, clientSeed: state.clientSeed, nonce: state.nonce };
}
