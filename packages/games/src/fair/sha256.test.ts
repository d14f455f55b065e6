import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { fromHex, hmacSha256, sha256, toHex, utf8 } from "./sha256";

const nodeSha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const nodeHmac = (key: Uint8Array, bytes: Uint8Array) =>
  createHmac("sha256", key).update(bytes).digest("hex");

/** Deterministic filler bytes so the comparison covers every padding case without randomness. */
function bytes(length: number, salt: number): Uint8Array {
  const out = new Uint8Array(length);
  for (let i = 0; i < length; i++) out[i] = (i * 131 + salt * 17 + ((i * salt) >>> 3)) & 0xff;
  return out;
}

describe("sha256", () => {
  it("matches the FIPS 180 vectors", () => {
    expect(toHex(sha256(utf8("")))).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    expect(toHex(sha256(utf8("abc")))).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
    expect(toHex(sha256(utf8("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")))).toBe(
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1",
    );
  });

  it("matches node:crypto for every length from 0 to 300 bytes (all padding cases)", () => {
    for (let length = 0; length <= 300; length++) {
      const message = bytes(length, length);
      expect(toHex(sha256(message)), `length ${length}`).toBe(nodeSha(message));
    }
  });
});

describe("hmacSha256", () => {
  it("matches RFC 4231 test cases 2 and 6", () => {
    expect(toHex(hmacSha256(utf8("Jefe"), utf8("what do ya want for nothing?")))).toBe(
      "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
    );
    const longKey = new Uint8Array(131).fill(0xaa);
    expect(toHex(hmacSha256(longKey, utf8("Test Using Larger Than Block-Size Key - Hash Key First")))).toBe(
      "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54",
    );
  });

  it("matches node:crypto for keys shorter than, equal to and longer than a block", () => {
    for (const keyLength of [0, 1, 32, 63, 64, 65, 200]) {
      for (const length of [0, 1, 55, 56, 64, 119, 120, 250]) {
        const key = bytes(keyLength, keyLength + 1);
        const message = bytes(length, keyLength * 7 + length);
        expect(toHex(hmacSha256(key, message))).toBe(nodeHmac(key, message));
      }
    }
  });
});

describe("hex", () => {
  it("round-trips and rejects malformed input", () => {
    expect(toHex(fromHex("00ff10Ab"))).toBe("00ff10ab");
    expect(() => fromHex("abc")).toThrow();
    expect(() => fromHex("zz")).toThrow();
  });
});
