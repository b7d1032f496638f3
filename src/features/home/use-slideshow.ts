import { useLingui } from "@lingui/react/macro";
import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { directionOf, isLocale } from "../../../contract/locale.js";

const AUTOPLAY_MS = 6000;

type Carousel = NonNullable<UseEmblaCarouselType[1]>;

function prefersReducedMotion(): boolean {
  return (
    typeof window !== "undefined" &&
    typeof window.matchMedia === "function" &&
    window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

/**
 * The hero's slideshow: a looping embla carousel whose autoplay plugin keeps the timer (and stops
 * while the tab is hidden). It runs while the reader has not paused it (reduced motion starts it
 * paused) and nothing holds it: the pointer or the focus anywhere in the hero, or a drag.
 * The plugin's own hover and focus rules cover only the slides, not the hero's controls, so the
 * hold stays here. It runs the way the screen's language reads (docs/decisions.md, "Languages"):
 * in Arabic 'next' moves right to left; a change of language rebuilds it on the slide it was on.
 */
export function useSlideshow() {
  const [plugins] = useState(() => [
    Autoplay({ delay: AUTOPLAY_MS, playOnInit: false, stopOnInteraction: true, stopOnFocusIn: false }),
  ]);
  const { i18n } = useLingui();
  const direction = isLocale(i18n.locale) ? directionOf(i18n.locale) : "ltr";
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: true, direction }, plugins);
  // A control used before the carousel exists (embla starts in an effect after the hero's first
  // render) is carried out as soon as it does, not lost.
  const waiting = useRef<((carousel: Carousel) => void) | null>(null);
  const control = useCallback(
    (action: (carousel: Carousel) => void) => {
      if (emblaApi) return action(emblaApi);
      waiting.current = action;
    },
    [emblaApi],
  );
  useEffect(() => {
    if (!emblaApi || !waiting.current) return;
    waiting.current(emblaApi);
    waiting.current = null;
  }, [emblaApi]);
  const prev = useCallback(() => control((c) => c.scrollPrev()), [control]);
  const next = useCallback(() => control((c) => c.scrollNext()), [control]);
  const goTo = useCallback((index: number) => control((c) => c.scrollTo(index)), [control]);

  const [selected, setSelected] = useState(0);
  const shown = useRef(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [held, setHeld] = useState(false);
  const running = playing && !held;

  useEffect(() => {
    if (!emblaApi) return;
    // A carousel built anew (the language changed) starts where the previous one was.
    if (emblaApi.selectedScrollSnap() !== shown.current) emblaApi.scrollTo(shown.current, true);
    const onSelect = () => {
      shown.current = emblaApi.selectedScrollSnap();
      setSelected(shown.current);
    };
    onSelect();
    emblaApi.on("select", onSelect).on("reInit", onSelect);
    return () => {
      emblaApi.off("select", onSelect).off("reInit", onSelect);
    };
  }, [emblaApi]);

  useEffect(() => {
    const autoplay = emblaApi?.plugins().autoplay;
    if (!emblaApi || !autoplay) return;
    // The plugin stops for good when a drag starts and comes back stopped after a re-init (a
    // resize): after either, the slideshow goes back to what the reader's state says.
    const apply = () => (running ? autoplay.play() : autoplay.stop());
    apply();
    emblaApi.on("pointerUp", apply).on("reInit", apply);
    return () => {
      emblaApi.off("pointerUp", apply).off("reInit", apply);
    };
  }, [emblaApi, running]);

  return {
    emblaRef,
    direction,
    prev,
    next,
    goTo,
    selected,
    playing,
    running,
    togglePlaying: () => setPlaying((p) => !p),
    hold: () => setHeld(true),
    release: () => setHeld(false),
  };
}
