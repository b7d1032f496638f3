import { createFileRoute } from "@tanstack/react-router";
import { PendingChangesPage } from "../../features/offline/components/pending-changes-page.js";

export const Route = createFileRoute("/_auth/pending-changes")({ component: PendingChangesPage });
