import { createFileRoute } from "@tanstack/react-router";
import { AddTutorialPage } from "../../features/tutorials/components/add-tutorial-page.js";

export const Route = createFileRoute("/_auth/add-tutorials")({ component: AddTutorialPage });
