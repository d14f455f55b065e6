import { affiliateApi } from "@casino/contract";
import { apiSend } from "../../../lib/api-client";

/** Hands an affiliate link's marker to the server, which keeps it in a cookie until sign-up (when sync is on). */
export const rememberAffiliateMarker = (marker: string) =>
  apiSend(affiliateApi.postAffiliateMarker, { body: { marker } });
