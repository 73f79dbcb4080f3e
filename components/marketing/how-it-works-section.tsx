import { SectionHeading } from "@/components/marketing/section-heading";
import { HOW_IT_WORKS } from "@/lib/messages/marketing";

/** The four numbered steps: add inputs, generate, tweak format, export. A vertical timeline on small screens. */
export function HowItWorksSection() {
  const lastIndex = HOW_IT_WORKS.steps.length - 1;

  return (
    <section
      id="how-it-works"
      aria-labelledby="how-it-works-title"
      className="[contain-intrinsic-size:auto_900px] [content-visibility:auto] scroll-mt-16 border-y bg-muted/40 py-20 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="how-it-works-title" title={HOW_IT_WORKS.heading} lead={HOW_IT_WORKS.lead} />
        <ol className="mx-auto mt-14 grid max-w-xl lg:max-w-none lg:grid-cols-4 lg:gap-8">
          {HOW_IT_WORKS.steps.map((step, index) => (
            <li key={step.title} className="flex gap-5 lg:flex-col lg:gap-0">
              <div className="flex flex-col items-center lg:flex-row lg:gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground shadow-sm ring-4 ring-background">
                  {index + 1}
                </span>
                {index < lastIndex && (
                  <span aria-hidden="true" className="my-2 w-px flex-1 bg-border lg:my-0 lg:h-px lg:w-auto" />
                )}
              </div>
              <div className={index < lastIndex ? "pb-10 lg:pb-0" : undefined}>
                <h3 className="pt-2 text-lg font-semibold lg:mt-5 lg:pt-0">{step.title}</h3>
                <p className="mt-2 leading-relaxed text-muted-foreground">{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
