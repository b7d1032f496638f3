import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { ChevronLeft, ChevronRight, Pause, Play, Search } from "lucide-react";
import type { KeyboardEvent } from "react";
import { CAROUSEL_SLIDES, IMAGE_SIZES } from "../../../../contract/index.js";
import { buttonClass } from "../../../components/ui/button.js";
import { ResponsiveImg } from "../../../components/ui/responsive-img.js";
import { formatCount } from "../../../i18n/format.js";
import { usePainted } from "../../../lib/painted.js";
import { useSlideshow } from "../use-slideshow.js";

/**
 * The four slides, one per tutoring method (see docs/product.md, Home). Each also exists 1000 and
 * 1320 px wide (CAROUSEL_WIDTHS, scripts/make-carousel.ts), for phones: the art covers a box
 * wider than their screen (IMAGE_SIZES.slide).
 */
export const SLIDES = [
  {
    src: "/carousel/slide-1.webp",
    alt: msg`A learner at a laptop in a video call with a tutor`,
    caption: msg`Online tutoring, face to face`,
  },
  {
    src: "/carousel/slide-2.webp",
    alt: msg`A tutor and a student studying together at a table at home`,
    caption: msg`Home tutoring, one to one`,
  },
  {
    src: "/carousel/slide-3.webp",
    alt: msg`A teacher explaining a diagram on a whiteboard to a small class`,
    caption: msg`Batch classes that motivate`,
  },
  {
    src: "/carousel/slide-4.webp",
    alt: msg`A study plan with a calendar, a checklist and a timer`,
    caption: msg`Crash programs for your next exam`,
  },
].slice(0, CAROUSEL_SLIDES);

const controlClass =
  "inline-flex size-11 items-center justify-center rounded-full bg-slate-950/60 text-white backdrop-blur hover:bg-slate-950/80";

/**
 * Home hero: a looping carousel behind the page's headline; autoplay pauses on hover, focus or request.
 * Mirrored in Arabic (docs/decisions.md, "Languages"): the text and its veil on the right, 'next'
 * and the arrow keys going the reading way, the chevrons pointing it.
 */
export function HeroCarousel() {
  const { t, i18n } = useLingui();
  const { emblaRef, direction, prev, next, goTo, selected, playing, running, togglePlaying, hold, release } =
    useSlideshow();
  const total = formatCount(SLIDES.length, i18n);
  const caption = SLIDES[selected]?.caption;
  // The painted page draws the first slide's picture alone: the others, out of sight, would share a
  // phone's bandwidth with it (lazy pictures this near the screen load at once).
  const painted = usePainted();

  // The arrow that points the reading way goes forward: the left one in Arabic.
  const forward = direction === "rtl" ? "ArrowLeft" : "ArrowRight";
  const back = direction === "rtl" ? "ArrowRight" : "ArrowLeft";
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === back) {
      e.preventDefault();
      prev();
    } else if (e.key === forward) {
      e.preventDefault();
      next();
    }
  };

  return (
    <section
      aria-roledescription={t`carousel`}
      aria-label={t`Tutor Matching & Learning Platform highlights`}
      className="relative isolate bg-slate-950 text-white"
      onKeyDown={onKeyDown}
      onMouseEnter={hold}
      onMouseLeave={release}
      onFocus={hold}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) release();
      }}
    >
      <div ref={emblaRef} dir={direction} className="overflow-hidden">
        <div className="flex touch-pan-y" aria-live={running ? "off" : "polite"}>
          {SLIDES.map((slide, i) => {
            const number = formatCount(i + 1, i18n);
            return (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group, not a form fieldset.
              <div
                key={slide.src}
                role="group"
                aria-roledescription={t`slide`}
                aria-label={t`${number} of ${total}`}
                aria-hidden={i !== selected}
                className="relative h-[36rem] min-w-0 flex-[0_0_100%] sm:h-[32rem] lg:h-[35rem]"
              >
                {painted && i > 0 ? null : (
                  <ResponsiveImg
                    src={slide.src}
                    sizes={IMAGE_SIZES.slide}
                    alt={i18n._(slide.alt)}
                    width={1600}
                    height={700}
                    loading={i === 0 ? "eager" : "lazy"}
                    fetchPriority={i === 0 ? "high" : "auto"}
                    decoding={i === 0 ? "sync" : "async"}
                    className="absolute inset-x-0 top-0 h-[50%] w-full object-cover object-[92%_center] sm:inset-0 sm:h-full sm:object-right"
                  />
                )}
              </div>
            );
          })}
        </div>
      </div>

      {/* Dark veil so the white text keeps its contrast over any part of the art. */}
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-gradient-to-t from-slate-950 from-48% via-slate-950/60 via-58% to-transparent to-78% sm:bg-gradient-to-r sm:from-slate-950/95 rtl:sm:bg-gradient-to-l sm:from-0% sm:via-slate-950/70 sm:via-45% sm:to-transparent sm:to-100%"
      />

      <div className="pointer-events-none absolute inset-0 flex items-end pb-20 sm:items-center sm:pb-0">
        <div className="mx-auto w-full max-w-6xl px-4">
          <div className="pointer-events-auto max-w-xl">
            {/* Spaced letters would break Arabic's joined script apart. */}
            <p className="text-sm font-semibold tracking-wide text-brand-200 uppercase rtl:tracking-normal">
              {caption ? i18n._(caption) : null}
            </p>
            <h1 className="mt-2 text-3xl leading-tight font-extrabold text-balance sm:text-5xl">
              <Trans>Tutor Matching &amp; Learning Platform</Trans>
            </h1>
            <p className="mt-3 text-slate-200 sm:mt-4 sm:text-lg">
              <Trans>
                Find a tutor for any language or subject, book a session in minutes and learn at your own
                pace.
              </Trans>
            </p>
            <Link
              to="/find-tutors"
              className={buttonClass("primary", "mt-6 bg-brand-600 px-6 text-white hover:bg-brand-500")}
            >
              <Search aria-hidden className="size-5" />
              <Trans>Find tutors</Trans>
            </Link>
          </div>
        </div>
      </div>

      <div className="absolute inset-x-0 bottom-4 mx-auto flex max-w-6xl items-center justify-between gap-2 px-4">
        <div className="flex items-center gap-1">
          <button type="button" onClick={prev} aria-label={t`Previous slide`} className={controlClass}>
            <ChevronLeft aria-hidden className="size-6 rtl:-scale-x-100" />
          </button>
          <button type="button" onClick={next} aria-label={t`Next slide`} className={controlClass}>
            <ChevronRight aria-hidden className="size-6 rtl:-scale-x-100" />
          </button>
          <button
            type="button"
            onClick={togglePlaying}
            aria-label={playing ? t`Pause slideshow` : t`Play slideshow`}
            aria-pressed={!playing}
            className={controlClass}
          >
            {/* Media symbols keep their shape in every language. */}
            {playing ? <Pause aria-hidden className="size-5" /> : <Play aria-hidden className="size-5" />}
          </button>
        </div>
        <div className="flex items-center rounded-full bg-slate-950/60 backdrop-blur">
          {SLIDES.map((slide, i) => {
            const number = formatCount(i + 1, i18n);
            return (
              <button
                key={slide.src}
                type="button"
                onClick={() => goTo(i)}
                aria-label={t`Go to slide ${number}`}
                aria-current={i === selected ? "true" : undefined}
                className="group inline-flex size-11 items-center justify-center"
              >
                <span
                  aria-hidden
                  className={`block h-2.5 rounded-full transition-all ${
                    i === selected ? "w-7 bg-white" : "w-2.5 bg-white/60 group-hover:bg-white/90"
                  }`}
                />
              </button>
            );
          })}
        </div>
      </div>
    </section>
  );
}
