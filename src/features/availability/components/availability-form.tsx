import { zodResolver } from "@hookform/resolvers/zod";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import type { z } from "zod";
import { type Availability, availabilitySchema } from "../../../../contract/index.js";
import { Button } from "../../../components/ui/button.js";
import { errorText } from "../../../lib/error-text.js";
import { useSaveAvailability } from "../api.js";
import { AVAILABILITY_TEXTS, toBody } from "../form.js";
import { DaysOff } from "./days-off.js";
import { TimeZoneSelect } from "./time-zone-select.js";
import { WeeklyHours } from "./weekly-hours.js";

/** How the last save ended; a refusal keeps its error, whose text follows the language on screen. */
type Outcome = { kind: "saved" | "queued" } | { kind: "failed"; err: unknown } | null;

/**
 * The availability form: weekly hours, time zone, days off, saved whole with PUT. Nothing typed
 * is lost: a refusal keeps the form as it was, and data arriving later only fills untouched fields.
 */
export function AvailabilityForm({ uid, initial }: { uid: string; initial: Availability }) {
  const form = useForm<z.input<typeof availabilitySchema>, unknown, Availability>({
    resolver: zodResolver(availabilitySchema),
    values: initial,
    resetOptions: { keepDirtyValues: true },
  });
  const save = useSaveAvailability(uid);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { t, i18n } = useLingui();

  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const result = await save.mutateAsync(toBody(values));
      if (result.status === "sent") {
        form.reset(result.data);
        setOutcome({ kind: "saved" });
      } else setOutcome({ kind: "queued" });
    } catch (err) {
      // The server's own words for a 400 (unknown zone, overlapping windows…).
      setOutcome({ kind: "failed", err });
    }
  });
  const submitting = form.formState.isSubmitting;

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-8" onChange={() => setOutcome(null)}>
        <TimeZoneSelect />
        <WeeklyHours />
        <DaysOff />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <Button type="submit" className="w-full sm:w-auto sm:min-w-48" disabled={submitting}>
            {t(submitting ? AVAILABILITY_TEXTS.saving : AVAILABILITY_TEXTS.save)}
          </Button>
          {outcome ? (
            <p
              role={outcome.kind === "failed" ? "alert" : "status"}
              className={
                outcome.kind === "failed"
                  ? "text-sm font-medium text-red-700 dark:text-red-400"
                  : "text-sm font-medium text-brand-800 dark:text-brand-200"
              }
            >
              {outcome.kind === "failed"
                ? errorText(outcome.err, AVAILABILITY_TEXTS.saveFailed, i18n)
                : t(AVAILABILITY_TEXTS[outcome.kind])}
            </p>
          ) : null}
        </div>
      </form>
    </FormProvider>
  );
}
