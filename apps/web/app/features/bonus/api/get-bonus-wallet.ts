import { bonusApi } from "@casino/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { userKey } from "../../../lib/query-keys";

/** docs/product/bonuses.md#bonus-wallet: the wallet is polled every 5000 ms while a bonus page is open. */
export const WALLET_POLL_MS = 5_000;

export const BONUS_WALLET_KEY = userKey("bonus", "wallet");

/** GET /api/user/bonus/wallet, tournament tickets kept (`additionalData`: the pages show them). */
export const getBonusWallet = (signal?: AbortSignal) =>
  api(bonusApi.getUserBonusWallet, { query: { additionalData: true }, signal });

export const bonusWalletQueryOptions = () =>
  queryOptions({ queryKey: BONUS_WALLET_KEY, queryFn: ({ signal }) => getBonusWallet(signal) });

/**
 * The player's bonuses. With `poll` the query refetches every 5 seconds for as long as the component using it is
 * mounted (docs/product/bonuses.md#bonus-wallet: polling runs while it is on and stops when the page closes).
 */
export const useBonusWallet = ({
  poll = false,
  enabled = true,
}: {
  poll?: boolean;
  enabled?: boolean;
} = {}) =>
  useQuery({
    ...bonusWalletQueryOptions(),
    enabled,
    refetchInterval: poll ? WALLET_POLL_MS : false,
    staleTime: poll ? 0 : 30_000,
  });
