import { FullScreenSpinner } from "@/components/forms/full-screen-spinner";
import { BUILDER_PAGE } from "@/lib/messages/builder/page";

/** docs/spec.md (product) §2: while user data loads the builder shows 'Loading user data...'. */
export default function BuilderLoading() {
  return <FullScreenSpinner label={BUILDER_PAGE.loadingUser} />;
}
