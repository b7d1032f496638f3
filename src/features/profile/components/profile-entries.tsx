import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { Education, Experience, Profile } from "../../../../contract/index.js";
import {
  useAddEducation,
  useAddExperience,
  useDeleteEducation,
  useDeleteExperience,
  useUpdateEducation,
  useUpdateExperience,
} from "../api.js";
import type { EntryFormField } from "./entry-form.js";
import { EntryList } from "./entry-list.js";
import { EducationSummary, ExperienceSummary, ProfileSection } from "./profile-parts.js";
import { educationError, experienceError } from "./validation.js";

const EDUCATION_FIELDS: readonly EntryFormField[] = [
  { key: "degree", label: msg`Degree`, required: true, maxLength: 200, placeholder: msg`BA in English` },
  { key: "school", label: msg`School`, maxLength: 200, placeholder: msg`University of Dhaka` },
  { key: "year", label: msg`Year`, maxLength: 20, placeholder: msg`2021` },
];

const EXPERIENCE_FIELDS: readonly EntryFormField[] = [
  { key: "role", label: msg`Role`, required: true, maxLength: 200, placeholder: msg`English tutor` },
  { key: "company", label: msg`Company`, maxLength: 200, placeholder: msg`British Council` },
  { key: "duration", label: msg`Duration`, maxLength: 100, placeholder: msg`2019-2023` },
  { key: "description", label: msg`Description`, maxLength: 2000, multiline: true },
];

/** The Education and Experience cards of the own-profile editor. */
export function ProfileEntries({ uid, profile }: { uid: string; profile: Profile }) {
  const { t } = useLingui();
  const addEducation = useAddEducation(uid);
  const updateEducation = useUpdateEducation(uid);
  const deleteEducation = useDeleteEducation(uid);
  const addExperience = useAddExperience(uid);
  const updateExperience = useUpdateExperience(uid);
  const deleteExperience = useDeleteExperience(uid);

  return (
    <>
      <ProfileSection id="education-heading" title={t`Education`}>
        <EntryList<Education>
          noun="education"
          entries={profile.education}
          fields={EDUCATION_FIELDS}
          valuesOf={(e) => ({ degree: e.degree, school: e.school, year: e.year })}
          nameOf={(e) => e.degree}
          summary={(e) => <EducationSummary entry={e} />}
          validate={educationError}
          onAdd={(v) => addEducation.mutateAsync({ degree: v.degree, school: v.school, year: v.year })}
          onUpdate={(entryId, patch) => updateEducation.mutateAsync({ entryId, patch })}
          onDelete={(entryId) => deleteEducation.mutateAsync(entryId)}
        />
      </ProfileSection>
      <ProfileSection id="experience-heading" title={t`Experience`}>
        <EntryList<Experience>
          noun="experience"
          entries={profile.experience}
          fields={EXPERIENCE_FIELDS}
          valuesOf={(e) => ({
            role: e.role,
            company: e.company,
            duration: e.duration,
            description: e.description,
          })}
          nameOf={(e) => e.role}
          summary={(e) => <ExperienceSummary entry={e} />}
          validate={experienceError}
          onAdd={(v) =>
            addExperience.mutateAsync({
              role: v.role,
              company: v.company,
              duration: v.duration,
              description: v.description,
            })
          }
          onUpdate={(entryId, patch) => updateExperience.mutateAsync({ entryId, patch })}
          onDelete={(entryId) => deleteExperience.mutateAsync(entryId)}
        />
      </ProfileSection>
    </>
  );
}
