import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import * as Dialog from "@radix-ui/react-dialog";
import { SlidersHorizontal } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import {
  activeFilterCount,
  DAY_PARTS,
  type DayPart,
  type ListFilters,
  type ListSort,
  MIN_RATING_CHOICES,
} from "../../../../contract/pages.js";
import { Button } from "../../../components/ui/button.js";
import { DialogCloseButton } from "../../../components/ui/dialog-close-button.js";
import { inputClass } from "../../../components/ui/field.js";
import { formatCount, formatDate, formatRating } from "../../../i18n/format.js";
import { ZoneLine } from "../../lessons/components/zone-line.js";
import { PriceInputs } from "./price-filter.js";

/**
 * What a change of the filters does: the filters named in `change` take their new values (an
 * undefined one is cleared), the others stay as the address holds them now, page 1 (docs/product.md,
 * Find Tutors). Only what changed is passed: a second choice made before the panel is drawn again
 * must not put back the first one's old value.
 */
export type OnFilters = (change: ListFilters) => void;

const CLEAR: ListFilters = {
  minPrice: undefined,
  maxPrice: undefined,
  minRating: undefined,
  sort: undefined,
  days: undefined,
  time: undefined,
};
const WEEK = [1, 2, 3, 4, 5, 6, 7] as const;
/** A Monday (UTC), to name the weekdays in the screen's language. */
const A_MONDAY = Date.UTC(2024, 0, 1);

/** "06:00" in the screen's language's digits, on a 24-hour clock. */
function wallTime(hhmm: string, i18n: I18n): string {
  const [h, m] = hhmm.split(":").map(Number);
  const at = A_MONDAY + ((h ?? 0) * 60 + (m ?? 0)) * 60_000;
  return formatDate(at, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "UTC" }, i18n);
}

/**
 * The filters of a tutor list: 'Filters' with the number set, opening a sheet on a phone; beside
 * the list on a wide screen (lg). Both hold the same panel.
 */
export function ListFiltersControl({ filters, onFilters }: { filters: ListFilters; onFilters: OnFilters }) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(filters);
  const shown = formatCount(count, i18n);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button
          variant="secondary"
          className="lg:hidden"
          aria-label={count ? t`Filters, ${shown} set` : t`Filters`}
        >
          <SlidersHorizontal aria-hidden className="size-4" />
          {count ? t`Filters (${shown})` : t`Filters`}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[88vh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl dark:bg-slate-900">
          <div className="mb-3 flex items-center justify-between">
            <Dialog.Title className="text-xl font-semibold">{t`Filters`}</Dialog.Title>
            <DialogCloseButton />
          </div>
          <Dialog.Description className="sr-only">{t`Narrow the list of tutors.`}</Dialog.Description>
          <FiltersPanel filters={filters} onFilters={onFilters} />
          <Dialog.Close asChild>
            <Button className="mt-4 w-full">{t`Show tutors`}</Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The filters beside the list on a wide screen. */
export function ListFiltersAside({ filters, onFilters }: { filters: ListFilters; onFilters: OnFilters }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <aside
      aria-labelledby={id}
      className="hidden self-start rounded-2xl border border-slate-200 bg-white p-5 lg:block dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {t`Filters`}
      </h2>
      <FiltersPanel filters={filters} onFilters={onFilters} />
    </aside>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-slate-800 dark:text-slate-100">{legend}</legend>
      {children}
    </fieldset>
  );
}

function Choice({
  name,
  checked,
  onChange,
  label,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  label: string;
}) {
  return (
    <label className="flex min-h-9 cursor-pointer items-center gap-2 text-sm">
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onChange}
        className="size-4 accent-brand-700"
      />
      {label}
    </label>
  );
}

function FiltersPanel({ filters, onFilters }: { filters: ListFilters; onFilters: OnFilters }) {
  const { t, i18n } = useLingui();
  const ids = useId();
  const days = new Set(filters.days ?? []);
  const toggleDay = (d: number) => {
    const next = new Set(days);
    if (next.has(d)) next.delete(d);
    else next.add(d);
    onFilters({ days: next.size ? [...next].sort() : undefined });
  };
  const parts: Record<DayPart, string> = {
    morning: t`Morning`,
    afternoon: t`Afternoon`,
    evening: t`Evening`,
  };
  const sorts: Record<ListSort, string> = {
    newest: t`Newest`,
    price: t`Price: low to high`,
    "-price": t`Price: high to low`,
    rating: t`Top rated`,
  };
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${ids}-sort`} className="text-sm font-semibold text-slate-800 dark:text-slate-100">
          {t`Sort by`}
        </label>
        <select
          id={`${ids}-sort`}
          value={filters.sort ?? "newest"}
          onChange={(e) =>
            onFilters({ sort: e.target.value === "newest" ? undefined : (e.target.value as ListSort) })
          }
          className={inputClass}
        >
          {(Object.keys(sorts) as ListSort[]).map((s) => (
            <option key={s} value={s}>
              {sorts[s]}
            </option>
          ))}
        </select>
      </div>
      <Group legend={t`Price`}>
        {/* Drawn again from the address when the filters change elsewhere ('Clear filters', back). */}
        <PriceInputs
          key={`${filters.minPrice}-${filters.maxPrice}`}
          filters={filters}
          onFilters={onFilters}
        />
      </Group>
      <Group legend={t`Rating`}>
        <Choice
          name={`${ids}-rating`}
          checked={filters.minRating === undefined}
          onChange={() => onFilters({ minRating: undefined })}
          label={t`Any`}
        />
        {MIN_RATING_CHOICES.map((r) => {
          const value = Number.isInteger(r) ? formatCount(r, i18n) : formatRating(r, i18n);
          return (
            <Choice
              key={r}
              name={`${ids}-rating`}
              checked={filters.minRating === r}
              onChange={() => onFilters({ minRating: r })}
              label={t`${value}+`}
            />
          );
        })}
      </Group>
      <Group legend={t`When`}>
        <div className="flex flex-wrap gap-1.5">
          {WEEK.map((d) => {
            const name = formatDate(
              A_MONDAY + (d - 1) * 86_400_000,
              { weekday: "short", timeZone: "UTC" },
              i18n,
            );
            return (
              <label
                key={d}
                className={`flex min-h-9 cursor-pointer items-center rounded-full border px-3 text-sm has-focus-visible:ring-2 has-focus-visible:ring-brand-600 ${
                  days.has(d)
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-slate-300 text-slate-800 dark:border-slate-600 dark:text-slate-100"
                }`}
              >
                <input
                  type="checkbox"
                  className="sr-only"
                  checked={days.has(d)}
                  onChange={() => toggleDay(d)}
                />
                {name}
              </label>
            );
          })}
        </div>
        <Choice
          name={`${ids}-time`}
          checked={filters.time === undefined}
          onChange={() => onFilters({ time: undefined })}
          label={t`Any time`}
        />
        {(Object.keys(DAY_PARTS) as DayPart[]).map((p) => {
          const from = wallTime(DAY_PARTS[p].from, i18n);
          const to = wallTime(DAY_PARTS[p].to, i18n);
          const part = parts[p];
          return (
            <Choice
              key={p}
              name={`${ids}-time`}
              checked={filters.time === p}
              onChange={() => onFilters({ time: p })}
              label={t`${part} ${from}–${to}`}
            />
          );
        })}
        <p className="text-xs text-slate-600 dark:text-slate-400">
          <ZoneLine />
        </p>
        <p className="text-xs text-slate-600 dark:text-slate-400">{t`'When' needs a connection.`}</p>
      </Group>
      <Button
        variant="secondary"
        onClick={() => onFilters(CLEAR)}
        disabled={activeFilterCount(filters) === 0 && !filters.sort}
      >
        {t`Clear filters`}
      </Button>
    </div>
  );
}
