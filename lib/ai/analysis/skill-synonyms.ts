/**
 * Other spellings of the skills lexicon's terms, canonical spelling first ("K8s" is "Kubernetes"). Used by the
 * claim check and the match (docs/product-rules.md, "The claim check") so a CV's "Postgres" supports a letter's
 * "PostgreSQL". Short or everyday aliases are matched only as written (see EXACT_CASE_ALIASES).
 */
export const SKILL_SYNONYMS: readonly (readonly string[])[] = [
  ["Kubernetes", "K8s", "k8s"],
  ["PostgreSQL", "Postgres", "Postgres SQL", "psql"],
  ["JavaScript", "JS", "ECMAScript", "Javascript"],
  ["TypeScript", "TS"],
  ["Node.js", "NodeJS", "Node"],
  ["Go", "Golang"],
  ["React", "React.js", "ReactJS", "React JS"],
  ["Vue", "Vue.js", "VueJS"],
  ["Next.js", "NextJS"],
  ["Angular", "AngularJS"],
  ["GCP", "Google Cloud", "Google Cloud Platform"],
  ["AWS", "Amazon Web Services"],
  ["Azure", "Microsoft Azure"],
  ["CI/CD", "CI / CD", "continuous integration", "continuous delivery", "continuous deployment"],
  ["machine learning", "ML"],
  ["Excel", "Microsoft Excel", "MS Excel"],
  ["Power BI", "PowerBI", "Microsoft Power BI"],
  ["financial modelling", "financial modeling", "financial models", "financial model"],
  ["electronic health records", "EHR", "EMR", "EPR", "electronic patient records"],
  ["Elasticsearch", "Elastic Search", "Elastic"],
  ["C#", "C Sharp", "CSharp"],
  [".NET", "dotnet", ".NET Core", "ASP.NET"],
  ["GitHub Actions", "GH Actions"],
  ["REST APIs", "REST API", "RESTful APIs", "RESTful API", "RESTful"],
  ["MongoDB", "Mongo"],
  ["UX", "user experience", "UX design"],
  ["Google Analytics", "GA4"],
  ["SEO", "search engine optimisation", "search engine optimization"],
  ["PPC", "pay-per-click", "pay per click"],
  ["Salesforce", "SFDC"],
  ["FP&A", "financial planning and analysis"],
  ["Microsoft Office", "MS Office", "Office 365", "Microsoft 365"],
];

/** A CV that shows the first term also shows each of the others (PostgreSQL is SQL; TypeScript is JavaScript). */
export const SKILL_IMPLIES: ReadonlyMap<string, readonly string[]> = new Map([
  ["PostgreSQL", ["SQL"]],
  ["MySQL", ["SQL"]],
  ["SQL Server", ["SQL"]],
  ["Snowflake", ["SQL"]],
  ["BigQuery", ["SQL"]],
  ["TypeScript", ["JavaScript"]],
  ["Next.js", ["React"]],
  ["GitHub Actions", ["CI/CD"]],
  ["Jenkins", ["CI/CD"]],
  ["GitLab CI", ["CI/CD"]],
  ["Spring Boot", ["Spring", "Java"]],
  ["Django", ["Python"]],
  ["Flask", ["Python"]],
  ["pandas", ["Python"]],
  ["Scrum", ["Agile"]],
]);

/** Aliases that are also everyday words or units ("ml", "node", "ts", "elastic"): matched only with their capitals. */
export const EXACT_CASE_ALIASES: ReadonlySet<string> = new Set([
  "JS",
  "TS",
  "ML",
  "Node",
  "Elastic",
  "Mongo",
  "EPR",
]);
