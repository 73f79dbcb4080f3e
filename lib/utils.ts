import { clsx, type ClassValue } from "clsx";

import { mergeClasses } from "@/lib/class-merge";

/** Joins class names and lets later Tailwind utilities win over earlier ones (shadcn convention). */
export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}
