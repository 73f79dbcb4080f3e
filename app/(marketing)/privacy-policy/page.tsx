import type { Metadata } from "next";

import { PrivacyPolicy } from "@/components/marketing/privacy-policy";
import { PRIVACY } from "@/lib/messages/legal";

export const metadata: Metadata = {
  title: PRIVACY.title,
  description: PRIVACY.description,
  alternates: { canonical: PRIVACY.path },
};

export default function PrivacyPolicyPage() {
  return <PrivacyPolicy />;
}
