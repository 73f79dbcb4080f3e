// The 3-page CV the extraction benchmark uploads: a text PDF drawn with jsPDF, about 25 lines a page.
import { jsPDF } from "jspdf";

const ROLES = [
  ["Staff Software Engineer - Brightwave Ltd (2022 - Present)", "payments platform"],
  ["Senior Software Engineer - Northgate Systems (2019 - 2022)", "logistics APIs"],
  ["Software Engineer - Copperfield Analytics (2016 - 2019)", "data pipelines"],
  ["Software Engineer - Lantern Health (2015 - 2016)", "records service"],
  ["Junior Developer - Harbour Digital (2014 - 2015)", "internal tools"],
] as const;

const BULLETS = [
  "- Designed and ran Go services handling 4,000 requests a second at p99 under 80 ms",
  "- Led the migration of 40 services to Kubernetes with zero customer-facing downtime",
  "- Cut PostgreSQL query time by 60% through indexing, partitioning and query review",
  "- Introduced Kafka-based event sourcing for the {area}, replacing nightly batch jobs",
  "- Mentored six engineers; ran the team's design reviews and on-call rotation",
  "- Added contract tests between the {area} and its consumers, ending release-day breakages",
  "- Wrote the runbooks and dashboards the {area} team still uses for incident response",
];

function pages(): string[][] {
  const first = [
    "Jane Doe",
    "London, UK | jane.doe@example.com | +44 7700 900123 | github.com/janedoe",
    "Summary",
    "Backend engineer with ten years of Go and Python services, distributed systems and",
    "PostgreSQL at scale. Comfortable owning systems end to end, from design to on-call.",
    "Experience",
  ];
  const experience = ROLES.flatMap(([title, area]) => [
    title,
    ...BULLETS.map((line) => line.replace("{area}", area)),
  ]);
  const rest = [
    "Skills",
    "Languages: Go, Python, TypeScript, SQL, Bash",
    "Data: PostgreSQL, Redis, Kafka, ClickHouse, BigQuery",
    "Infrastructure: Kubernetes, Terraform, AWS, GCP, Prometheus, Grafana, OpenTelemetry",
    "Practices: domain-driven design, trunk-based development, incident management",
    "Projects",
    ...Array.from(
      { length: 8 },
      (_, index) => `- Open-source tool ${index + 1}: a small Go library for retries, queues or metrics`,
    ),
    "Education",
    "BSc Computer Science, University of Manchester, 2015 (First Class Honours)",
    "Certifications",
    "Certified Kubernetes Administrator (2021); AWS Solutions Architect Associate (2020)",
    "Languages",
    "English (native), Spanish (professional working proficiency)",
    "Interests",
    "Distance running, chess, volunteering as a code club mentor",
    "References available on request.",
  ];
  const lines = [...first, ...experience, ...rest];
  const perPage = Math.ceil(lines.length / 3);
  return [lines.slice(0, perPage), lines.slice(perPage, 2 * perPage), lines.slice(2 * perPage)];
}

export const THREE_PAGE_CV = pages();
/** The line the extraction must reach: the last one on page 3. */
export const LAST_CV_LINE = THREE_PAGE_CV.at(-1)?.at(-1) ?? "";

export function threePageCvPdf(): Buffer {
  const doc = new jsPDF({ unit: "mm", format: "a4" });
  doc.setFontSize(11);
  THREE_PAGE_CV.forEach((lines, index) => {
    if (index > 0) doc.addPage();
    lines.forEach((line, row) => doc.text(line, 20, 20 + row * 8.5));
  });
  return Buffer.from(doc.output("arraybuffer"));
}
