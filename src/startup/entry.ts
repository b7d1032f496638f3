import "../styles.css";
import { keepInstallOffer } from "../lib/install-offer.js";
import { linkManifest } from "../lib/manifest-link.js";
import { afterLargestPaint } from "./after-largest-paint.js";

/**
 * The page's one script (index.html). The page arrives painted (docs/decisions.md, "How a page
 * starts"), so the app's code is fetched and run once the page has loaded and its largest content
 * is on screen: until then the network and the main thread belong to what the person sees (the
 * largest picture first), and links work. The web app manifest is linked then too
 * (src/lib/manifest-link.ts).
 */
function startApp(): void {
  linkManifest();
  void import("./client.js");
}

// The browser may offer installing the app before the app has started: kept for it.
keepInstallOffer();
const afterLoad = () => afterLargestPaint(startApp);
if (document.readyState === "complete") afterLoad();
else addEventListener("load", afterLoad, { once: true });
