import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";

import { ToasterSlot } from "@/components/ui/toaster-slot";
import { publicEnv } from "@/lib/env";
import { SITE_DESCRIPTION, SITE_NAME } from "@/lib/messages/marketing";

import "./globals.css";

// Inline favicon (the product mark) so browsers do not request a missing /favicon.ico.
const FAVICON_SVG =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><rect width='32' height='32' rx='8' fill='#4f46e5'/>" +
  "<path d='M11 7h7l5 5v12a1 1 0 0 1-1 1H11a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1z' fill='none' stroke='white' stroke-width='2' stroke-linejoin='round'/>" +
  "<path d='M13 16h6M13 20h6' stroke='white' stroke-width='2' stroke-linecap='round'/></svg>";

export const metadata: Metadata = {
  metadataBase: new URL(publicEnv.NEXT_PUBLIC_SITE_URL),
  title: { default: SITE_NAME, template: `%s | ${SITE_NAME}` },
  description: SITE_DESCRIPTION,
  applicationName: SITE_NAME,
  icons: { icon: `data:image/svg+xml,${encodeURIComponent(FAVICON_SVG)}` },
  openGraph: { type: "website", siteName: SITE_NAME, title: SITE_NAME, description: SITE_DESCRIPTION },
};

export const viewport: Viewport = {
  themeColor: "#ffffff",
};

export default function RootLayout({ children }: Readonly<{ children: ReactNode }>) {
  return (
    <html lang="en">
      <body>
        {children}
        <ToasterSlot />
      </body>
    </html>
  );
}
