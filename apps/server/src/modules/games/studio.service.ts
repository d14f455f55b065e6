import { type RoundView, toMajor } from "@casino/contract";
import type { BlackjackAction } from "@casino/games";
import type { SessionPrincipal } from "../../platform/auth";
import type { CatalogueService } from "../casino";
import type { BetInput } from "./engine";
import type { FunService } from "./fun.service";
import { funModeUnavailable, gameNotFound, realNeedsLogin, sessionRestricted } from "./games.errors";
import type { RecallService } from "./recall.service";
import type { RoundsService } from "./rounds.service";

/** Who asks: a logged-in player and/or the browser's fun-session id. */
export interface Caller {
  principal: SessionPrincipal | null;
  funId: string;
  /** Where the request comes from (a game switched off there cannot be launched or played). */
  country?: string | undefined;
}

/** A round request as validated by the contract (money in minor units). */
export interface PlayRequest extends BetInput {
  clientRoundId: string;
  mode: "real" | "fun";
  autoplay: boolean;
}

/**
 * Launches another studio's game: its URL with a one-time token, or null when no provider serves the game (the
 * providers module answers; docs/product/providers.md).
 */
export type ExternalLauncher = (request: {
  userId: string | null;
  slug: string;
  mode: "real" | "fun";
  locale: string;
}) => Promise<string | null>;

/** The studio's front: picks real or fun play and enforces who may play what. */
export function createStudioService(deps: {
  catalogue: Pick<CatalogueService, "game">;
  rounds: RoundsService;
  fun: FunService;
  recall: RecallService;
  externalLaunch?: ExternalLauncher;
}) {
  const { catalogue, rounds, fun, recall } = deps;

  async function gameFor(slug: string, mode: "real" | "fun", country: string | undefined) {
    const game = await catalogue.game(slug, country);
    if (!game || game.slug !== slug) throw gameNotFound();
    if (mode === "fun" && !game.hasFunMode) throw funModeUnavailable();
    return game;
  }

  /** The player allowed to play for real: logged in, with no outstanding consents. */
  function realPlayer(caller: Caller) {
    if (!caller.principal) throw realNeedsLogin();
    if (caller.principal.restricted) throw sessionRestricted();
    return caller.principal;
  }

  const realView = async (row: Parameters<RecallService["views"]>[0][number], justPlayed = false) =>
    (await recall.views([row], justPlayed))[0]!;

  /** The unfinished round of the game to resume after a crash or reconnect (real, or this browser's fun round). */
  async function openRound(
    caller: Caller,
    slug: string,
    mode: "real" | "fun" = "real",
  ): Promise<RoundView | null> {
    if (mode === "fun") return fun.openRound(caller.funId, slug);
    if (!caller.principal || caller.principal.restricted) return null;
    const row = await rounds.openRound(caller.principal.userId, slug);
    return row ? realView(row) : null;
  }

  return {
    /**
     * The game page URL; guests may only launch fun (docs/product/casino.md#fun-play). The open real round comes
     * along to resume.
     */
    async launch(caller: Caller, slug: string, mode: "real" | "fun") {
      const game = await gameFor(slug, mode, caller.country);
      if (mode === "real") realPlayer(caller);
      const locale = caller.principal?.locale ?? "en";
      if (game.kind === "external" && deps.externalLaunch) {
        const userId = caller.principal?.userId ?? null;
        const external = await deps.externalLaunch({ userId, slug, mode, locale });
        if (external) return { url: external, mode, openRound: null, funBalance: null };
      }
      const url =
        game.kind === "external" && mode === "real" && game.launchUrl
          ? game.launchUrl
          : `/${locale}/casino/game/${slug}?mode=${mode}`;
      const funBalance = mode === "fun" ? toMajor(fun.balance(caller.funId)) : null;
      return { url, mode, openRound: await openRound(caller, slug, mode), funBalance };
    },

    async play(caller: Caller, slug: string, request: PlayRequest): Promise<RoundView> {
      await gameFor(slug, request.mode, caller.country);
      if (request.mode === "fun") return fun.play(caller.funId, slug, request);
      const { round, replayed } = await rounds.play(realPlayer(caller).userId, slug, request);
      return realView(round, !replayed);
    },

    async act(
      caller: Caller,
      slug: string,
      roundId: string,
      action: BlackjackAction,
      clientActionId: string,
    ) {
      if (fun.has(caller.funId, roundId)) return fun.act(caller.funId, roundId, action, clientActionId);
      return realView(await rounds.act(realPlayer(caller).userId, slug, roundId, action, clientActionId));
    },

    openRound,
  };
}

export type StudioService = ReturnType<typeof createStudioService>;
