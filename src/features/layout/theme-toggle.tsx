import { Moon, Sun } from "lucide-react";
import { buttonClass } from "../../components/ui/button.js";
import { useTheme } from "../../lib/theme.js";

/**
 * The theme switch: an icon button on the top bar; with `labelled`, its words beside the icon (the
 * phone menu, on the narrowest screens, where the bar has no room for it).
 */
export function ThemeToggle({
  labelled = false,
  className = "",
}: {
  labelled?: boolean;
  className?: string;
}) {
  const [theme, toggle] = useTheme();
  const label = theme === "dark" ? "Switch to light theme" : "Switch to dark theme";
  const Icon = theme === "dark" ? Sun : Moon;
  if (labelled) {
    return (
      <button type="button" onClick={toggle} className={buttonClass("secondary", `px-3 ${className}`)}>
        <Icon aria-hidden className="size-4" />
        {label}
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={label}
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 ${className}`}
    >
      <Icon aria-hidden className="size-5" />
    </button>
  );
}
