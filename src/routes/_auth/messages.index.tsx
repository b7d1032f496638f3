import { createFileRoute } from "@tanstack/react-router";
import { NoConversationChosen } from "../../features/messages/components/messages-layout.js";

export const Route = createFileRoute("/_auth/messages/")({ component: NoConversationChosen });
