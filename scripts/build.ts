import path from "node:path";
import { buildPwa } from "./lib/build-pwa.js";

/** `npm run build`: the app into dist/ (or DIST_DIR), as `npm start` builds it. */
const root = path.resolve(import.meta.dirname, "..");
buildPwa(root, path.resolve(root, process.env.DIST_DIR || "dist"));
