import { AdminPageSkeleton } from "@/components/admin/admin-page-skeleton";

/** Shown inside the staff layout (its sidebar stays) while a staff page queries its data. */
export default function AdminLoading() {
  return <AdminPageSkeleton />;
}
