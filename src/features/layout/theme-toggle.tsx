import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Moon, Sun } from "lucide-react";
import { buttonClass } from "../../components/ui/button.js";
import { usePainted } from "../../lib/painted.js";
import { useTheme } from "../../lib/theme.js";

/** What the switch does, which is also its name (docs/product.md, Screens). */
const TO_DARK = msg`Switch to dark theme`;
const TO_LIGHT = msg`Switch to light theme`;

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
  const painted = usePainted();
  const { t } = useLingui();
  const label = t(theme === "dark" ? TO_LIGHT : TO_DARK);
  const Icon = theme === "dark" ? Sun : Moon;
  // The painted page does not know the theme: the switch of each, the one for the other hidden.
  // index.html's head script answers them until the app draws its own (src/lib/painted.ts).
  if (painted && !labelled) {
    return (
      <>
        <IconSwitch
          label={t(TO_DARK)}
          Icon={Moon}
          className={`inline-flex dark:hidden ${className}`}
          data-painted-switch="theme"
        />
        <IconSwitch
          label={t(TO_LIGHT)}
          Icon={Sun}
          className={`hidden dark:inline-flex ${className}`}
          data-painted-switch="theme"
        />
      </>
    );
  }
  if (labelled) {
    return (
      <button type="button" onClick={toggle} className={buttonClass("secondary", `px-3 ${className}`)}>
        <Icon aria-hidden className="size-4" />
        {label}
      </button>
    );
  }
  return <IconSwitch label={label} Icon={Icon} onClick={toggle} className={`inline-flex ${className}`} />;
}

function IconSwitch({
  label,
  Icon,
  onClick,
  className,
  ...attributes
}: {
  label: string;
  Icon: typeof Sun;
  onClick?: () => void;
  className: string;
  /** The painted page's switches are marked for index.html's head script (src/lib/painted.ts). */
  "data-painted-switch"?: "theme";
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      {...attributes}
      aria-label={label}
      className={`size-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 ${className}`}
    >
      <Icon aria-hidden className="size-5" />
    </button>
  );
}
