import { Trans } from "@lingui/react/macro";
import { deviceTimeZone } from "../format.js";

/**
 * The line naming the zone every time on the screen is in; the zone's name (Latin letters) is
 * isolated, so that it keeps its order inside a right-to-left sentence.
 */
export function ZoneLine({ zone = deviceTimeZone() }: { zone?: string }) {
  return (
    <Trans>
      Times in your time zone: <bdi>{zone}</bdi>
    </Trans>
  );
}
