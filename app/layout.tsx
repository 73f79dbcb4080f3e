import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";

import { ToasterSlot } from "@/components/ui/toaster-slot";
import { publicEnv } from "@/lib/env";
import { SITE_DESCRIPTION, SITE_NAME } from "@/lib/messages/marketing";

import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(publicEnv.NEXT_PUBLIC_SITE_URL),
  title: { default: SITE_NAME, template: `%s | ${SITE_NAME}` },
  description: SITE_DESCRIPTION,
  applicationName: SITE_NAME,
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
