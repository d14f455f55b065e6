/** Loyalty levels by points ever earned, with their benefits per locale (en, de). */
export const LOYALTY_LEVELS = [
  {
    id: "bronze",
    threshold: 0,
    name: { en: "Bronze", de: "Bronze" },
    benefits: { en: ["Points on every real-money bet"], de: ["Punkte für jeden Echtgeld-Einsatz"] },
  },
  {
    id: "silver",
    threshold: 1_000,
    name: { en: "Silver", de: "Silber" },
    benefits: {
      en: ["Points on every real-money bet", "A monthly surprise in your inbox"],
      de: ["Punkte für jeden Echtgeld-Einsatz", "Eine monatliche Überraschung im Postfach"],
    },
  },
  {
    id: "gold",
    threshold: 10_000,
    name: { en: "Gold", de: "Gold" },
    benefits: {
      en: ["Points on every real-money bet", "Priority support", "Invitations to VIP tournaments"],
      de: ["Punkte für jeden Echtgeld-Einsatz", "Bevorzugter Support", "Einladungen zu VIP-Turnieren"],
    },
  },
  {
    id: "platinum",
    threshold: 50_000,
    name: { en: "Platinum", de: "Platin" },
    benefits: {
      en: ["Points on every real-money bet", "A personal account manager", "Faster withdrawals"],
      de: ["Punkte für jeden Echtgeld-Einsatz", "Persönliche Betreuung", "Schnellere Auszahlungen"],
    },
  },
] as const;

/**
 * Points per 1.00 staked, by game type: slots and dice count fully, roulette half, blackjack (the lowest house
 * edge) least; sports bets count like roulette.
 */
export const POINTS_PER_UNIT: Record<string, number> = {
  slot: 10,
  dice: 10,
  roulette: 5,
  blackjack: 2,
  sports: 5,
};

/** The points shop: cost in points, reward in minor units of the player's currency (free spins: a count). */
export const SHOP_ITEMS = [
  {
    id: "bonus-5",
    cost: 500,
    kind: "bonus_money",
    amount: 500n,
    name: { en: "5 bonus money", de: "5 Bonusgeld" },
  },
  {
    id: "spins-10",
    cost: 800,
    kind: "free_spins",
    amount: 10n,
    name: { en: "10 free spins", de: "10 Freidrehungen" },
  },
  { id: "cash-2", cost: 300, kind: "cash", amount: 200n, name: { en: "2 cash", de: "2 Echtgeld" } },
] as const;
