import { CataloguePage } from "@casino/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export interface Vendor {
  id: string;
  name: string;
}

const toVendors = (items: Record<string, unknown>[]): Vendor[] =>
  items.flatMap((item) =>
    typeof item.id === "string"
      ? [{ id: item.id, name: typeof item.name === "string" ? item.name : item.id }]
      : [],
  );

/** The vendor filter of the lobby. */
export const useVendors = () =>
  useQuery({
    queryKey: ["casino", "vendors"],
    queryFn: async ({ signal }) =>
      toVendors((await api("/v1/casino/vendors", CataloguePage, { query: { limit: 100 }, signal })).items),
    staleTime: 600_000,
  });
