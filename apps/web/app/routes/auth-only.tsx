import { Outlet } from "react-router";
import { AuthGate } from "../features/auth/components/auth-gate";

/** Wraps the players-only pages (/profile/...): a guest is asked to log in and comes back here afterwards. */
export default function AuthOnly() {
  return (
    <AuthGate>
      <Outlet />
    </AuthGate>
  );
}
