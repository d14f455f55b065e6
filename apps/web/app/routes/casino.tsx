import { useSearchParams } from "react-router";
import { usePlayer } from "../features/auth/api/get-session";
import { CasinoLobby } from "../features/casino/components/casino-lobby";
import { pageMeta } from "../shell/page-meta";

export const meta = pageMeta("casino");

/** /{locale}/casino: the casino lobby; `?category=live` is the live casino page (CasinoLivePage: the table games). */
export default function CasinoPage() {
  const player = usePlayer();
  const [params] = useSearchParams();
  const live = params.get("category") === "live";
  return <CasinoLobby key={live ? "live" : "all"} userId={player?.userId} live={live} />;
}
