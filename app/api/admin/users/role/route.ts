import type { NextRequest } from "next/server";
import { handleRoleChange } from "@/lib/admin/role-change-route";

export const dynamic = "force-dynamic";

/** Changes a user's role (staff only; the rules are enforced in Postgres). See lib/admin/role-change-route.ts. */
export async function POST(request: NextRequest): Promise<Response> {
  return handleRoleChange(request);
}
