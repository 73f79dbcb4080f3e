/**
 * All of the builder's texts, for the server and tests. Browser code imports the file it needs (./page, ./uploads,
 * ./letter), so step 1 does not ship step 2's texts (docs/architecture.md §7).
 */
export * from "@/lib/messages/builder/page";
export * from "@/lib/messages/builder/uploads";
export * from "@/lib/messages/builder/letter";
