import { clsx } from "clsx";
import { Moon, Sun } from "lucide-react";
import { useTranslation } from "react-i18next";
import { applyTheme, type Theme, useTheme } from "./theme";

/** The light/dark switch; `className` places it (the header shows it from 640 px, the drawer below that). */
export function ThemeToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const next: Theme = theme === "dark" ? "light" : "dark";
  return (
    <button
      type="button"
      onClick={() => applyTheme(next)}
      className={clsx(
        "size-10 place-items-center rounded-xl text-muted transition-colors hover:bg-surface-2 hover:text-text",
        className ?? "grid",
      )}
      aria-label={t(next === "dark" ? "header.themeDark" : "header.themeLight")}
      title={t(next === "dark" ? "header.themeDark" : "header.themeLight")}
    >
      {theme === "dark" ? <Sun className="size-5" aria-hidden /> : <Moon className="size-5" aria-hidden />}
    </button>
  );
}
