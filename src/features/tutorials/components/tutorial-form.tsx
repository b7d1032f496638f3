import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import {
  PRICE_STEP,
  type TutorialForm as TutorialFormValues,
  tutorialFormSchema,
} from "../../../../contract/index.js";
import { Button } from "../../../components/ui/button.js";
import { Field } from "../../../components/ui/field.js";
import { ImagePicker } from "../../../components/ui/image-picker.js";
import { showError } from "../../../components/ui/message-store.js";
import { TextareaField } from "../../../components/ui/textarea-field.js";
import { useImageUpload } from "../../images/api.js";

export type TutorialFormSubmit = TutorialFormValues & { image: string };

interface TutorialFormProps {
  /** Shown read-only: the poster's name and email. */
  owner: { name: string; email: string };
  initial?: { language: string; price: number; description: string; image: string };
  /** Edit only: the review count, read-only. */
  review?: number;
  /** Each screen words it its own way ('Please upload the tutorial image first.' on Add). */
  missingImageMessage: string;
  submitLabel: string;
  /** Offer "Remove image" (Edit); the save then asks for an image. */
  canClearImage?: boolean;
  onSubmit: (values: TutorialFormSubmit) => Promise<void>;
}

/** Add and Edit Tutorial's form. Nothing typed is lost when saving fails: the form keeps it. */
export function TutorialForm({
  owner,
  initial,
  review,
  missingImageMessage,
  submitLabel,
  canClearImage,
  onSubmit,
}: TutorialFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof tutorialFormSchema>, unknown, TutorialFormValues>({
    resolver: zodResolver(tutorialFormSchema),
    defaultValues: {
      language: initial?.language ?? "",
      price: initial ? String(initial.price) : "",
      description: initial?.description ?? "",
    },
  });
  const { progress, uploading, upload } = useImageUpload();
  const [image, setImage] = useState(initial?.image ?? "");
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  // 'Uploaded!' only once the picture is stored: a preview alone is not yet something to save.
  const [uploaded, setUploaded] = useState(false);
  const previewRef = useRef<string | null>(null);

  const showPreview = (url: string | null) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = url;
    setLocalPreview(url);
  };
  // Object URLs hold the file in memory until revoked.
  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  const onSelect = async (file: File) => {
    showPreview(URL.createObjectURL(file));
    setUploaded(false);
    const url = await upload(file);
    if (url) {
      setImage(url);
      setUploaded(true);
    }
    showPreview(null);
  };

  const submit = handleSubmit(async (values) => {
    if (!image.trim()) {
      showError(missingImageMessage);
      return;
    }
    await onSubmit({ ...values, image });
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Name" value={owner.name} readOnly />
        <Field label="Email" type="email" value={owner.email} readOnly />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="Language"
          autoComplete="off"
          placeholder="e.g. English"
          error={errors.language?.message}
          {...register("language")}
        />
        <Field
          label="Price (USD)"
          type="number"
          inputMode="decimal"
          step={PRICE_STEP}
          min={0}
          placeholder="e.g. 15.50"
          error={errors.price?.message}
          {...register("price")}
        />
      </div>
      <TextareaField
        label="Description"
        rows={6}
        placeholder="What will learners get from your lessons?"
        error={errors.description?.message}
        {...register("description")}
      />
      <ImagePicker
        label="Tutorial image"
        previewUrl={localPreview ?? (image || null)}
        progress={progress}
        onSelect={(file) => void onSelect(file)}
        onClear={
          canClearImage
            ? () => {
                setImage("");
                setUploaded(false);
              }
            : undefined
        }
        hint="JPEG, PNG, WebP, GIF or AVIF."
      />
      {uploaded ? (
        <p role="status" className="-mt-3 text-sm font-medium text-brand-800 dark:text-brand-200">
          Uploaded!
        </p>
      ) : null}
      {review !== undefined ? (
        <Field label="Review" value={review > 0 ? String(review) : "No review yet"} readOnly />
      ) : null}
      <Button type="submit" className="w-full sm:w-auto sm:min-w-48" disabled={isSubmitting || uploading}>
        {isSubmitting ? "Submitting..." : submitLabel}
      </Button>
    </form>
  );
}
