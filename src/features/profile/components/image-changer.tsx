import type { I18n, MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { Camera, ImageUp } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { showSuccess } from "../../../components/ui/message-store.js";
import { IMAGE_UPLOAD_FAILED, ImageUploadError, uploadImage } from "../../images/api.js";
import type { ShownError } from "../shown-error.js";
import { PROFILE_TEXTS } from "../texts.js";

export interface ImageChangeState {
  /** A local preview of the chosen file while it uploads and saves. */
  preview: string | null;
  /** 0…1 while uploading, null otherwise. */
  progress: number | null;
  busy: boolean;
  /** Drawn with `shownError`, in the language on screen. */
  error: ShownError | null;
  choose: (file: File) => Promise<void>;
}

/**
 * Upload via /api/images, then save the URL on the profile. Failures are kept for the page to
 * show inline in red, as every profile error is (docs/product.md, /profile): the upload's own
 * text, else 'Image upload failed!'; saving the URL fails with 'Failed to save image URL'. The
 * success message is said in the language on screen when it comes.
 */
export function useImageChange(
  save: (url: string) => Promise<unknown>,
  successText: MessageDescriptor,
): ImageChangeState {
  const { i18n } = useLingui();
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ShownError | null>(null);

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const choose = async (file: File) => {
    setError(null);
    setBusy(true);
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    try {
      let url: string;
      try {
        url = await uploadImage(file, { onProgress: setProgress });
      } catch (err) {
        setError(
          err instanceof ImageUploadError
            ? { upload: err.message, code: err.code }
            : { upload: IMAGE_UPLOAD_FAILED, code: undefined },
        );
        return;
      } finally {
        setProgress(null);
      }
      try {
        await save(url);
        showSuccess(i18n._(successText));
      } catch {
        setError({ message: PROFILE_TEXTS.saveImageFailed });
      }
    } finally {
      setBusy(false);
      setPreview(null);
    }
  };

  return { preview, progress, busy, error, choose };
}

/** An upload's progress (0…1) as a percentage in the language's digits and sign: "45%", "৪৫%". */
export function percentText(fraction: number, i18n: I18n): string {
  return i18n.number(fraction, { style: "percent", maximumFractionDigits: 0 });
}

interface ChangeButtonProps {
  label: string;
  state: ImageChangeState;
  variant: "cover" | "photo";
}

/** The button that opens the file chooser, with the upload's progress. */
export function ChangeImageButton({ label, state, variant }: ChangeButtonProps) {
  const { t, i18n } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const percent = state.progress === null ? null : percentText(state.progress, i18n);
  const working = percent === null ? t`Saving...` : t`Uploading ${percent}`;
  const Icon = variant === "cover" ? ImageUp : Camera;
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="hidden"
        tabIndex={-1}
        aria-hidden
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = "";
          if (file) void state.choose(file);
        }}
      />
      <button
        type="button"
        onClick={() => input.current?.click()}
        disabled={state.busy}
        aria-label={variant === "photo" ? label : undefined}
        className={
          variant === "cover"
            ? "inline-flex min-h-11 items-center gap-2 rounded-lg bg-slate-950/70 px-3 text-sm font-medium text-white backdrop-blur hover:bg-slate-950/85 disabled:cursor-wait"
            : "inline-flex size-11 items-center justify-center rounded-full border-2 border-white bg-brand-700 text-white shadow hover:bg-brand-800 disabled:cursor-wait dark:border-slate-900"
        }
      >
        <Icon aria-hidden className="size-5" />
        {variant === "cover" ? (state.busy ? working : label) : null}
      </button>
      {variant === "photo" && state.busy ? (
        <span role="status" className="sr-only">
          {working}
        </span>
      ) : null}
    </>
  );
}
