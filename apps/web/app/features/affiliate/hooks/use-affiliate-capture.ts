import { AFFILIATE_PARAM, readAffiliateMarker } from "@casino/contract";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { rememberAffiliateMarker } from "../api/remember-marker";

/**
 * An affiliate link (`?btag=…`, docs/product/affiliate.md#links) hands its marker to the server, which keeps it until
 * sign-up; the parameter is then dropped from the address so a shared link of the page does not carry it on.
 */
export function useAffiliateCapture() {
  const [params, setParams] = useSearchParams();
  const raw = params.get(AFFILIATE_PARAM);
  useEffect(() => {
    if (raw === null) return;
    const marker = readAffiliateMarker(raw);
    // A failed call loses only the attribution, never the visit.
    if (marker) rememberAffiliateMarker(marker).catch(() => undefined);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(AFFILIATE_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [raw, setParams]);
}
