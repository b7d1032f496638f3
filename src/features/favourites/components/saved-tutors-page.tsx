import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { buttonClass } from "../../../components/ui/button.js";
import { EmptyText, ErrorText, LoadingText } from "../../../components/ui/status.js";
import { errorText } from "../../../lib/error-text.js";
import { usePageTitle } from "../../../lib/page-title.js";
import { useAuth } from "../../auth/auth-store.js";
import { PageShell } from "../../tutorials/components/page-shell.js";
import { TutorialCard } from "../../tutorials/components/tutorial-card.js";
import { savedTutorsQueryOptions } from "../api.js";

export const SAVED_TUTORS_TITLE = msg`Saved tutors`;

/**
 * Saved tutors (docs/product.md, Saved tutors): the person's saved tutorials as Find Tutors' cards,
 * most recently saved first, as the server has them: an unsave made offline leaves its card, the
 * heart unpressed and marked, until it is sent.
 */
export function SavedTutorsPage() {
  const { t } = useLingui();
  const { user } = useAuth();
  usePageTitle(t(SAVED_TUTORS_TITLE));
  const query = useQuery(savedTutorsQueryOptions(user?.uid));
  const { data } = query;
  let body: ReactNode;
  if (query.isPending) body = <LoadingText text={t`Loading your saved tutors...`} />;
  else if (query.isError && !data) body = <ErrorText text={errorText(query.error)} />;
  else if (!data || data.length === 0)
    body = (
      <EmptyText
        text={t`No saved tutors yet.`}
        action={
          <Link to="/find-tutors" className={buttonClass("primary", "px-6")}>
            <Trans>Find tutors</Trans>
          </Link>
        }
      />
    );
  else
    body = (
      <ul className="grid gap-6 lg:grid-cols-2">
        {data.map((tutorial) => (
          <li key={tutorial._id} className="flex">
            <TutorialCard tutorial={tutorial} />
          </li>
        ))}
      </ul>
    );
  return <PageShell title={t(SAVED_TUTORS_TITLE)}>{body}</PageShell>;
}
