import { Link } from "@tanstack/react-router";
import { Mail, MapPin, Phone } from "lucide-react";
import { FacebookIcon, InstagramIcon, LinkedinIcon, YoutubeIcon } from "./social-icons.js";

const SOCIAL = [
  { label: "Facebook", Icon: FacebookIcon },
  { label: "Instagram", Icon: InstagramIcon },
  { label: "LinkedIn", Icon: LinkedinIcon },
  { label: "YouTube", Icon: YoutubeIcon },
] as const;

const headingClass = "mb-3 text-base font-semibold text-white";
const linkClass = "text-slate-300 hover:text-white hover:underline";

export function Footer() {
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300 dark:bg-black">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-links">
          <h2 id="footer-links" className={headingClass}>
            Quick Links
          </h2>
          <ul className="space-y-2">
            <li>
              <Link to="/find-tutors" className={linkClass}>
                Find Tutors
              </Link>
            </li>
            <li>
              <Link to="/add-tutorials" className={linkClass}>
                Add Tutorials
              </Link>
            </li>
            <li>
              <Link to="/my-tutorials" className={linkClass}>
                My Tutorials
              </Link>
            </li>
            <li>
              <Link to="/my-booked-tutors" className={linkClass}>
                My Booked Tutors
              </Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-follow">
          <h2 id="footer-follow" className={headingClass}>
            Follow Us
          </h2>
          <ul className="flex gap-3">
            {SOCIAL.map(({ label, Icon }) => (
              <li key={label}>
                {/* The social links lead nowhere yet (see docs/product.md, Screens). */}
                <a
                  href="/"
                  aria-label={label}
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
            Contact Us
          </h2>
          <p className="flex items-center gap-2">
            <Phone aria-hidden className="size-4" />
            <a href="tel:+8801700000000" className={linkClass}>
              +880 1700-000000
            </a>
          </p>
          <p className="mt-2 flex items-center gap-2">
            <Mail aria-hidden className="size-4" />
            <a href="mailto:support@tutornest.example" className={linkClass}>
              support@tutornest.example
            </a>
          </p>
        </section>
        <section aria-labelledby="footer-address">
          <h2 id="footer-address" className={headingClass}>
            Our Address
          </h2>
          <p className="flex gap-2">
            <MapPin aria-hidden className="mt-1 size-4 shrink-0" />
            <span>House 12, Road 5, Dhanmondi, Dhaka 1205, Bangladesh</span>
          </p>
        </section>
      </div>
      <p className="border-t border-slate-800 py-4 text-center text-sm text-slate-400">
        © {new Date().getFullYear()} TutorNest Learning Ltd.
      </p>
    </footer>
  );
}
