import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * Every route (docs/product/shell.md#routes) lives under a locale prefix (/en, /de, /en-ca). Pages that are not built
 * yet share the placeholder module under their own id; a later issue swaps in the real module without changing the
 * path.
 */
const page = (path: string, id: string, file = "routes/placeholder.tsx") => route(path, file, { id });

export default [
  index("routes/locale-redirect.tsx"),
  // The lobby's drawn thumbnails as SVG files (routes/thumb-art.ts); outside the locales, the art has no language.
  route("art/thumb/:file", "routes/thumb-art.ts"),
  route(":locale", "routes/locale-layout.tsx", [
    index("routes/home.tsx", { id: "home" }),
    page("casino", "casino", "routes/casino.tsx"),
    page("casino/game/:slug", "casinoGame", "routes/casino-game.tsx"),
    page("casino/verify", "casinoVerify", "routes/casino-verify.tsx"),
    page("live-casino", "liveCasino", "routes/live-casino.tsx"),
    page("live-casino/:tableId", "liveTable", "routes/live-table.tsx"),
    page("promotions", "promotions", "routes/promotions.tsx"),
    page("tournaments", "tournaments", "routes/tournaments.tsx"),
    page("tournaments/:id", "tournament", "routes/tournament.tsx"),
    page("advent-calendar", "adventCalendar", "routes/advent-calendar.tsx"),
    page("promotions/:slug", "promotion", "routes/promotion.tsx"),
    // The sports pages share a frame (menu, bet slip, odds stream) that stays mounted between them.
    layout("routes/sports-layout.tsx", [
      page("sports", "sports", "routes/sports.tsx"),
      page("sports/sporturi-live", "sportsLive", "routes/sports-live.tsx"),
      page("sports/event/:eventId", "sportsEvent", "routes/sports-event.tsx"),
    ]),
    page("register", "register", "routes/register.tsx"),
    page("resetpassword", "resetPassword", "routes/reset-password.tsx"),
    page("activate-email", "activateEmail", "routes/activate-email.tsx"),
    // Players only: guests are asked to log in and land back on the page afterwards.
    layout("routes/auth-only.tsx", [
      page("profile", "profile", "routes/profile.tsx"),
      page("profile/totalbalance", "totalBalance", "routes/total-balance.tsx"),
      page("profile/transactions/depositmoney", "deposit", "routes/deposit.tsx"),
      page("profile/transactions/withdrawmoney", "withdraw", "routes/withdraw.tsx"),
      page("profile/documents", "documents", "routes/documents.tsx"),
      page("profile/affiliate", "affiliate", "routes/affiliate.tsx"),
      page("profile/bonuses", "bonuses", "routes/bonuses.tsx"),
      page("profile/bonuses/active", "bonusesActive", "routes/bonuses-active.tsx"),
      page("profile/loyalty", "loyalty", "routes/loyalty.tsx"),
      page("profile/mybets", "myBets", "routes/my-bets.tsx"),
      page("profile/history", "history", "routes/history.tsx"),
      page("profile/responsiblegambling", "responsibleGambling", "routes/responsible-gambling.tsx"),
      page("profile/global-settings", "globalSettings", "routes/global-settings.tsx"),
      page("support/console", "supportConsole", "routes/support-console.tsx"),
      // The back office: its own route tree, loaded only when staff open it (players never download it).
      route("operator", "routes/operator-layout.tsx", { id: "operatorLayout" }, [
        index("routes/operator.tsx", { id: "operator" }),
        page("players", "operatorPlayers", "routes/operator-players.tsx"),
        page("players/:id", "operatorPlayer", "routes/operator-player.tsx"),
        page("adjustments", "operatorAdjustments", "routes/operator-adjustments.tsx"),
        page("audit", "operatorAudit", "routes/operator-audit.tsx"),
        page("staff", "operatorStaff", "routes/operator-staff.tsx"),
        page("reports", "operatorReports", "routes/operator-reports.tsx"),
        page("trading", "operatorTrading", "routes/operator-trading.tsx"),
        page("content", "operatorContent", "routes/operator-content.tsx"),
        page("providers", "operatorProviders", "routes/operator-providers.tsx"),
        page("catalogue", "operatorCatalogue", "routes/operator-catalogue.tsx"),
        page("payments", "operatorPayments", "routes/operator-payments.tsx"),
        page("compliance", "operatorCompliance", "routes/operator-compliance.tsx"),
      ]),
    ]),
    page("contact", "contact", "routes/contact.tsx"),
    // The Romanian rules pages (docs/product/content.md#pages) and every other CMS page (terms, privacy, FAQ, …) by
    // slug.
    page("reguli-de-pariere", "bettingRules", "routes/cms-page.tsx"),
    page("regulamente-jocuri-casino", "casinoRules", "routes/cms-page.tsx"),
    page(":slug", "cmsPage", "routes/cms-page.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
