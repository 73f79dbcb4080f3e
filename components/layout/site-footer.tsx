import Link from "next/link";
import { FileText, Mail } from "lucide";
import { Icon } from "@/components/ui/icon";

import { FOOTER, SITE_NAME } from "@/lib/messages/marketing";
import { publicEnv } from "@/lib/env";
import { PAGES } from "@/lib/routes";

export type SiteFooterProps = {
  /** Shows the Cover Letter Builder link, which only signed-in users get (docs/spec.md, product §2 'Layout'). */
  signedIn?: boolean;
};

const linkClass = "rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground";

/** Footer: support e-mail, Pricing, Privacy Policy, Terms of Service, the builder when signed in, and the copyright line. */
export function SiteFooter({ signedIn = false }: SiteFooterProps) {
  const supportEmail = publicEnv.NEXT_PUBLIC_SUPPORT_EMAIL;
  const links = [
    ...(signedIn ? [{ href: PAGES.builder, label: FOOTER.builder }] : []),
    { href: PAGES.pricing, label: FOOTER.pricing },
    { href: PAGES.privacy, label: FOOTER.privacyPolicy },
    { href: PAGES.terms, label: FOOTER.termsOfService },
  ];

  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between lg:px-8">
        <div className="flex flex-col gap-3">
          <p className="flex items-center gap-2 font-semibold tracking-tight">
            <span
              aria-hidden="true"
              className="flex size-7 items-center justify-center rounded-md bg-primary text-primary-foreground"
            >
              <Icon node={FileText} className="size-4" />
            </span>
            {SITE_NAME}
          </p>
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Icon node={Mail} className="size-4 shrink-0" aria-hidden="true" />
            <span>{FOOTER.supportPrefix}</span>
            <a href={`mailto:${supportEmail}`} className={`${linkClass} underline underline-offset-4`}>
              {supportEmail}
            </a>
          </p>
        </div>
        <nav aria-label={FOOTER.navigation}>
          <ul className="flex flex-wrap gap-x-6 gap-y-3">
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-6xl px-4 py-5 text-sm text-muted-foreground sm:px-6 lg:px-8">
          {FOOTER.copyright(new Date().getFullYear())}
        </p>
      </div>
    </footer>
  );
}
