import type { Metadata } from "next";

import { TermsOfService } from "@/components/marketing/terms-of-service";
import { TERMS } from "@/lib/messages/legal";

export const metadata: Metadata = {
  title: TERMS.title,
  description: TERMS.description,
  alternates: { canonical: TERMS.path },
};

export default function TermsOfServicePage() {
  return <TermsOfService />;
}
