import { FullScreenSpinner } from "@/components/forms/full-screen-spinner";
import { BUILDER_PAGE } from "@/lib/messages/builder/page";

/** docs/spec.md (product) §2: a full-screen spinner while the user loads. */
export default function SubscriptionLoading() {
  return <FullScreenSpinner label={BUILDER_PAGE.loadingUser} />;
}
