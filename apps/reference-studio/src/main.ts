import { startStudio } from "./studio";

// Runs the reference studio on its own: `npm start --workspace @casino/reference-studio` with
// STUDIO_PORT, WALLET_URL (the casino), PROVIDER_ID and STUDIO_SECRET (the shared secret the casino registered).

const secret = process.env.STUDIO_SECRET;
if (!secret || secret.length < 32) throw new Error("STUDIO_SECRET (at least 32 characters) is required");
const studio = await startStudio({
  port: Number(process.env.STUDIO_PORT ?? 3100),
  host: process.env.STUDIO_HOST ?? "127.0.0.1",
  walletUrl: process.env.WALLET_URL ?? "http://127.0.0.1:3000",
  providerId: process.env.PROVIDER_ID ?? "starfall-games",
  secret,
  chaos: Number(process.env.STUDIO_CHAOS ?? 0.1),
});
process.stdout.write(`Reference studio on ${studio.url}\n`);
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => void studio.close().then(() => process.exit(0)));
}
