/**
 * Put on `Input` (and `NativeSelect`, `Textarea`): our fields are a little taller than shadcn's for touch,
 * with a darker border so the field edge is easy to see. A module of its own, so a page that only styles a control
 * does not load the `Field` component with it (docs/architecture.md §7).
 */
export const controlClassName = "h-10 border-neutral-300 bg-background py-2";
