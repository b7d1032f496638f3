import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { LessonDuration, Slot } from "../../../../contract/index.js";
import { Button } from "../../../components/ui/button.js";
import { pickerRange, slotsQueryOptions } from "../api.js";
import { formatDateTime } from "../format.js";
import { PICKER_TEXTS } from "../texts.js";

/** How many of the next free times a refusal offers. */
const OFFERED = 3;

/**
 * A time taken meanwhile (SLOT_TAKEN, online or on replay) says so and offers the next free times,
 * asked of the server again, as buttons that book one instead (docs/product.md, Lessons (learner)).
 */
export function NextFreeTimes({
  tutorialId,
  duration,
  exclude,
  disabled,
  onChoose,
}: {
  tutorialId: string;
  duration: LessonDuration;
  exclude: string;
  disabled?: boolean;
  onChoose: (slot: Slot) => void;
}) {
  const { t, i18n } = useLingui();
  const range = useMemo(() => pickerRange(), []);
  const query = useQuery({ ...slotsQueryOptions(tutorialId, duration, range), staleTime: 0 });
  const now = Date.now();
  const next = (query.data ?? [])
    .filter((s) => s.start !== exclude && Date.parse(s.start) > now)
    .slice(0, OFFERED);
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-200 bg-red-50 p-3 dark:border-red-900 dark:bg-red-950/40"
    >
      <p className="font-medium text-red-800 dark:text-red-300">{t(PICKER_TEXTS.taken)}</p>
      {query.isPending ? null : next.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t(PICKER_TEXTS.noneNext)}</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t(PICKER_TEXTS.nextFree)}</p>
          <ul className="mt-2 flex flex-col gap-2">
            {next.map((slot) => {
              const when = formatDateTime(slot.start, i18n);
              return (
                <li key={slot.start}>
                  <Button
                    variant="secondary"
                    className="w-full"
                    disabled={disabled}
                    onClick={() => onChoose(slot)}
                  >
                    {t`Book ${when}`}
                  </Button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
