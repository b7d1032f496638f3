import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Eye, FilePenLine, RefreshCw } from "lucide-react";
import type { Profile, ProfileTextField, User } from "../../../../contract/index.js";
import { buttonClass } from "../../../components/ui/button.js";
import { LoadingText } from "../../../components/ui/status.js";
import { usePageTitle } from "../../../lib/page-title.js";
import { useAuth } from "../../auth/auth-store.js";
import {
  profileQueryOptions,
  useAddSkill,
  useRemoveSkill,
  useUpdateAvatar,
  useUpdateBanner,
  useUpdateProfileField,
} from "../api.js";
import { shownError } from "../shown-error.js";
import { PROFILE_TEXTS } from "../texts.js";
import { ChangeImageButton, percentText, useImageChange } from "./image-changer.js";
import { InlineTextField } from "./inline-text-field.js";
import { ProfileEntries } from "./profile-entries.js";
import { ProfileAvatar, ProfileBanner, ProfileIdentity, ProfileSection } from "./profile-parts.js";
import { SkillsEditor } from "./skills-editor.js";
import { fieldError } from "./validation.js";

/** When loading fails the page still works, on these blank defaults, rather than leaving the person stuck. */
export function blankProfile(user: User): Profile {
  return {
    uid: user.uid,
    name: user.displayName ?? "",
    headline: "",
    location: "",
    email: user.email ?? "",
    bio: "",
    skills: [],
    avatar: "",
    banner: "",
    education: [],
    experience: [],
  };
}

/** /profile: the signed-in person's own profile, edited in place. */
export function ProfilePage() {
  const { t } = useLingui();
  const { user } = useAuth();
  usePageTitle(t`My Profile`);
  if (!user)
    return (
      <p className="px-4 py-16 text-center text-red-700 dark:text-red-400">
        {t(PROFILE_TEXTS.loginRequired)}
      </p>
    );
  return <OwnProfile user={user} />;
}

function OwnProfile({ user }: { user: User }) {
  const { t, i18n } = useLingui();
  const query = useQuery(profileQueryOptions(user.uid));
  const uid = user.uid;
  const updateField = useUpdateProfileField(uid);
  const avatar = useImageChange(useUpdateAvatar(uid).mutateAsync, PROFILE_TEXTS.avatarUpdated);
  const banner = useImageChange(useUpdateBanner(uid).mutateAsync, PROFILE_TEXTS.bannerUpdated);
  const addSkill = useAddSkill(uid);
  const removeSkill = useRemoveSkill(uid);

  if (query.isPending) return <LoadingText text={t`Loading profile...`} heading />;
  const profile = query.data ?? blankProfile(user);
  const save = (field: ProfileTextField) => (value: string) => updateField.mutateAsync({ field, value });
  const imageError = banner.error ?? avatar.error;

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:py-10">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">
          <Trans>My Profile</Trans>
        </h1>
        <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto">
          <Link to="/update-profile" className={buttonClass("secondary", "px-3 text-sm")}>
            <FilePenLine aria-hidden className="size-4" />
            <Trans>Edit all fields</Trans>
          </Link>
          <Link
            to="/see-profile/$userId"
            params={{ userId: uid }}
            className={buttonClass("secondary", "px-3 text-sm")}
          >
            <Eye aria-hidden className="size-4" />
            <Trans>Public profile</Trans>
          </Link>
        </div>
      </div>

      {query.isError ? (
        <div
          role="alert"
          className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-xl border border-red-300 bg-red-50 p-3 text-red-800 dark:border-red-800 dark:bg-red-950/50 dark:text-red-300"
        >
          <span>{t(PROFILE_TEXTS.loadDataFailed)}</span>
          <button
            type="button"
            onClick={() => void query.refetch()}
            className={buttonClass("ghost", "text-current")}
          >
            <RefreshCw aria-hidden className="size-4" />
            <Trans>Retry</Trans>
          </button>
        </div>
      ) : null}

      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <ProfileBanner src={banner.preview ?? profile.banner}>
          <div className="absolute end-3 top-3">
            <ChangeImageButton label={t`Change cover`} state={banner} variant="cover" />
          </div>
        </ProfileBanner>
        <div className="flex flex-col gap-3 px-4 pb-5 sm:flex-row sm:items-end sm:gap-5 sm:px-6">
          <ProfileAvatar src={avatar.preview ?? profile.avatar} name={profile.name}>
            {avatar.busy ? (
              <span
                aria-hidden
                className="absolute inset-1 flex items-center justify-center rounded-full bg-slate-950/60 text-sm font-semibold text-white"
              >
                {avatar.progress === null ? <Trans>Saving</Trans> : percentText(avatar.progress, i18n)}
              </span>
            ) : null}
            <span className="absolute end-0 bottom-0">
              <ChangeImageButton label={t`Change photo`} state={avatar} variant="photo" />
            </span>
          </ProfileAvatar>
          <ProfileIdentity
            name={
              profile.name ? (
                <p dir="auto" className="text-xl font-bold break-words sm:text-2xl">
                  {profile.name}
                </p>
              ) : (
                <p className="text-xl font-bold break-words sm:text-2xl">
                  <Trans>Your name</Trans>
                </p>
              )
            }
            headline={profile.headline}
            location={profile.location}
          />
        </div>
        {imageError ? (
          <p role="alert" className="px-4 pb-4 text-sm text-red-700 sm:px-6 dark:text-red-400">
            {shownError(imageError, i18n)}
          </p>
        ) : null}
      </div>

      <div className="mt-6 grid grid-cols-1 gap-6">
        <ProfileSection id="about-heading" title={t`About`}>
          <div className="grid gap-5 sm:grid-cols-2">
            <InlineTextField
              label={t`Name`}
              editLabel={t`Edit name`}
              value={profile.name}
              onSave={save("name")}
              validate={fieldError("name")}
            />
            <InlineTextField
              label={t`Headline`}
              editLabel={t`Edit headline`}
              value={profile.headline}
              onSave={save("headline")}
              validate={fieldError("headline")}
              placeholder={t`Add a headline, e.g. IELTS coach`}
            />
            <InlineTextField
              label={t`Location`}
              editLabel={t`Edit location`}
              value={profile.location}
              onSave={save("location")}
              validate={fieldError("location")}
              placeholder={t`Add your city`}
            />
            <InlineTextField
              label={t`Email`}
              editLabel={t`Edit email`}
              value={profile.email}
              onSave={save("email")}
              validate={fieldError("email")}
              inputType="email"
              placeholder={t`Add a contact email`}
            />
            <div className="sm:col-span-2">
              <InlineTextField
                label={t`Bio`}
                editLabel={t`Edit bio`}
                value={profile.bio}
                onSave={save("bio")}
                validate={fieldError("bio")}
                multiline
                placeholder={t`Tell learners about yourself`}
              />
            </div>
          </div>
        </ProfileSection>

        <ProfileSection id="skills-heading" title={t`Skills`}>
          <SkillsEditor
            skills={profile.skills}
            onAdd={addSkill.mutateAsync}
            onRemove={removeSkill.mutateAsync}
          />
        </ProfileSection>

        <ProfileEntries uid={uid} profile={profile} />
      </div>
    </div>
  );
}
