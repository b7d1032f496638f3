import { createFileRoute } from "@tanstack/react-router";
import { SeeProfileMessage } from "../../features/profile/components/see-profile-page.js";
import { PROFILE_TEXTS } from "../../features/profile/texts.js";

/** /see-profile/ without an id. */
export const Route = createFileRoute("/see-profile/")({
  component: () => <SeeProfileMessage text={PROFILE_TEXTS.noTutorId} />,
});
