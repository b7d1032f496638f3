import { Trans, useLingui } from "@lingui/react/macro";
import { ImageIcon, ImageUp, Trash2 } from "lucide-react";
import { useId } from "react";
import { IMAGE_SIZES } from "../../../contract/index.js";
import { Button, buttonClass } from "./button.js";
import { ResponsiveImg } from "./responsive-img.js";

interface ImagePickerProps {
  label: string;
  /** What to show: the uploaded image's URL or a local preview of the chosen file. */
  previewUrl: string | null;
  /** 0…1 while uploading, null when idle. */
  progress: number | null;
  onSelect: (file: File) => void;
  /** Offers a "Remove image" button when given. */
  onClear?: () => void;
  hint?: string;
  disabled?: boolean;
}

/** A file input for one image: preview, a real <progress> bar while uploading, optional remove. */
export function ImagePicker({
  label,
  previewUrl,
  progress,
  onSelect,
  onClear,
  hint,
  disabled,
}: ImagePickerProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const hintId = `${id}-hint`;
  const uploading = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);
  // The percentage in the language's digits and sign: "45%", "৪৫%", "٤٥٪".
  const shownPercent = i18n.number(progress ?? 0, { style: "percent", maximumFractionDigits: 0 });
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      <div className="max-w-md overflow-hidden rounded-lg border border-dashed border-slate-300 bg-slate-100 dark:border-slate-600 dark:bg-slate-800">
        {previewUrl ? (
          <ResponsiveImg
            src={previewUrl}
            sizes={IMAGE_SIZES.picker}
            alt={t`Selected tutorial`}
            width={640}
            height={360}
            className={`aspect-video w-full object-cover ${uploading ? "opacity-70" : ""}`}
          />
        ) : (
          <div className="flex aspect-video w-full flex-col items-center justify-center gap-2 text-slate-600 dark:text-slate-300">
            <ImageIcon aria-hidden className="size-10" />
            <span className="text-sm">
              <Trans>No image chosen</Trans>
            </span>
          </div>
        )}
      </div>
      {uploading ? (
        <div className="mt-2" role="status">
          <progress
            value={percent}
            max={100}
            aria-label={t`Image upload progress`}
            className="h-2 w-full overflow-hidden rounded-full accent-brand-700 [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-700 dark:[&::-webkit-progress-bar]:bg-slate-700 dark:[&::-webkit-progress-value]:bg-brand-200"
          />
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            <Trans>Uploading… {shownPercent}</Trans>
          </p>
        </div>
      ) : null}
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {/* The native input stays (keyboard, screen readers, tests); its label is the visible button. */}
        <input
          id={id}
          type="file"
          accept="image/*"
          disabled={disabled || uploading}
          aria-describedby={hint ? hintId : undefined}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            // Reset so that choosing the same file again still fires a change.
            e.currentTarget.value = "";
            if (file) onSelect(file);
          }}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          className={buttonClass(
            "primary",
            "cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60 dark:peer-focus-visible:outline-brand-200",
          )}
        >
          <ImageUp aria-hidden className="size-4" />
          {previewUrl ? <Trans>Change image</Trans> : <Trans>Choose image</Trans>}
        </label>
        {onClear && previewUrl && !uploading ? (
          <Button variant="secondary" onClick={onClear}>
            <Trash2 aria-hidden className="size-4" />
            <Trans>Remove image</Trans>
          </Button>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
