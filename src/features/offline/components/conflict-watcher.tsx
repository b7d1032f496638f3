import { createStore, useSelector } from "@tanstack/react-store";
import { lazy, Suspense, useState } from "react";
import { useMyOutbox } from "../use-outbox.js";

/** The dialog (and the conflict logic) load with the first edit in conflict, not with the page. */
const ConflictDialog = lazy(() =>
  import("./conflict-dialog.js").then((m) => ({ default: m.ConflictDialog })),
);

/** Conflicts the person put off ('Decide later') in this page: they wait in Pending changes. */
const putOff = createStore<ReadonlySet<string>>(new Set<string>() as ReadonlySet<string>);

/** Shows the conflict dialog for an item again (its 'Choose' button in Pending changes). */
export function openConflict(id: string): void {
  putOff.setState((ids) => new Set([...ids].filter((other) => other !== id)));
}

function decideLater(id: string): void {
  putOff.setState((ids) => new Set([...ids, id]));
}

/**
 * The signed-in person's first edit in conflict (docs/product.md, Offline), shown in the
 * conflict dialog wherever they are: at replay, or right after a save from a stale screen.
 */
export function ConflictWatcher() {
  const items = useMyOutbox();
  const later = useSelector(putOff);
  const item = items.find((i) => i.state === "conflict" && !later.has(i.id)) ?? null;
  const [loaded, setLoaded] = useState(false);
  if (item && !loaded) setLoaded(true);
  if (!item && !loaded) return null;
  return (
    <Suspense fallback={null}>
      <ConflictDialog item={item} onLater={decideLater} />
    </Suspense>
  );
}
