import { usePlayer } from "../features/auth/api/get-session";
import { DocumentsPage } from "../features/compliance/components/documents-page";
import { pageMeta } from "../shell/page-meta";

export const meta = pageMeta("documents", { noindex: true });

/** /{locale}/profile/documents: KYC uploads and their review status (docs/product/compliance.md#documents). */
export default function DocumentsRoute() {
  const player = usePlayer();
  if (!player) return null;
  return <DocumentsPage />;
}
