import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db";
import { hashPassword } from "../../platform/password";
import { userConsents, users } from "../schema";
import { seedDemoContent } from "./content";

/** The password of every demo player (documented in the README). */
export const DEMO_PASSWORD = "Vela-demo-2026";

interface DemoPlayer {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  country: string;
  currency: string;
  locale: string;
  birthDate: string;
  /** Version of the T&C the player accepted; below the current version they must accept again at login. */
  termsVersion: number;
  /** Roles besides player: staff roles open the back office (docs/product/back-office.md#roles). */
  roles?: string[];
}

export const DEMO_PLAYERS: DemoPlayer[] = [
  {
    username: "demo",
    email: "demo@vela.example",
    firstName: "Alex",
    lastName: "Morgan",
    country: "GB",
    currency: "GBP",
    locale: "en",
    birthDate: "1990-04-12",
    termsVersion: 1,
  },
  {
    username: "demo_de",
    email: "demo.de@vela.example",
    firstName: "Lena",
    lastName: "Hoffmann",
    country: "DE",
    currency: "EUR",
    locale: "de",
    birthDate: "1987-09-30",
    termsVersion: 1,
  },
  {
    username: "demo_terms",
    email: "demo.terms@vela.example",
    firstName: "Sam",
    lastName: "Taylor",
    country: "CA",
    currency: "CAD",
    locale: "en-ca",
    birthDate: "1995-02-03",
    termsVersion: 0,
  },
  {
    username: "demo_ops",
    email: "demo.ops@vela.example",
    firstName: "Robin",
    lastName: "Keller",
    country: "GB",
    currency: "GBP",
    locale: "en",
    birthDate: "1984-11-20",
    termsVersion: 1,
    roles: ["player", "admin"],
  },
  {
    // A support agent: answers live chats at /support/console.
    username: "demo_support",
    email: "demo.support@vela.example",
    firstName: "Kim",
    lastName: "Janssen",
    country: "DE",
    currency: "EUR",
    locale: "en",
    birthDate: "1992-06-14",
    termsVersion: 1,
    roles: ["player", "support"],
  },
  {
    // Pays out and approves money corrections.
    username: "demo_payments",
    email: "demo.payments@vela.example",
    firstName: "Noor",
    lastName: "Visser",
    country: "GB",
    currency: "GBP",
    locale: "en",
    birthDate: "1988-03-15",
    termsVersion: 1,
    roles: ["player", "payments"],
  },
  {
    // Reviews documents, risk and exclusions.
    username: "demo_compliance",
    email: "demo.compliance@vela.example",
    firstName: "Jonas",
    lastName: "Berg",
    country: "GB",
    currency: "GBP",
    locale: "en",
    birthDate: "1988-03-15",
    termsVersion: 1,
    roles: ["player", "compliance"],
  },
  {
    // Publishes content and runs bonus campaigns.
    username: "demo_content",
    email: "demo.content@vela.example",
    firstName: "Maya",
    lastName: "Laurent",
    country: "GB",
    currency: "GBP",
    locale: "en",
    birthDate: "1988-03-15",
    termsVersion: 1,
    roles: ["player", "content"],
  },
  {
    // Trades the sportsbook.
    username: "demo_trader",
    email: "demo.trader@vela.example",
    firstName: "Luca",
    lastName: "Romano",
    country: "GB",
    currency: "GBP",
    locale: "en",
    birthDate: "1988-03-15",
    termsVersion: 1,
    roles: ["player", "trader"],
  },
];

/** Demo players and marketing content (banners, promotions, popups) for a quick `npm start`. Idempotent. */
export async function seedDemo(db: Db): Promise<void> {
  await seedDemoContent(db);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const player of DEMO_PLAYERS) {
    const { termsVersion, ...fields } = player;
    const [inserted] = await db
      .insert(users)
      .values({ ...fields, passwordHash, emailVerifiedAt: sql`now()`, testAccount: true })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!inserted) continue;
    await db.insert(userConsents).values([
      { userId: inserted.id, tagCode: "termsandconditions", accepted: true, version: termsVersion },
      { userId: inserted.id, tagCode: "emailmarketing", accepted: false, version: 1 },
      { userId: inserted.id, tagCode: "sms", accepted: false, version: 1 },
      { userId: inserted.id, tagCode: "3rdparty", accepted: false, version: 1 },
    ]);
  }
}
