import type { TournamentInsert } from "./tournaments.store";

const DAY = 86_400_000;

/**
 * The demo tournaments, placed around the first start of a fresh installation: one running (opt-in), one upcoming
 * (ticket TICKET_POLAR, matching the seeded promotion) and one finished.
 */
export function demoTournaments(now: Date): TournamentInsert[] {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const slots = ["comet-cascade", "neon-nights", "jungle-drums", "sands-of-anubet", "midnight-carnival"];
  return [
    {
      id: "comet-sprint",
      texts: {
        en: {
          name: "Comet Sprint",
          description:
            "Opt in and play the listed slots: every spin staked at 0.50 or more adds its win multiplier to your score. The top 5 share the prizes, paid in real money when the tournament ends.",
        },
        de: {
          name: "Komet-Sprint",
          description:
            "Melde dich an und spiele die genannten Slots: Jede Drehung mit mindestens 0,50 Einsatz addiert ihren Gewinnmultiplikator zu deiner Punktzahl. Die besten 5 teilen sich die Preise, ausgezahlt als Echtgeld am Turnierende.",
        },
      },
      games: slots,
      scoring: "total_multiplier",
      entry: "opt_in",
      ticketCode: null,
      prizes: ["50000", "25000", "10000", "5000", "2500"],
      startsAt: at(-1),
      endsAt: at(6),
    },
    {
      id: "polar-lights",
      texts: {
        en: {
          name: "Polar Lights",
          description:
            "Enter with your TICKET_POLAR ticket: your best single-spin win multiplier (stakes of 0.50 or more) counts. The top 3 win bonus money, wagered like any bonus.",
        },
        de: {
          name: "Polarlichter",
          description:
            "Nimm mit deinem Ticket TICKET_POLAR teil: Es zählt dein bester Gewinnmultiplikator einer Drehung (ab 0,50 Einsatz). Die besten 3 gewinnen Bonusgeld, das wie jeder Bonus umgesetzt wird.",
        },
      },
      games: ["polar-lights"],
      scoring: "biggest_multiplier",
      entry: "ticket",
      ticketCode: "TICKET_POLAR",
      prizes: ["100000", "50000", "20000"],
      prizeKind: "bonus",
      startsAt: at(4),
      endsAt: at(11),
    },
    {
      id: "autumn-turnover",
      texts: {
        en: {
          name: "Autumn Turnover Race",
          description: "The most staked on roulette and dice won. It is over: see the final table.",
        },
        de: {
          name: "Herbst-Umsatzrennen",
          description:
            "Wer am meisten auf Roulette und Würfel setzte, gewann. Es ist vorbei: Hier die Endtabelle.",
        },
      },
      games: ["european-roulette", "dice"],
      scoring: "turnover",
      entry: "opt_in",
      ticketCode: null,
      prizes: ["20000", "10000"],
      startsAt: at(-10),
      endsAt: at(-3),
    },
  ];
}
