import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { fromHex, hmacSha256, hmacSha256Keyed, sha256, toHex, utf8 } from "./sha256";

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
    const long =
      "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu";
    expect(toHex(sha256(utf8(long)))).toBe(
      "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1",
    );
    expect(toHex(sha256(new Uint8Array(1_000_000).fill(0x61)))).toBe(
      "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0",
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
  it("matches RFC 4231 test cases 1 to 7 (case 5 is truncated to 128 bits)", () => {
    const filled = (length: number, byte: number) => new Uint8Array(length).fill(byte);
    const counting = Uint8Array.from({ length: 25 }, (_, i) => i + 1);
    const longKey = filled(131, 0xaa);
    const cases: [key: Uint8Array, data: Uint8Array, mac: string][] = [
      [
        filled(20, 0x0b),
        utf8("Hi There"),
        "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7",
      ],
      [
        utf8("Jefe"),
        utf8("what do ya want for nothing?"),
        "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
      ],
      [
        filled(20, 0xaa),
        filled(50, 0xdd),
        "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe",
      ],
      [counting, filled(50, 0xcd), "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b"],
      [filled(20, 0x0c), utf8("Test With Truncation"), "a3b6167473100ee06e0c796c2955552b"],
      [
        longKey,
        utf8("Test Using Larger Than Block-Size Key - Hash Key First"),
        "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54",
      ],
      [
        longKey,
        utf8(
          "This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm.",
        ),
        "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2",
      ],
    ];
    for (const [key, data, mac] of cases) expect(toHex(hmacSha256(key, data)).slice(0, mac.length)).toBe(mac);
  });

  it("gives the same MAC from a keyed function used many times as from a fresh one", () => {
    const keyed = hmacSha256Keyed(utf8("server-seed"));
    for (const message of ["a:0:0", "a:0:1", "", "a:0:0"])
      expect(toHex(keyed(utf8(message)))).toBe(nodeHmac(utf8("server-seed"), utf8(message)));
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
