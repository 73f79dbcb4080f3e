import type { ReactNode } from "react";

import { LEGAL_LABELS, LEGAL_LAST_UPDATED } from "@/lib/messages/legal";

export type LegalSectionEntry = { id: string; title: string; body: ReactNode };

type LegalDocumentProps = {
  title: string;
  intro: ReactNode;
  sections: readonly LegalSectionEntry[];
};

/** Frame of a legal page: title, last-updated date, a table of contents and numbered sections. */
export function LegalDocument({ title, intro, sections }: LegalDocumentProps) {
  return (
    <article className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
      <header className="max-w-3xl border-b pb-8">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-3 text-sm text-muted-foreground">
          {LEGAL_LABELS.lastUpdated} <time dateTime="2025-01-21">{LEGAL_LAST_UPDATED}</time>
        </p>
        <div className="mt-6 text-lg leading-relaxed text-pretty text-muted-foreground">{intro}</div>
      </header>
      <div className="mt-10 grid gap-12 lg:grid-cols-[14rem_1fr]">
        <nav aria-label={LEGAL_LABELS.contents} className="hidden lg:block">
          <div className="sticky top-24">
            <p className="text-sm font-semibold">{LEGAL_LABELS.contents}</p>
            <ol className="mt-3 space-y-2 border-l text-sm">
              {sections.map((section, index) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="-ml-px block border-l border-transparent pl-4 text-muted-foreground transition-colors hover:border-foreground hover:text-foreground"
                  >
                    {index + 1}. {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <div className="max-w-3xl space-y-10">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="scroll-mt-24"
            >
              <h2 id={`${section.id}-title`} className="text-xl font-semibold tracking-tight">
                {index + 1}. {section.title}
              </h2>
              <div className="mt-4 space-y-4 leading-relaxed text-foreground/85 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_strong]:font-semibold [&_strong]:text-foreground [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6">
                {section.body}
              </div>
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
