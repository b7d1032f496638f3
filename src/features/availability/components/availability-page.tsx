import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Clock, RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { type Availability, availabilitySchema } from "../../../../contract/index.js";
import { Button } from "../../../components/ui/button.js";
import { ErrorText, LoadingText } from "../../../components/ui/status.js";
import { isNetworkError } from "../../../lib/api-client.js";
import { usePageTitle } from "../../../lib/page-title.js";
import { useAuth } from "../../auth/auth-store.js";
import { usePendingOf } from "../../offline/use-outbox.js";
import { PageShell } from "../../tutorials/components/page-shell.js";
import { availabilityQueryOptions } from "../api.js";
import { AVAILABILITY_TEXTS, initialValues } from "../form.js";
import { AvailabilityForm } from "./availability-form.js";

/** The newest availability still waiting in the outbox, if any: what the tutor last asked for. */
function useWaitingAvailability(): Availability | undefined {
  const items = usePendingOf("availability-update");
  const last = items.at(-1);
  if (!last) return undefined;
  const body = availabilitySchema.safeParse(last.body);
  return body.success ? body.data : undefined;
}

/** /availability (docs/product.md, Lessons (tutor)): the signed-in tutor's weekly hours, zone and days off. */
export function AvailabilityPage() {
  const { user } = useAuth();
  const { t } = useLingui();
  usePageTitle(t(AVAILABILITY_TEXTS.title));
  const uid = user?.uid ?? "";
  const query = useQuery({ ...availabilityQueryOptions(uid), enabled: uid !== "" });
  const waiting = useWaitingAvailability();
  if (!user) return null;

  let body: ReactNode;
  if (query.data) {
    body = <AvailabilityForm uid={uid} initial={initialValues(query.data, waiting)} />;
  } else if (query.isError) {
    // Never a blank form over hours that failed to load: saving it would erase them.
    body = (
      <div className="text-center">
        <ErrorText
          text={t(isNetworkError(query.error) ? AVAILABILITY_TEXTS.offline : AVAILABILITY_TEXTS.loadFailed)}
        />
        <Button variant="secondary" onClick={() => void query.refetch()}>
          <RefreshCw aria-hidden className="size-4" />
          <Trans>Retry</Trans>
        </Button>
      </div>
    );
  } else body = <LoadingText text={t(AVAILABILITY_TEXTS.loading)} />;

  return (
    <PageShell title={t(AVAILABILITY_TEXTS.title)} intro={t(AVAILABILITY_TEXTS.intro)} narrow>
      {waiting ? (
        <p className="mb-4 flex items-center gap-2 text-sm font-medium text-amber-800 dark:text-amber-300">
          <Clock aria-hidden className="size-4 shrink-0" />
          {t(AVAILABILITY_TEXTS.pending)}
        </p>
      ) : null}
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        {body}
      </div>
    </PageShell>
  );
}
