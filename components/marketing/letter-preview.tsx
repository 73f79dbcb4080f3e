import { Check, Sparkles } from "lucide";
import { Icon } from "@/components/ui/icon";

/** Decorative sample letter beside the hero; hidden from assistive technology because it carries no information. */
export function LetterPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md select-none lg:max-w-none">
      <div className="absolute -inset-6 -z-10 rounded-[2rem] bg-gradient-to-tr from-primary/20 via-brand-soft to-transparent blur-2xl" />
      <div className="absolute inset-0 translate-x-3 translate-y-3 -rotate-2 rounded-xl border bg-card/70 shadow-md" />
      <div className="relative rounded-xl border bg-card p-6 shadow-xl shadow-primary/10 sm:rotate-1 sm:p-8">
        <div className="flex flex-col gap-1 border-b pb-4 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
          <div>
            <p className="font-serif text-lg font-semibold">Alex Morgan</p>
            <p className="text-xs text-muted-foreground">alex.morgan@example.com</p>
          </div>
          <p className="text-xs text-muted-foreground">21 January 2025</p>
        </div>
        <div className="mt-4 space-y-3 font-serif text-[0.8rem] leading-relaxed text-foreground/85">
          <p>Dear Hiring Manager,</p>
          <p>
            I am excited to apply for the Senior Product Designer role at Northwind. Over six years I have led
            end-to-end design for B2B tools, most recently cutting onboarding time by 35% at Fieldwork.
          </p>
          <div className="space-y-2 py-1">
            <div className="h-2 w-full rounded-full bg-muted" />
            <div className="h-2 w-11/12 rounded-full bg-muted" />
            <div className="h-2 w-full rounded-full bg-muted" />
            <div className="h-2 w-3/5 rounded-full bg-muted" />
          </div>
          <p>
            Your focus on accessible, data-rich products is the work I enjoy most, and I would welcome the
            chance to discuss how I can help your team.
          </p>
          <p className="pt-1">
            Sincerely,
            <br />
            Alex Morgan
          </p>
        </div>
      </div>
      <div className="absolute -top-4 left-3 flex items-center gap-1.5 rounded-full border bg-background px-3 py-1.5 text-xs font-medium shadow-md sm:-left-6">
        <Icon node={Sparkles} className="size-3.5 text-primary" />
        Tailored to the job description
      </div>
      <div className="absolute right-3 -bottom-4 flex items-center gap-1.5 rounded-full border bg-background px-3 py-1.5 text-xs font-medium shadow-md sm:-right-6">
        <span className="flex size-4 items-center justify-center rounded-full bg-emerald-600 text-white">
          <Icon node={Check} className="size-3" strokeWidth={3} />
        </span>
        Tone: Professional
      </div>
    </div>
  );
}
