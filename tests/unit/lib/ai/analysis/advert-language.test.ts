// The advert's language (docs/product-rules.md, "Letter language"): each language we write letters in, short and
// mixed adverts, anything else as "other", and British or American spelling for an English advert.
import { describe, expect, it } from "vitest";
import { detectLanguage, englishSpelling } from "@/lib/ai/analysis/advert-language";
import { analyseJobDescription } from "@/lib/ai/analysis/job-description";
import { applyAdvertOverrides } from "@/lib/ai/analysis/advert-overrides";

const CASES: { name: string; text: string; language: string }[] = [
  {
    name: "English",
    text: "We are looking for a Senior Backend Engineer to join our team in Manchester. You will own the payments service and work with our product managers.",
    language: "en",
  },
  {
    name: "German",
    text: "Wir suchen ab sofort eine Pflegefachkraft (m/w/d) für unsere Station in Köln. Sie arbeiten in einem engagierten Team und betreuen unsere Patientinnen und Patienten.",
    language: "de",
  },
  {
    name: "French",
    text: "Nous recherchons un développeur web pour rejoindre notre équipe à Lyon. Vous serez responsable de la maintenance de nos applications.",
    language: "fr",
  },
  {
    name: "Spanish",
    text: "Buscamos un ingeniero de software para nuestro equipo en Madrid. Te encargarás del desarrollo de nuevas funcionalidades para nuestros clientes.",
    language: "es",
  },
  {
    name: "Dutch",
    text: "Wij zoeken een ervaren verpleegkundige voor onze afdeling in Utrecht. Je werkt in een klein team en bent verantwoordelijk voor de zorg van onze patiënten.",
    language: "nl",
  },
  {
    name: "Italian",
    text: "Cerchiamo un infermiere con esperienza per il nostro reparto di Milano. Il candidato ideale lavorerà in un team dinamico e si occuperà dei pazienti.",
    language: "it",
  },
  {
    name: "Portuguese",
    text: "Procuramos um engenheiro de software para a nossa equipa em Lisboa. Vais trabalhar com os nossos clientes e desenvolver novas funcionalidades.",
    language: "pt",
  },
  {
    name: "Brazilian Portuguese",
    text: "Estamos contratando um desenvolvedor para trabalhar remotamente com o nosso time. Você será responsável pelas integrações com os sistemas de pagamento.",
    language: "pt",
  },
  {
    name: "an English advert with a German company name and address",
    text: [
      "Software Engineer",
      "Klarwerk Maschinenbau GmbH",
      "Friedrichstraße 12, 10117 Berlin",
      "",
      "You will build our customer APIs with Go and Kubernetes and work closely with the data team.",
      "Please send your application to Frau Anna Müller.",
    ].join("\n"),
    language: "en",
  },
  {
    name: "a German advert full of English tech words",
    text: [
      "Senior Backend Engineer (m/w/d)",
      "Du entwickelst Microservices mit Go, Kafka und Kubernetes für unsere Cloud Platform.",
      "Du bringst Erfahrung mit CI/CD, Terraform und Observability mit.",
    ].join("\n"),
    language: "de",
  },
  {
    name: "a French advert with English job words",
    text: "Product Owner Senior – Full Remote\nNous cherchons un Product Owner pour piloter la roadmap de notre app mobile et animer les rituels Scrum avec les développeurs.",
    language: "fr",
  },
  {
    name: "a two-line German advert",
    text: "Aufgaben: Betreuung der Kunden am Telefon\nProfil: abgeschlossene kaufmännische Ausbildung",
    language: "de",
  },
  {
    name: "a two-line French advert",
    text: "Missions : accueil des clients et gestion de la caisse\nProfil recherché : première expérience en boutique",
    language: "fr",
  },
  {
    name: "a two-line Spanish advert",
    text: "Funciones: atención al cliente y gestión de pedidos\nRequisitos: experiencia mínima de un año",
    language: "es",
  },
  {
    name: "a two-line Dutch advert",
    text: "Wat ga je doen: je helpt klanten in de winkel\nWat vragen wij: een mbo-diploma en een flexibele houding",
    language: "nl",
  },
  {
    name: "a two-line Italian advert",
    text: "Mansioni: gestione della cassa e del magazzino\nRequisiti: esperienza nel settore della vendita al dettaglio",
    language: "it",
  },
  {
    name: "a two-line Portuguese advert",
    text: "Responsabilidades: atendimento ao cliente e gestão de encomendas\nRequisitos: experiência de um ano na área",
    language: "pt",
  },
  {
    name: "a two-line English advert",
    text: "Barista wanted for a busy café in Bristol.\nApply with your CV in store.",
    language: "en",
  },
  {
    name: "a labelled English form",
    text: "Job title: Policy Adviser\nDepartment: Department for Transport\nSalary: £41,200\nLocation: Birmingham",
    language: "en",
  },
  {
    name: "Swedish",
    text: "Vi söker en erfaren utvecklare till vårt team i Stockholm. Du kommer att arbeta med våra kunder och bygga nya tjänster.",
    language: "other",
  },
  {
    name: "Polish",
    text: "Szukamy doświadczonego programisty do naszego zespołu w Warszawie. Będziesz odpowiedzialny za rozwój naszych aplikacji.",
    language: "other",
  },
];

describe("detectLanguage", () => {
  it.each(CASES)("reads $name as $language", ({ text, language }) => {
    expect(detectLanguage(text).language).toBe(language);
  });

  it("calls a clear advert found and a three-word one no more than inferred", () => {
    expect(detectLanguage(CASES[1]!.text).source.confidence).toBe("found");
    expect(detectLanguage("Koch gesucht Berlin").source.confidence).not.toBe("found");
  });

  it("reads a Norwegian or Danish CV as a language we don't write in, not English or Dutch", () => {
    const norwegian = [
      "Arbeidserfaring",
      "mars 2018 – nå   Lagerleder, Nordlys Logistikk AS, Bodø",
      "- Daglig drift av lageret med 12 ansatte og ca. 4 000 ordrer i uka.",
      "- Ansvar for varemottak og plukk, i samarbeid med innkjøp og transport.",
      "- Opplæring av nye medarbeidere i truckbruk og sikkerhet på lageret.",
      "- Ingen erfaring med SAP, men god kjennskap til Visma og Excel.",
    ].join("\n");
    const danish = [
      "Erhvervserfaring",
      "august 2019 – nu   Bogholder, Vestjysk Revision ApS, Herning",
      "- Bogføring og afstemning for 30 kunder i e-conomic og Dinero.",
      "- Momsindberetning og løn til små virksomheder, i tæt samarbejde med revisorerne.",
      "- Ikke erfaring med koncernregnskab, men jeg har taget et kursus i det.",
    ].join("\n");
    expect(detectLanguage(norwegian).language).toBe("other");
    expect(detectLanguage(danish).language).toBe("other");
  });

  it("says nothing about a text too short to read", () => {
    expect(detectLanguage("Barista")).toEqual({
      language: "en",
      source: { confidence: "unknown", evidence: "none" },
    });
  });

  it("is the analysis's language, and the user's correction wins over it", () => {
    const job = analyseJobDescription(CASES[1]!.text);
    expect(job.language).toBe("de");
    const corrected = applyAdvertOverrides(job, { language: "en" });
    expect(corrected.language).toBe("en");
    expect(corrected.sources.language).toEqual({ confidence: "found", evidence: "user" });
  });
});

describe("englishSpelling", () => {
  it("reads British spelling, pounds and a CV as UK", () => {
    expect(
      englishSpelling("Join our organisation and help us prioritise our programme. Salary £32,000."),
    ).toBe("uk");
    expect(englishSpelling("Send your CV to the recruitment centre.")).toBe("uk");
  });

  it("reads American spelling, dollars and US states as US", () => {
    expect(englishSpelling("Join our organization and help us prioritize. Salary $95,000 plus 401(k).")).toBe(
      "us",
    );
    expect(englishSpelling("Registered Nurse\nMission Bay Medical Center, San Francisco, CA 94158")).toBe(
      "us",
    );
    expect(englishSpelling("Our office is in Austin, Texas.")).toBe("us");
  });

  it("says nothing when the advert gives no sign or both equally", () => {
    expect(englishSpelling("We are hiring a backend engineer to build our APIs.")).toBeNull();
    expect(englishSpelling("Our organisation works with your organization.")).toBeNull();
  });

  it("does not read a German country code as an American state", () => {
    expect(englishSpelling("Klarwerk GmbH, 10117 Berlin, DE")).toBeNull();
  });
});
