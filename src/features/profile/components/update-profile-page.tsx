import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useCanGoBack, useNavigate, useRouter } from "@tanstack/react-router";
import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { User } from "../../../../contract/index.js";
import { Button } from "../../../components/ui/button.js";
import { Field } from "../../../components/ui/field.js";
import { showError, showSuccess } from "../../../components/ui/message-store.js";
import { ErrorText, LoadingText } from "../../../components/ui/status.js";
import { TextareaField } from "../../../components/ui/textarea-field.js";
import { errorText } from "../../../lib/error-text.js";
import { usePageTitle } from "../../../lib/page-title.js";
import { useAuth } from "../../auth/auth-store.js";
import { useRefills } from "../../offline/refill.js";
import { savedProfileQueryOptions, useReplaceProfile } from "../api.js";
import { PROFILE_TEXTS } from "../texts.js";
import {
  bodyProblem,
  EDUCATION_FORMAT,
  EXPERIENCE_FORMAT,
  lineSeparator,
  toFormValues,
  toUpdateBody,
  type UpdateProfileForm,
  updateProfileFormSchema,
} from "../update-profile-form.js";
import { profileText } from "../validation-texts.js";
import { AvatarInput } from "./avatar-input.js";

/** /update-profile: every profile field in one form, saved with PUT /users/update/{uid}. */
export function UpdateProfilePage() {
  const { t, i18n } = useLingui();
  const { user } = useAuth();
  usePageTitle(t`Update Profile`);
  const query = useQuery({ ...savedProfileQueryOptions(user?.uid ?? ""), enabled: Boolean(user) });
  // 'Edit' in the conflict dialog fills the form again, also when it is already open.
  const refills = useRefills();
  if (!user) return null;
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-bold sm:text-3xl">
        <Trans>Update Profile</Trans>
      </h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        <Trans>Change everything at once. Your public profile shows these details to learners.</Trans>
      </p>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        {query.isPending ? (
          <LoadingText text={t`Loading profile...`} />
        ) : query.isError ? (
          // Saving blanks over a profile that failed to load would erase it: offer a retry instead.
          <div className="text-center">
            <ErrorText text={t(PROFILE_TEXTS.loadFailed)} />
            <Button variant="secondary" onClick={() => void query.refetch()}>
              <RefreshCw aria-hidden className="size-4" />
              <Trans>Retry</Trans>
            </Button>
          </div>
        ) : (
          <UpdateProfileFormView
            key={refills}
            user={user}
            etag={query.data?.etag}
            initial={toFormValues(query.data, user, lineSeparator(i18n))}
            email={query.data?.email || (user.email ?? "")}
          />
        )}
      </div>
    </section>
  );
}

function hintId(name: string) {
  return `update-profile-${name}-hint`;
}

function UpdateProfileFormView({
  user,
  etag,
  initial,
  email,
}: {
  user: User;
  /** The version the form was filled from; kept while it is open, whatever is fetched meanwhile. */
  etag: string | undefined;
  initial: UpdateProfileForm;
  email: string;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const [formEtag] = useState(etag);
  const replace = useReplaceProfile(user.uid, formEtag);
  const [uploading, setUploading] = useState(false);
  const {
    register,
    handleSubmit,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<UpdateProfileForm>({ resolver: zodResolver(updateProfileFormSchema), defaultValues: initial });

  const onSubmit = handleSubmit(async (values) => {
    const body = toUpdateBody(values, user.uid, email);
    const problem = bodyProblem(body, i18n);
    if (problem) return showError(problem);
    try {
      const result = await replace.mutateAsync(body);
      // Changed elsewhere meanwhile: the conflict dialog shows both versions.
      if (result.status === "conflict") return;
    } catch (err) {
      return showError(errorText(err, t(PROFILE_TEXTS.updateFailed)));
    }
    showSuccess(t(PROFILE_TEXTS.updated));
    await navigate({ to: "/profile" });
  });

  const profileError = (text: string | undefined) =>
    text === undefined ? undefined : profileText(text, i18n);
  const educationFormat = t(EDUCATION_FORMAT);
  const experienceFormat = t(EXPERIENCE_FORMAT);

  const cancel = () => {
    if (canGoBack) router.history.back();
    else void navigate({ to: "/profile" });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Field
        label={t`Full name`}
        autoComplete="name"
        error={profileError(errors.name?.message)}
        {...register("name")}
      />
      <Field
        label={t`Email`}
        type="email"
        value={email}
        readOnly
        aria-describedby={hintId("email")}
        hint={
          <span id={hintId("email")}>
            <Trans>Your email cannot change: it is your sign-in.</Trans>
          </span>
        }
      />
      <AvatarInput
        value={watch("avatar")}
        onChange={(url) => setValue("avatar", url, { shouldDirty: true })}
        onBusyChange={setUploading}
      />
      <Field
        label={t`Headline`}
        placeholder={t`IELTS and spoken English coach`}
        error={profileError(errors.headline?.message)}
        {...register("headline")}
      />
      <Field
        label={t`Location`}
        autoComplete="address-level2"
        placeholder={t`Dhaka, Bangladesh`}
        error={profileError(errors.location?.message)}
        {...register("location")}
      />
      <TextareaField label={t`Bio`} rows={4} error={profileError(errors.bio?.message)} {...register("bio")} />
      <Field
        label={t`Skills`}
        placeholder={t`English, IELTS, Public speaking`}
        aria-describedby={hintId("skills")}
        hint={
          <span id={hintId("skills")}>
            <Trans>Separate skills with commas.</Trans>
          </span>
        }
        {...register("skills")}
      />
      <div>
        <TextareaField
          label={t`Education`}
          rows={4}
          placeholder={t`BA in English at University of Dhaka (2019)`}
          aria-describedby={hintId("education")}
          {...register("education")}
        />
        <p id={hintId("education")} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          <Trans>
            One per line as ‘<bdi>{educationFormat}</bdi>’. A line in another shape is saved as the degree
            only.
          </Trans>
        </p>
      </div>
      <div>
        <TextareaField
          label={t`Experience`}
          rows={4}
          placeholder={t`English tutor at British Council (2019-2023) - IELTS preparation classes`}
          aria-describedby={hintId("experience")}
          {...register("experience")}
        />
        <p id={hintId("experience")} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          <Trans>
            One per line as ‘<bdi>{experienceFormat}</bdi>’. A line in another shape is saved as the role
            only.
          </Trans>
        </p>
      </div>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={cancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={isSubmitting || uploading}>
          {isSubmitting ? <Trans>Saving...</Trans> : <Trans>Save Changes</Trans>}
        </Button>
      </div>
    </form>
  );
}
