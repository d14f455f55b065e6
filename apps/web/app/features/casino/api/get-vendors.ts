import { casinoApi } from "@casino/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { ServerInit } from "./server-init";

export interface Vendor {
  id: string;
  name: string;
}

const text = (value: unknown) => (typeof value === "string" && value ? value : undefined);

const toVendors = (items: Record<string, unknown>[]): Vendor[] =>
  items.flatMap((item) =>
    typeof item.id === "string"
      ? [{ id: item.id, name: text(item.displayName) ?? text(item.name) ?? item.id }]
      : [],
  );

export const VENDORS_KEY = ["casino", "vendors"] as const;

export const getVendors = async (init: ServerInit = {}) =>
  toVendors(
    (
      await api(casinoApi.getCasinoVendors, {
        origin: init.origin,
        query: { limit: 100 },
        signal: init.signal,
      })
    ).items,
  );

/** The vendor filter of the lobby. */
export const useVendors = () =>
  useQuery({
    queryKey: VENDORS_KEY,
    queryFn: ({ signal }) => getVendors({ signal }),
    staleTime: 600_000,
  });
