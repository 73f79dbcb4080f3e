import Link from "next/link";

import { TERMS_LABEL } from "@/lib/messages/auth";
import { PAGES } from "@/lib/routes";

const linkClass = "font-medium text-primary underline underline-offset-4";

/** "I agree to the Terms of Service and Privacy Policy", with both documents opening in a new tab. */
export function TermsLabel() {
  return (
    <>
      {TERMS_LABEL.before}{" "}
      <Link href={PAGES.terms} target="_blank" className={linkClass}>
        {TERMS_LABEL.terms}
      </Link>{" "}
      {TERMS_LABEL.between}{" "}
      <Link href={PAGES.privacy} target="_blank" className={linkClass}>
        {TERMS_LABEL.privacy}
      </Link>
    </>
  );
}
