import { zodResolver } from "@hookform/resolvers/zod";
import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { type TutorialForm as TutorialFormValues, tutorialFormSchema } from "../../../../contract/index.js";
import { Button } from "../../../components/ui/button.js";
import { Field } from "../../../components/ui/field.js";
import { ImagePicker } from "../../../components/ui/image-picker.js";
import { showError } from "../../../components/ui/message-store.js";
import { TextareaField } from "../../../components/ui/textarea-field.js";
import { latinDigits } from "../../../i18n/digits.js";
import { formatCount } from "../../../i18n/format.js";
import { useImageUpload } from "../../images/api.js";
import { fieldText } from "../field-texts.js";
import { priceInput } from "../format.js";

export type TutorialFormSubmit = TutorialFormValues & { image: string };

type FormInput = z.input<typeof tutorialFormSchema>;
/**
 * What people type reads its own way (an English language name in an Arabic form, or the other
 * way round), while an empty field's hint stays on the screen's side: `dir="auto"` would put the
 * hint of an empty field on the left in Arabic.
 */
const OWN_WAY = { unicodeBidi: "plaintext" } as const;
const schemaResolver = zodResolver(tutorialFormSchema);
/**
 * The price is read with the digits of every language the app speaks (২৫, ٢٥٫٥): the text field
 * takes them, and the contract's check sees them as Latin digits.
 */
const priceResolver: typeof schemaResolver = (values, context, options) =>
  schemaResolver(
    { ...values, price: typeof values.price === "string" ? latinDigits(values.price) : values.price },
    context,
    options,
  );

interface TutorialFormProps {
  /** Shown read-only: the poster's name and email. */
  owner: { name: string; email: string };
  initial?: { language: string; price: number; description: string; image: string };
  /** Edit only: the review count, read-only. */
  review?: number;
  /** Each screen words it its own way ('Please upload the tutorial image first.' on Add). */
  missingImageMessage: MessageDescriptor;
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
  const { t, i18n } = useLingui();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, TutorialFormValues>({
    resolver: priceResolver,
    defaultValues: {
      language: initial?.language ?? "",
      price: initial ? priceInput(initial.price, i18n) : "",
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
      showError(t(missingImageMessage));
      return;
    }
    await onSubmit({ ...values, image });
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t`Name`} dir="auto" value={owner.name} readOnly />
        <Field label={t`Email`} type="email" dir="auto" value={owner.email} readOnly />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={t`Language`}
          autoComplete="off"
          style={OWN_WAY}
          placeholder={t`e.g. English`}
          error={fieldText(errors.language?.message, i18n)}
          {...register("language")}
        />
        {/* Text, not a number input: that one refuses Bangla and Arabic-Indic digits. */}
        <Field
          label={t`Price (USD)`}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder={t`e.g. 15.50`}
          error={fieldText(errors.price?.message, i18n)}
          {...register("price")}
        />
      </div>
      <TextareaField
        label={t`Description`}
        rows={6}
        style={OWN_WAY}
        placeholder={t`What will learners get from your lessons?`}
        error={fieldText(errors.description?.message, i18n)}
        {...register("description")}
      />
      <ImagePicker
        label={t`Tutorial image`}
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
        hint={t`JPEG, PNG, WebP, GIF or AVIF.`}
      />
      {uploaded ? (
        <p role="status" className="-mt-3 text-sm font-medium text-brand-800 dark:text-brand-200">
          <Trans>Uploaded!</Trans>
        </p>
      ) : null}
      {review !== undefined ? (
        <Field label={t`Review`} value={review > 0 ? formatCount(review, i18n) : t`No review yet`} readOnly />
      ) : null}
      <Button type="submit" className="w-full sm:w-auto sm:min-w-48" disabled={isSubmitting || uploading}>
        {isSubmitting ? t`Submitting...` : submitLabel}
      </Button>
    </form>
  );
}
