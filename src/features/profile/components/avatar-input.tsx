import { Trans, useLingui } from "@lingui/react/macro";
import { Camera } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { IMAGE_SIZES } from "../../../../contract/index.js";
import { ResponsiveImg } from "../../../components/ui/responsive-img.js";
import { useImageUpload } from "../../images/api.js";
import { DEFAULT_AVATAR } from "../default-pictures.js";
import { percentText } from "./image-changer.js";

interface AvatarInputProps {
  value: string;
  onChange: (url: string) => void;
  onBusyChange?: (busy: boolean) => void;
}

/** The Update Profile avatar: a file uploaded at once, with a real progress bar. */
export function AvatarInput({ value, onChange, onBusyChange }: AvatarInputProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const { progress, uploading, upload } = useImageUpload();
  const [preview, setPreview] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState(false);
  const percent = Math.round((progress ?? 0) * 100);
  const shownPercent = percentText(progress ?? 0, i18n);

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  useEffect(() => onBusyChange?.(uploading), [uploading, onBusyChange]);

  const choose = async (file: File) => {
    setPreview(URL.createObjectURL(file));
    setUploaded(false);
    const url = await upload(file);
    if (url) {
      onChange(url);
      setUploaded(true);
    }
    setPreview(null);
  };

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200">
        <Trans>Profile picture</Trans>
      </label>
      <div className="flex flex-wrap items-center gap-4">
        <ResponsiveImg
          src={preview ?? (value || DEFAULT_AVATAR)}
          sizes={IMAGE_SIZES.avatarInput}
          alt={value || preview ? t`Your profile picture` : t`No profile picture yet`}
          width={80}
          height={80}
          className={`size-20 shrink-0 rounded-full bg-slate-200 object-cover dark:bg-slate-700 ${uploading ? "opacity-60" : ""}`}
        />
        <div>
          <label
            htmlFor={id}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 font-medium text-slate-800 hover:bg-slate-100 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            <Camera aria-hidden className="size-4" />
            <Trans>Choose image</Trans>
            <input
              id={id}
              type="file"
              accept="image/*"
              disabled={uploading}
              className="sr-only"
              onChange={(e) => {
                const file = e.currentTarget.files?.[0];
                e.currentTarget.value = "";
                if (file) void choose(file);
              }}
            />
          </label>
        </div>
      </div>
      {uploading ? (
        <div className="mt-2" role="status">
          <progress
            value={percent}
            max={100}
            aria-label={t`Profile picture upload progress`}
            className="h-2 w-full overflow-hidden rounded-full accent-brand-700 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-700 dark:[&::-webkit-progress-bar]:bg-slate-700 dark:[&::-webkit-progress-value]:bg-brand-200"
          />
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            <Trans>Uploading… {shownPercent}</Trans>
          </p>
        </div>
      ) : (
        <>
          {uploaded ? (
            <p role="status" className="mt-1 text-sm font-medium text-brand-800 dark:text-brand-200">
              <Trans>Uploaded!</Trans>
            </p>
          ) : null}
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            <Trans>JPEG, PNG, WebP, GIF or AVIF, up to 5 MB.</Trans>
          </p>
        </>
      )}
    </div>
  );
}
