type SectionHeadingProps = { id: string; title: string; lead?: string };

/** Centred h2 with an optional lead line, shared by the home page sections. */
export function SectionHeading({ id, title, lead }: SectionHeadingProps) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {lead && <p className="mt-4 text-lg text-pretty text-muted-foreground">{lead}</p>}
    </div>
  );
}
