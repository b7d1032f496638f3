import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { MARQUEE_SECONDS } from "../../../../contract/index.js";

export const MARQUEE_TEXT = msg`Very faster get your home master`;

/**
 * The scrolling line, one pass every MARQUEE_SECONDS (see docs/product.md, Home). It pauses under
 * the pointer and stands still when the person asks for reduced motion. In Arabic it runs the other
 * way, left to right, so that the line's start comes into view first.
 */
export function MarqueeLine() {
  const { i18n } = useLingui();
  return (
    <div className="overflow-hidden border-y border-brand-100 bg-brand-50 py-3 dark:border-brand-900 dark:bg-brand-900/40">
      <p
        className="animate-marquee text-center text-lg font-semibold whitespace-nowrap text-brand-800 hover:[animation-play-state:paused] motion-reduce:animate-none rtl:[animation-direction:reverse] sm:text-xl dark:text-brand-100"
        style={{ animationDuration: `${MARQUEE_SECONDS}s` }}
        data-testid="marquee"
      >
        {i18n._(MARQUEE_TEXT)}
      </p>
    </div>
  );
}
