import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { UserX } from "lucide-react";
import type { Profile } from "../../../../contract/index.js";
import { LoadingText } from "../../../components/ui/status.js";
import { errorStatus } from "../../../lib/api-client.js";
import { usePageTitle } from "../../../lib/page-title.js";
import { MessageButton } from "../../messages/components/message-button.js";
import { TutorReviews } from "../../reviews/components/tutor-reviews.js";
import { profileQueryOptions } from "../api.js";
import { PROFILE_TEXTS } from "../texts.js";
import {
  EducationSummary,
  EmptyNote,
  ExperienceSummary,
  ProfileAvatar,
  ProfileBanner,
  ProfileIdentity,
  ProfileSection,
  SkillChip,
} from "./profile-parts.js";
import { TutorialsOf } from "./tutorials-of.js";

/** A whole-page message of the public profile (no id, not found, failed). */
export function SeeProfileMessage({ text }: { text: MessageDescriptor }) {
  const { t } = useLingui();
  usePageTitle(t(text));
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <UserX aria-hidden className="mx-auto size-12 text-slate-500 dark:text-slate-400" />
      <h1 className="mt-4 text-2xl font-bold">{t(text)}</h1>
      <Link
        to="/find-tutors"
        className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-6 font-medium text-white hover:bg-brand-800"
      >
        <Trans>Find tutors</Trans>
      </Link>
    </section>
  );
}

/** /see-profile/{userId}: anyone may read a person's public profile. */
export function SeeProfilePage({ userId }: { userId: string }) {
  const { t } = useLingui();
  const id = userId.trim();
  const query = useQuery({ ...profileQueryOptions(id), enabled: id !== "", retryOnMount: false });
  if (!id) return <SeeProfileMessage text={PROFILE_TEXTS.noTutorId} />;
  if (query.isPending) return <LoadingText text={t`Loading profile...`} heading />;
  if (query.isError) {
    const status = errorStatus(query.error);
    return (
      <SeeProfileMessage
        text={status === 404 || status === 400 ? PROFILE_TEXTS.notFound : PROFILE_TEXTS.loadFailed}
      />
    );
  }
  return <PublicProfile profile={query.data} />;
}

function PublicProfile({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  usePageTitle(profile.name || t`Profile`);
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:py-10">
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <ProfileBanner src={profile.banner} />
        <div className="flex flex-col gap-3 px-4 pb-5 sm:flex-row sm:items-end sm:gap-5 sm:px-6">
          <ProfileAvatar src={profile.avatar} name={profile.name} />
          <ProfileIdentity
            name={
              profile.name ? (
                <h1 dir="auto" className="text-2xl font-bold break-words sm:text-3xl">
                  {profile.name}
                </h1>
              ) : (
                <h1 className="text-2xl font-bold break-words sm:text-3xl">
                  <Trans>Unnamed tutor</Trans>
                </h1>
              )
            }
            headline={profile.headline}
            location={profile.location}
          />
          <MessageButton withUid={profile.uid} className="sm:ms-auto sm:mb-1" />
        </div>
      </div>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="grid min-w-0 grid-cols-1 content-start gap-6 lg:col-span-2">
          <ProfileSection id="bio-heading" title={t`About`}>
            {profile.bio ? (
              <p dir="auto" className="whitespace-pre-line break-words">
                {profile.bio}
              </p>
            ) : (
              <EmptyNote>
                <Trans>No bio yet.</Trans>
              </EmptyNote>
            )}
          </ProfileSection>
          <TutorReviews uid={profile.uid} />
          <ProfileSection id="experience-heading" title={t`Experience`}>
            {profile.experience.length ? (
              <ul className="grid gap-4">
                {profile.experience.map((e) => (
                  <li key={e._id}>
                    <ExperienceSummary entry={e} />
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyNote>
                <Trans>No experience listed.</Trans>
              </EmptyNote>
            )}
          </ProfileSection>
          <ProfileSection id="education-heading" title={t`Education`}>
            {profile.education.length ? (
              <ul className="grid gap-4">
                {profile.education.map((e) => (
                  <li key={e._id}>
                    <EducationSummary entry={e} />
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyNote>
                <Trans>No education listed.</Trans>
              </EmptyNote>
            )}
          </ProfileSection>
        </div>
        <div className="grid min-w-0 grid-cols-1 content-start gap-6">
          <ProfileSection id="skills-heading" title={t`Skills`}>
            {profile.skills.length ? (
              <ul className="flex flex-wrap gap-2">
                {profile.skills.map((s) => (
                  <SkillChip key={s} skill={s} />
                ))}
              </ul>
            ) : (
              <EmptyNote>
                <Trans>No skills listed.</Trans>
              </EmptyNote>
            )}
          </ProfileSection>
          <TutorialsOf uid={profile.uid} />
        </div>
      </div>
    </div>
  );
}
