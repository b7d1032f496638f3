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
  { key: "degree", label: "Degree", required: true, maxLength: 200, placeholder: "BA in English" },
  { key: "school", label: "School", maxLength: 200, placeholder: "University of Dhaka" },
  { key: "year", label: "Year", maxLength: 20, placeholder: "2021" },
];

const EXPERIENCE_FIELDS: readonly EntryFormField[] = [
  { key: "role", label: "Role", required: true, maxLength: 200, placeholder: "English tutor" },
  { key: "company", label: "Company", maxLength: 200, placeholder: "British Council" },
  { key: "duration", label: "Duration", maxLength: 100, placeholder: "2019-2023" },
  { key: "description", label: "Description", maxLength: 2000, multiline: true },
];

/** The Education and Experience cards of the own-profile editor. */
export function ProfileEntries({ uid, profile }: { uid: string; profile: Profile }) {
  const addEducation = useAddEducation(uid);
  const updateEducation = useUpdateEducation(uid);
  const deleteEducation = useDeleteEducation(uid);
  const addExperience = useAddExperience(uid);
  const updateExperience = useUpdateExperience(uid);
  const deleteExperience = useDeleteExperience(uid);

  return (
    <>
      <ProfileSection id="education-heading" title="Education">
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
      <ProfileSection id="experience-heading" title="Experience">
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
