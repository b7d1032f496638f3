import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { Mail, MapPin, Phone } from "lucide-react";
import { formatDate } from "../../i18n/format.js";
import { FacebookIcon, InstagramIcon, LinkedinIcon, YoutubeIcon } from "./social-icons.js";

/** The networks' names stay as written in every language; the sentence around them is translated. */
const SOCIAL = [
  { network: "Facebook", Icon: FacebookIcon },
  { network: "Instagram", Icon: InstagramIcon },
  { network: "LinkedIn", Icon: LinkedinIcon },
  { network: "YouTube", Icon: YoutubeIcon },
] as const;

const headingClass = "mb-3 text-base font-semibold text-white";
const linkClass = "text-slate-300 hover:text-white hover:underline";

export function Footer() {
  const { t, i18n } = useLingui();
  // The year in the language's digits.
  const year = formatDate(new Date(), { year: "numeric" }, i18n);
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300 dark:bg-black">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-links">
          <h2 id="footer-links" className={headingClass}>
            <Trans>Quick Links</Trans>
          </h2>
          <ul className="space-y-2">
            <li>
              <Link to="/find-tutors" className={linkClass}>
                <Trans>Find Tutors</Trans>
              </Link>
            </li>
            <li>
              <Link to="/add-tutorials" className={linkClass}>
                <Trans>Add Tutorials</Trans>
              </Link>
            </li>
            <li>
              <Link to="/my-tutorials" className={linkClass}>
                <Trans>My Tutorials</Trans>
              </Link>
            </li>
            <li>
              <Link to="/my-booked-tutors" className={linkClass}>
                <Trans>My Booked Tutors</Trans>
              </Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-follow">
          <h2 id="footer-follow" className={headingClass}>
            <Trans>Follow Us</Trans>
          </h2>
          <ul className="flex gap-3">
            {SOCIAL.map(({ network, Icon }) => (
              <li key={network}>
                {/* The social links lead nowhere yet (see docs/product.md, Screens). */}
                <a
                  href="/"
                  aria-label={t`TutorNest on ${network}`}
                  onClick={(e) => e.preventDefault()}
                  className="inline-flex size-11 items-center justify-center rounded-full bg-slate-800 hover:bg-brand-700"
                >
                  <Icon aria-hidden className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={headingClass}>
            <Trans>Contact Us</Trans>
          </h2>
          <p className="flex items-center gap-2">
            <Phone aria-hidden className="size-4" />
            {/* Dialled and written left to right in every language. */}
            <a href="tel:+8801700000000" dir="ltr" className={linkClass}>
              +880 1700-000000
            </a>
          </p>
          <p className="mt-2 flex items-center gap-2">
            <Mail aria-hidden className="size-4" />
            <a href="mailto:support@tutornest.example" dir="ltr" className={linkClass}>
              support@tutornest.example
            </a>
          </p>
        </section>
        <section aria-labelledby="footer-address">
          <h2 id="footer-address" className={headingClass}>
            <Trans>Our Address</Trans>
          </h2>
          <p className="flex gap-2">
            <MapPin aria-hidden className="mt-1 size-4 shrink-0" />
            <span>
              <Trans>House 12, Road 5, Dhanmondi, Dhaka 1205, Bangladesh</Trans>
            </span>
          </p>
        </section>
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-sm text-slate-400">
        <Trans>© {year} TutorNest Learning Ltd.</Trans>
      </p>
    </footer>
  );
}
