import { describe, expect, it } from "vitest";
import { analyseJobDescription } from "@/lib/ai/analysis/job-description";

/** One advert per format people paste; the corpus test (advert-corpus.test.ts) measures accuracy at scale. */

const CASES: Array<{
  name: string;
  text: string;
  company: string;
  position: string;
  /** A person's name, or null when the advert names no one the letter is for. */
  manager?: string | null;
  language?: string;
  agency?: string;
}> = [
  {
    name: "LinkedIn copy with a dash-and-slash header",
    text: `Senior Account Executive, Enterprise — DACH / Datadog · Munich, Germany
Datadog · Munich, Bavaria, Germany (Hybrid) · 3 days ago · Over 100 applicants
Full-time · Mid-Senior level
Apply
Save
About the job
Datadog is looking for a Senior Account Executive to own enterprise accounts across Germany, Austria and Switzerland. You will run complex sales cycles with C-level buyers.
What you'll do
- Build pipeline in named enterprise accounts
Show more`,
    company: "Datadog",
    position: "Senior Account Executive, Enterprise",
  },
  {
    name: "LinkedIn copy, company first",
    text: `Lumen Labs
Product Designer II
London, England, United Kingdom · 1 week ago · 64 applicants
Hybrid Full-time
About the job
We design tools for clinicians. As a Product Designer II you'll own the patient timeline end to end.
Meet the hiring team
Grace Adeyemi
Design Manager at Lumen Labs`,
    company: "Lumen Labs",
    position: "Product Designer II",
    manager: "Grace Adeyemi",
  },
  {
    name: "Indeed copy",
    text: `Warehouse Team Leader
Northgate Logistics Ltd
4.1 out of 5 stars
Wakefield WF2 0XF
£31,500 - £34,000 a year - Full-time
Full job description
Northgate Logistics is a third-party logistics provider serving national retailers. We need a hands-on team leader for our night shift.
Job Types: Full-time, Permanent
Benefits:
Company pension
Schedule:
Night shift
Work Location: In person`,
    company: "Northgate Logistics",
    position: "Warehouse Team Leader",
  },
  {
    name: "Company — Title (City)",
    text: `Harlow & Finch LLP — Senior Paralegal (Leeds)

We are a commercial law firm with 40 years in Yorkshire. The paralegal will support our property team on leases and licences.`,
    company: "Harlow & Finch",
    position: "Senior Paralegal",
  },
  {
    name: "X seeks a Head of …",
    text: `Oakfield Academy seeks a Head of Mathematics to lead a department of nine teachers from September. Oakfield Academy is a thriving 11–18 school in Bristol with an outstanding sixth form.

The successful candidate will hold QTS and have a record of raising attainment.`,
    company: "Oakfield Academy",
    position: "Head of Mathematics",
  },
  {
    name: "recruiter e-mail signed by a talent partner",
    text: `Hi Sam,

I came across your profile and thought you might be interested in a Staff Data Engineer opening on our Platform team. We're moving our batch pipelines to streaming and need someone who has done it before.

Happy to share more over a quick call this week?

Best,
Priya Patel
Talent Partner, Fernway`,
    company: "Fernway",
    position: "Staff Data Engineer",
    manager: "Priya Patel",
  },
  {
    name: "public-sector form",
    text: `Vacancy reference: 2026-3391
Job title: Policy Adviser
Department: Department for Transport
Grade: Senior Executive Officer (SEO)
Location: Birmingham, Leeds or London
Salary: £41,200 - £46,800
Closing date: 12 December 2026

Job summary
You will advise ministers on rail decarbonisation policy.`,
    company: "Department for Transport",
    position: "Policy Adviser",
  },
  {
    name: "markdown careers page",
    text: `## Backend Engineer (Payments)

**About Tillwise**

Tillwise builds point-of-sale software for independent cafés. We're a team of 30.

### What you'll do
- Own the payments service (Go, PostgreSQL)
- Work with our card processors

### About you
- 3+ years building backend services`,
    company: "Tillwise",
    position: "Backend Engineer (Payments)",
  },
  {
    name: "agency advert with no employer",
    text: `Senior Paralegal – Commercial Property
Leeds | £32,000 - £36,000

Our client, a leading law firm in Leeds city centre, is looking for an experienced Senior Paralegal to join its commercial property team.

Meridian Recruitment is acting as an employment agency in relation to this vacancy. Contact Jo Barnes on 0113 496 0000.`,
    company: "",
    // The qualifier after the dash is cut with the header's other segments; the title still contains the label.
    position: "Senior Paralegal",
    agency: "Meridian Recruitment",
  },
  {
    name: "German advert",
    text: `Softwareentwickler Backend (m/w/d)
Kestrel Systems GmbH · Hamburg

Wir suchen zum nächstmöglichen Zeitpunkt einen Softwareentwickler Backend (m/w/d) für unser Team in Hamburg.

Ihre Aufgaben
- Entwicklung von Microservices mit Java und Spring Boot

Ihr Profil
- Abgeschlossenes Studium der Informatik

Ihre Ansprechpartnerin: Frau Anna Weber`,
    company: "Kestrel Systems",
    position: "Softwareentwickler Backend",
    manager: "Anna Weber",
    language: "de",
  },
  {
    name: "French advert",
    text: `Rejoignez Valmont Conseil !

Nous recherchons un Chef de projet digital (H/F) pour accompagner nos clients dans leur transformation.

Vos missions
- Piloter les projets de refonte de sites
Profil recherché
- 5 ans d'expérience en gestion de projet`,
    company: "Valmont Conseil",
    position: "Chef de projet digital",
    language: "fr",
  },
  {
    name: "Spanish advert",
    text: `Buscamos un Enfermero de quirófano para nuestro hospital en Valencia.

Clínica Turia es un centro privado con más de 30 años de experiencia.

Requisitos
- Grado en Enfermería
Ofrecemos
- Contrato indefinido`,
    company: "Clínica Turia",
    position: "Enfermero de quirófano",
    language: "es",
  },
  {
    name: "company only in the body",
    text: `We're a small team making bookkeeping painless for tradespeople, and we need a Customer Support Specialist who enjoys solving problems.

You'll answer questions by chat and phone, write help articles and tell our product team what customers struggle with. Everyone at Ledgerly works four days a week, and Ledgerly pays for your home office.`,
    company: "Ledgerly",
    position: "Customer Support Specialist",
  },
  {
    name: "Dutch municipal form with labelled fields",
    text: `Vacature: Adviseur Openbare Ruimte

Organisatie: Gemeente Lindeveen
Afdeling: Beheer & Onderhoud
Schaal: 10
Vacaturenummer: LV-2026-12

Wat ga je doen?
Je adviseert over de inrichting van straten, parken en pleinen.

Meer weten?
Neem contact op met Ruud de Vries-Bakker, teamleider Beheer, via 06 00000000.`,
    company: "Gemeente Lindeveen",
    position: "Adviseur Openbare Ruimte",
    manager: "Ruud de Vries-Bakker",
    language: "nl",
  },
  {
    name: "Dutch LinkedIn copy with its hiring team",
    text: `Junior Data-analist
Tulpdata · Leiden, Zuid-Holland, Nederland (Hybride)
Voltijd

Maak kennis met het wervingsteam
Femke Jansen
Head of Data bij Tulpdata

Over de vacature
Tulpdata helpt tuinbouwbedrijven met voorspellingen. Wij zoeken een junior data-analist voor ons team.`,
    company: "Tulpdata",
    position: "Junior Data-analist",
    manager: "Femke Jansen",
    language: "nl",
  },
  {
    name: "dash qualifier in the title, employer only in the body",
    text: `Maintenance Fitter – Water Recycling
Ipswich, Queensland
$45 – $50 an hour · Full-time

Full job description
Bremer Valley Alliance was formed by two councils to run their recycling plants, and our maintenance crew needs a fitter.`,
    company: "Bremer Valley Alliance",
    position: "Maintenance Fitter",
  },
  {
    name: "title in capitals, a firm with its legal form",
    text: `SENIOR QA ENGINEER – PAYMENTS
Brackwell Systems Ltd
Leeds · Hybrid

We test the software behind 40,000 card terminals and need a senior engineer to lead our automation.`,
    company: "Brackwell Systems",
    position: "Senior QA Engineer",
  },
  {
    name: "job-board header with pipes and a private limited company",
    text: `Data Engineer - Python | Sahyadri Analytics Pvt Ltd | Pune
Experience: 3 - 6 years
Salary: Not Disclosed

Job description
We build demand forecasts for retailers across India.

Role: Data Engineer
Department: Engineering - Data
Employment Type: Full Time, Permanent`,
    company: "Sahyadri Analytics",
    position: "Data Engineer",
  },
  {
    name: "careers site with a menu bar",
    text: `Brightwater Homes Careers
Search jobs | Life at Brightwater | Sign in

Site Manager
Derby
Permanent · Full time

We build 600 homes a year across the East Midlands.`,
    company: "Brightwater Homes",
    position: "Site Manager",
  },
  {
    name: "French manager named in a reporting line, bracketed gender ending",
    text: `Contrôleur(se) de gestion — Maison Verlet
CDI · Lyon

Maison Verlet fabrique des meubles en chêne depuis 1962. Rattaché(e) à Claire Dubois-Martin, directrice financière, vous pilotez le budget.`,
    company: "Maison Verlet",
    position: "Contrôleur de gestion",
    manager: "Claire Dubois-Martin",
    language: "fr",
  },
  {
    name: "Spanish title with a bracketed gender ending and a Mexican legal form",
    text: `Ejecutivo(a) de Cuentas Clave
Aceros del Bajío S.A. de C.V.
León, Guanajuato

Buscamos un ejecutivo de cuentas con experiencia en ventas industriales.`,
    company: "Aceros del Bajío",
    position: "Ejecutivo de Cuentas Clave",
    language: "es",
  },
  {
    name: "German district with a titled contact in a questions sentence",
    text: `Der Landkreis Moorfeld sucht zum nächstmöglichen Zeitpunkt eine/n

Sachbearbeiter/in Jugendhilfe (m/w/d)

Ihre Aufgaben:
• Bearbeitung von Anträgen

Bei Fragen steht Ihnen Herr Dr. Tobias Wendt, Fachdienstleiter, gerne zur Verfügung.`,
    company: "Landkreis Moorfeld",
    position: "Sachbearbeiter/in Jugendhilfe",
    manager: "Tobias Wendt",
    language: "de",
  },
  {
    name: "German town whose mayor's office and department head the advert",
    text: `Gemeinde Haselbach
Der Bürgermeister
Fachbereich Bauen und Umwelt

Stellenausschreibung

Bauingenieur (m/w/d) für das Tiefbauamt

Die Gemeinde Haselbach sucht zum 1. Juli eine engagierte Fachkraft für Straßenbau und Kanalnetz.

Ihre Aufgaben
• Planung und Bauüberwachung von Straßen- und Kanalbaumaßnahmen`,
    company: "Gemeinde Haselbach",
    position: "Bauingenieur",
    language: "de",
  },
  {
    name: "French agency seeking 'pour son client' a role named late in its sentence",
    text: `Contrôleur de Gestion (H/F) – CDI – Nantes

Cabinet Ormeau Conseil
Réf. CO-118 · Nantes (44) · CDI

Cabinet Ormeau Conseil, spécialiste du recrutement financier, recherche pour son client, une PME industrielle de 300 personnes, un Contrôleur de Gestion (H/F).

Vos missions
• le suivi budgétaire et les reportings mensuels`,
    company: "",
    position: "Contrôleur de Gestion",
    language: "fr",
    agency: "Cabinet Ormeau Conseil",
  },
  {
    name: "A law the job works under is not the employer",
    text: `Harbourview Logistics is hiring a Yard Supervisor

Harbourview Logistics runs a cross-dock near the port.

What you'll need
• Knowledge of the Workplace Safety and Insurance Act
• Forklift certification`,
    company: "Harbourview Logistics",
    position: "Yard Supervisor",
  },
  {
    name: "Glassdoor copy: company and rating above the title, tabs and a 'Company - Private' fact box",
    text: `Brackenfield Dental Partners
4.1 ★
Dental Nurse – Orthodontics
Leeds
£24K - £27K (Employer est.)
Easy Apply
Job
Company
Reviews
Salaries
Job description
Brackenfield Dental Partners runs five practices across West Yorkshire and needs a qualified dental nurse.
Company overview
Type
Company - Private`,
    company: "Brackenfield Dental Partners",
    // A speciality after the title's dash is dropped, as for "Maintenance Fitter – Water Recycling".
    position: "Dental Nurse",
  },
  {
    name: "a recruiter's e-mail whose subject names the role and whose signature names the recruiter's title",
    text: `From: Tolu Bakare <tolu@crestline-talent.example>
Subject: Opportunity – Senior Quantity Surveyor (Rail) | Manchester | Ref CT/QS/118

Hi Dami,

I am supporting our client, a tier-one contractor, to hire a Senior Quantity Surveyor for their rail framework.

Kind regards,
Tolu Bakare
Principal Consultant – Construction & Property`,
    company: "",
    position: "Senior Quantity Surveyor (Rail)",
  },
  {
    name: "a university posting as label and value lines, its supervisor named in the summary",
    text: `Job Category
M&P - Research
Job Profile
Research Staff - Level C
Job Title
Postdoctoral Fellow, Marine Ecology
Department
Institute for the Oceans | Faculty of Science

The project is led by Prof. Lerato Mokoena, Chair in Marine Ecology, who will supervise the position.`,
    // The labelled department is the nearest thing to an employer the posting names.
    company: "Institute for the Oceans",
    position: "Postdoctoral Fellow, Marine Ecology",
    manager: "Lerato Mokoena",
  },
  {
    name: "a Swiss careers page whose job ID is not the title, and a role named by its ending",
    text: `Talwerk Versicherungen
Schadenspezialist/-in Sachversicherung
Job-ID: 77102
Arbeitsort: Luzern

Agronomist – Mixed Farming
Deine Aufgaben`,
    company: "Talwerk Versicherungen",
    position: "Schadenspezialist/-in Sachversicherung",
    language: "de",
  },
  {
    name: "a German agency advert for 'unser Mandant' signed by a Personalberater",
    text: `Bauleiter Tiefbau (m/w/d)
Elbwerk Personal GmbH
Bremen

Unser Mandant ist ein mittelständisches Bauunternehmen. Für den Ausbau suchen wir Sie als Bauleiter Tiefbau (m/w/d).

Ihr Kontakt
Herr Jens Albers
Senior Personalberater`,
    company: "",
    position: "Bauleiter Tiefbau",
    language: "de",
  },
  {
    name: "a Québec posting whose manager is named after 'Relevant de'",
    text: `Analyste principal(e) en cybersécurité
Caisse Fleuve-Bleu

Relevant de Mme Nadia Tremblay, directrice de la sécurité, tu contribueras à la gestion des risques de la Caisse.

Ce que tu feras
- Analyser les vulnérabilités`,
    company: "Caisse Fleuve-Bleu",
    // "(e)" is a gender ending, dropped like "(m/w/d)".
    position: "Analyste principal en cybersécurité",
    manager: "Nadia Tremblay",
    language: "fr",
  },
  {
    name: "interview steps that name the future manager, and a role before a manager's name",
    text: `Chargé·e de communication
Maison Ardoise

Le processus
1. Appel avec notre recruteuse
2. Entretien avec Léa Marchand, directrice de la communication (ta future manager)`,
    company: "Maison Ardoise",
    position: "Chargé·e de communication",
    manager: "Léa Marchand",
    language: "fr",
  },
  {
    name: "a WhatsApp chat export whose sender the candidate would report to",
    text: `[09:12, 02/12/2026] Akinyi Otieno: Hi Tom, Akinyi from Mto Water here
[09:13, 02/12/2026] Akinyi Otieno: We're hiring a Borehole Pump Technician for our Kisumu depot. I run the depot so you'd be reporting to me
[09:13, 02/12/2026] Akinyi Otieno: Must haves: pump installation, a driving licence
[09:20, 02/12/2026] Tom: Thanks Akinyi`,
    company: "Mto Water",
    position: "Borehole Pump Technician",
    manager: "Akinyi Otieno",
  },
  {
    name: "a public-sector job profile whose heading stands above its label lines",
    text: `Job Profile

Employer: Harbourside City Council
Department: Children's Services – Fostering Team
Job title: Supervising Social Worker
Grade: Grade 9`,
    company: "Harbourside City Council",
    position: "Supervising Social Worker",
  },
  {
    name: "a Workday page whose title's dash names a team, and a department after the reporting role",
    text: `Controls Engineer – Bottling Lines
Apply
locations
Toledo, OH

About Us
Kessler & Vaughn builds bottling machines. Kessler & Vaughn is an Equal Opportunity Employer.

You will report to the Engineering Manager, Bottling Lines, and work alongside our field technicians.`,
    company: "Kessler & Vaughn",
    position: "Controls Engineer",
  },
  {
    name: "a careers site's 'Werken bij' heading and a manager after 'Je valt onder'",
    text: `Werken bij Zuidkust Zuivel
Vacatures › Techniek

Procesoperator (ploegendienst) | Goes | €3.000 – €3.900

Je valt onder Marloes de Wit, teamleider Productie.`,
    company: "Zuidkust Zuivel",
    position: "Procesoperator (ploegendienst)",
    manager: "Marloes de Wit",
    language: "nl",
  },
  {
    name: "a VDAB copy: a firm's compound name beats the town below it, and a Teamtailor colleagues list",
    text: `Vacature
Boekhouder KMO (m/v/x)
Boekhoudkantoor Peeters & Claes
Hasselt

Functieomschrijving
Voor ons kantoor in Hasselt zoeken we een boekhouder.

Collega's
Sofie Janssens
Talent Acquisition`,
    company: "Boekhoudkantoor Peeters & Claes",
    position: "Boekhouder KMO",
    language: "nl",
  },
  {
    name: "an InMail whose manager follows a role and a department, with a captain's title",
    text: `Talent Partner at Tanjong Shipping | Hiring for Operations

We're hiring a Marine Superintendent and you'd report to our VP, Fleet Operations, Capt. Rahul Iyer, who joined us last year.`,
    company: "Tanjong Shipping",
    position: "Marine Superintendent",
    manager: "Rahul Iyer",
  },
  {
    name: "a job poster who is a recruiter yields to the manager the body names, with a retired rank",
    text: `Avionics Technician – BRS
Kestrel Aero Services · Bristol, England, United Kingdom (On-site)
Save Avionics Technician – BRS at Kestrel Aero Services

Meet the hiring team
Tomasz Wilk  3rd
Senior Talent Acquisition Partner | Aerospace
Job poster

About the job
Kestrel Aero Services is looking for avionics technicians at its Bristol hangar.
Reporting to Sqn Ldr (Retd) Oliver Brandt, Base Maintenance Manager, you will certify avionics tasks.`,
    company: "Kestrel Aero Services",
    position: "Avionics Technician",
    manager: "Oliver Brandt",
  },
  {
    name: "a job board's menu, one link per line, is not the advert's title or employer",
    text: `JobHarbour
Search Jobs
Upload CV
Recruiters
Sign In / Register

Payroll Administrator
Location: Derby
Reference: PA-118

Fenwick Lane Foods is hiring a payroll administrator to run weekly and monthly payrolls for 900 staff.`,
    company: "Fenwick Lane Foods",
    position: "Payroll Administrator",
  },
  {
    name: "an applicant-tracking page: its fields without colons are not the employer, a body sentence is",
    text: `Careers Home
Search Jobs
Login

Branch Operations Officer – NRI Deposits
Job ID 2026-0412
Job Locations IN-TN-Chennai | IN-KA-Mysuru
Category Retail Banking

Overview
Nilgiri Cooperative Bank Ltd. is a regional bank with 210 branches. Our NRI Deposits desk serves Gulf customers, and NRI Deposits accounts are its focus.`,
    company: "Nilgiri Cooperative Bank",
    position: "Branch Operations Officer",
  },
  {
    name: "a Personio page whose first line is the firm with its German legal form, the future manager named later",
    text: `Lindqvist Kühne Ingenieure PartGmbB

Tragwerksplaner (m/w/d) Hochbau
Vollzeit · Dresden · ab sofort

Über uns
Lindqvist Kühne Ingenieure plant Tragwerke für Schulen und Wohnungsbau in Sachsen.

Ihr zukünftiger Vorgesetzter, Herr Dr.-Ing. Jonas Ebert, freut sich auf Ihre Bewerbung.`,
    company: "Lindqvist Kühne Ingenieure",
    position: "Tragwerksplaner Hochbau",
    language: "de",
  },
  {
    name: "a Workday page: its Spanish apply button is chrome, the employer is named in the body",
    text: `Analista de Inventarios
Postularse
locations
Querétaro, Qro.
time type
Tiempo completo

En Almacenes Sierra Gorda operamos cuatro centros de distribución en el Bajío. Buscamos un Analista de Inventarios.`,
    company: "Almacenes Sierra Gorda",
    position: "Analista de Inventarios",
    language: "es",
  },
  {
    name: "a Dutch manager with an engineer's title, and a Belgian reporting line",
    text: `Werkvoorbereider Elektrotechniek
Van Rijswijk Installatietechniek · Utrecht

Over de functie
Je leidinggevende wordt ing. Pieter van Dam, teamleider Projecten. Je werkt aan installaties voor ziekenhuizen en scholen in de regio.`,
    company: "Van Rijswijk Installatietechniek",
    position: "Werkvoorbereider Elektrotechniek",
    manager: "Pieter van Dam",
    language: "nl",
  },
  {
    name: "a chat whose sender says the candidate would work directly with them",
    text: `[12/03/2026, 10:02] Abena Owusu: Hi Kofi! We're hiring a Catering Supervisor at Sankofa Table, full-time in Osu. You'd be working directly with me on weddings and corporate lunches.
[12/03/2026, 10:04] Abena Owusu: Send your CV here if interested`,
    company: "Sankofa Table",
    position: "Catering Supervisor",
    manager: "Abena Owusu",
  },
  {
    name: "a 'Reports to' label on its own line, an associate professor, and an HR adviser who is not the manager",
    text: `Position title
Clinical Tutor, Physiotherapy
Reports to
Associate Professor Rangi Parata, Head of Physiotherapy
Vacancy number
UN-2026-118

About Te Awa University
Te Awa University is a research university in Hamilton.

Informal enquiries may be made to Associate Professor Parata. For help with the application, contact Aroha Kingi, Recruitment Advisor, People and Culture.`,
    company: "Te Awa University",
    position: "Clinical Tutor, Physiotherapy",
    manager: "Rangi Parata",
  },
  {
    name: "a letterhead in capitals, a unit line, and a manager in brackets after the role",
    text: `NORTH RIDING WATER SERVICES
(A company of the Ridings Utilities Group)

VACANCY NOTICE

WATER QUALITY OFFICER II
Laboratory Unit - Northallerton
Reports to: Laboratory Manager (Mrs. Fiona J. Pike)

The post holder carries out sampling and testing across the northern district.`,
    company: "North Riding Water Services",
    position: "Water Quality Officer II",
    manager: "Fiona J. Pike",
  },
  {
    name: "a recruiter's subject line that opens with a mandate, and a chat that goes on under its sender",
    text: `From: Amani Njoroge <amani@example-search.co.ke>
Subject: CONFIDENTIAL MANDATE - WAREHOUSE MANAGER - MOMBASA - KES 250K

Hi Baraka,

Our client, a regional distributor, is hiring a Warehouse Manager in Mombasa.`,
    company: "",
    position: "Warehouse Manager",
  },
  {
    name: "a chat sender who says the candidate would work under them, signing with a role and the firm",
    text: `[02/03/2026, 09:10] Thabo Nkosi: Morning! Here's the post 👇
*VACANCY: QUALIFIED FITTER – WORKSHOP*
You'd be working under me on the shop floor, so I'll do the interviews myself.
Send CV to jobs@example.co.za

Thabo Nkosi
Workshop Foreman | Highveld Fabrication (Pty) Ltd
[02/03/2026, 09:20] Sipho Dlamini: Thanks, I'll send it to my cousin`,
    company: "Highveld Fabrication",
    position: "Qualified Fitter – Workshop",
    manager: "Thabo Nkosi",
  },
  {
    name: "a German reporting line with a role, an engineer's title and 'direkt', and a Dutch firm '& Zn.'",
    text: `Bakker Koeltechniek & Zn.
Vacatures   Over ons   Contact

Monteur Koeltechniek

Sie berichten direkt an unseren Werkstattleiter, Herrn Dipl.-Ing. (FH) Jonas Reuter.`,
    company: "Bakker Koeltechniek & Zn.",
    position: "Monteur Koeltechniek",
    manager: "Jonas Reuter",
    language: "de",
  },
  {
    name: "a bilingual council form whose line manager has a Welsh particle, and an HR officer for the process",
    text: `CYNGOR TREF PENLLYN
PENLLYN TOWN COUNCIL

Teitl y Swydd / Job Title:        Museum Officer
Rheolwr llinell / Line manager:   Iolo ap Dafydd, Heritage Manager
Dyddiad cau / Closing date:       9 January 2027

For questions about the application form contact Sian Roberts, HR Officer, on 01766 555 010.`,
    company: "Penllyn Town Council",
    position: "Museum Officer",
    manager: "Iolo ap Dafydd",
  },
  {
    name: "an HR contact named only for questions is not whom the letter is for",
    text: `Orchard Lane Bakery Ltd is hiring a Production Supervisor for its Leeds bakery.

You will run a shift of twelve bakers and packers.

Questions? Contact Priya Shah, HR & Recruitment Officer, at jobs@example.co.uk.`,
    company: "Orchard Lane Bakery",
    position: "Production Supervisor",
    manager: null,
  },
  {
    name: "a reporting line hard-wrapped across two lines of a careers page",
    text: `Calder Valley Credit Union
Lending Officer
Halifax

Our lending team of six reviews applications from members across the valley every day. You'll report to our Head of
Lending, Morwenna Tregear, and work with the collections team.`,
    company: "Calder Valley Credit Union",
    position: "Lending Officer",
    manager: "Morwenna Tregear",
  },
  {
    name: "a job board's trail whose category also stands under the employer's name",
    text: `Jobs  /  Hospitality & Tourism  /  Front Office Supervisor

Front Office Supervisor
Lakeshore Lodge Initiative
Hospitality & Tourism
Jinja   Full Time

Lakeshore Lodge Initiative is looking for a Front Office Supervisor for its lodge on the Nile.`,
    company: "Lakeshore Lodge Initiative",
    position: "Front Office Supervisor",
  },
  {
    name: "a letterhead with '(Private) Limited' above a title in capitals and a division in brackets",
    text: `KANDY SPICE EXPORTERS (PRIVATE) LIMITED
No. 7, Peradeniya Road, Kandy

VACANCY

QUALITY ASSURANCE EXECUTIVE
(Cinnamon Division)

Applications are invited from graduates for the above post in our Cinnamon Division.`,
    company: "Kandy Spice Exporters",
    position: "Quality Assurance Executive",
  },
  {
    name: "an applicant-tracking page with English headings over a Dutch advert",
    text: `Havenlicht Logistiek
Careers Home   Search Jobs

Planner Binnenvaart (Rotterdam)

Overview
Havenlicht Logistiek is een familiebedrijf met 140 medewerkers in de haven van Rotterdam. Voor ons planningsteam zoeken we een Planner Binnenvaart.

Responsibilities
- Je plant de vaarten van onze binnenvaartschepen en je houdt contact met de schippers

Qualifications
- Je hebt minimaal 2 jaar ervaring als planner in de logistiek`,
    company: "Havenlicht Logistiek",
    position: "Planner Binnenvaart",
    language: "nl",
  },
  {
    name: "a German reporting line with the verb last, and a foundation as the employer",
    text: `Ergotherapeutin / Ergotherapeut 80 %
Stiftung Bergblick, Wohnheim
Chur

Sie sind der Bereichsleiterin, Annina Caduff-Muoth, unterstellt und arbeiten eng mit dem Pflegeteam zusammen.`,
    company: "Stiftung Bergblick",
    position: "Ergotherapeutin / Ergotherapeut",
    manager: "Annina Caduff-Muoth",
    language: "de",
  },
  {
    name: "an advert for an employer it will not name, sent through a consultancy",
    text: `Analista de Compras
Talento Norte Consultores S.C.
Monterrey, N.L.

IMPORTANTE EMPRESA DEL SECTOR ALIMENTICIO, ubicada en Apodaca, solicita:

ANALISTA DE COMPRAS

Interesados enviar CV a la Lic. Daniela Garza Treviño, Consultora de Reclutamiento, al correo dgarza@example.com.mx.`,
    company: "",
    position: "Analista de Compras",
    manager: null,
    language: "es",
  },
  {
    name: "a manager whose team one joins, a cookie banner in German above the header, and a Belgian gender marker",
    text: `StepStone
Wir und unsere Partner verwenden Cookies und ähnliche Technologien, um dir ein optimales Erlebnis zu bieten.

Verpleegkundige dialyse (m/v/x)
AZ Leiestreek
Kortrijk

You'll be joining Maarten De Clercq's team of twelve dialysis nurses.`,
    company: "AZ Leiestreek",
    position: "Verpleegkundige dialyse",
    manager: "Maarten De Clercq",
  },
  {
    name: "a reporting line with the role before a dash, and a French 'à qui tu rapporteras'",
    text: `Brasserie du Vieux Moulin
Brasseur·euse

Reporting line: Head of Production – Mr. Pieter Van Acker

Tu travailleras avec Lucie Desmet, cofondatrice, à qui tu rapporteras chaque semaine.`,
    company: "Brasserie du Vieux Moulin",
    position: "Brasseur·euse",
    manager: "Pieter Van Acker",
    language: "fr",
  },
  {
    name: "a manager named by first name who 'you'll be working for', signing with his role",
    text: `Tōtara Landscapes is hiring a Landscape Gardener in Nelson.

If this sounds like you, give Rangi a call – he runs the crews and you'll be working directly for him.

Ngā mihi,
Rangi Parata
Operations Manager | Tōtara Landscapes`,
    company: "Tōtara Landscapes",
    position: "Landscape Gardener",
    manager: "Rangi Parata",
  },
  {
    name: "a Spanish reporting line in the future, a language switcher, and an -ólogo title",
    text: `Bodegas Arrieta
Empleos   Sobre nosotros   Nuestros vinos        ES | EN | EU

Enólogo/a
Haro · Producción · Jornada completa

Bodegas Arrieta es una bodega familiar de Rioja Alta. Reportarás directamente a nuestra directora técnica, Ane Etxeberria Goikoetxea, y trabajarás con el equipo de viñedo.`,
    company: "Bodegas Arrieta",
    position: "Enólogo/a",
    manager: "Ane Etxeberria Goikoetxea",
    language: "es",
  },
  {
    name: "an agency naming its client in a sentence that starts with 'Our client', and pay in a currency code",
    text: `Chargehand Electrician
Perak Moulding Services Sdn. Bhd.
MYR 3,400 – MYR 4,800 per month

Our client, Kinta Plastics Limited, is a moulding firm in Ipoh. Our client is hiring a Chargehand Electrician.`,
    company: "Kinta Plastics",
    position: "Chargehand Electrician",
  },
  {
    name: "a trade no word list holds, said again in the body, and a site's list of other adverts at the end",
    text: `Careers Home    View All Jobs    Sign In

Master Thatcher – Season 2027
Ystwyth Roofcraft Ltd
Aberaeron, Wales

Ystwyth Roofcraft Ltd re-thatches cottages in long straw and water reed across Ceredigion.

We need an experienced thatcher who can run a roof from stripping to ridge.
- Five years as a thatcher
- Own leggett and spars hook

Similar jobs
Roof Tiler – Cardigan
Scaffolder – Lampeter`,
    company: "Ystwyth Roofcraft",
    position: "Master Thatcher",
  },
  {
    name: "a title written for both genders with a slash, a row of four site links and a country after the places",
    text: `tuttomercato.it
Annunci    Preferiti    Messaggi    Pubblica annuncio

Polsterer/in (Vollzeit)
Sattlerei Brunhuber OHG
Bruneck, Südtirol, Italien

Die Sattlerei Brunhuber OHG bezieht Sessel und Sofas für Hotels im Pustertal. Wir suchen eine/n Polsterer/in mit Erfahrung.`,
    company: "Sattlerei Brunhuber",
    position: "Polsterer/in",
    language: "de",
  },
  {
    name: "a newspaper page of two notices: the longer one is the advert, under a running head with its page number",
    text: `Valley Courier   |   Thursday, 12 November 2026   |   Page 14

NOTICE OF VACANCY
A family in Stanley is seeking a Nanny for two children. Apply to Box 12.

NOTICE OF VACANCY

HALYARD MARINE SERVICES LTD.

is seeking applications for the position of

RIGGER

Minimum of four years' experience as a rigger on commercial vessels.
Ability to splice wire and fibre rope.
Salary $31.00 – $36.00 per hour.
Apply to the Operations Manager, PO Box 77.`,
    company: "Halyard Marine Services",
    position: "Rigger",
    manager: null,
  },
  {
    name: "a shop's social post whose page name looks like a person's, its address run together in the e-mail",
    text: `Bakkerij Verstraete
3 u · 🌍

WE ZOEKEN VERSTERKING! 🥐
Daarom zoeken we een BAKKER (M/V/X) voltijds.

Je komt in het team van chef-bakker Ruben Verstraete.

Stuur je cv naar jobs@bakkerijverstraete.be

Vind ik leuk     Reageren     Delen

Lies Maes
@Tom Peeters is dit iets voor jou?`,
    company: "Bakkerij Verstraete",
    position: "Bakker",
    manager: "Ruben Verstraete",
    language: "nl",
  },
  {
    name: "an owner writing in the first person, who signs with the role and the business under the name",
    text: `FARRIER WANTED - full time (Keswick)

Busy yard looking for a farrier to shoe sport horses. You'll be working right alongside me five days a week.

What I need:
- three years shoeing
- own van

Stop by the forge with your references.

Bryn Aldous, owner
Borrowdale Forge & Shoeing
Keswick, Cumbria

post id: 7712345
posted: 2026-11-20 10:02`,
    company: "Borrowdale Forge & Shoeing",
    position: "Farrier",
    manager: "Bryn Aldous",
  },
  {
    name: "a person in brackets after the role in a 'Responsible to' field, with a rank before the name",
    text: `TAMAR ESTUARY PORT AUTHORITY

Job Title:         Boatman
Responsible to:    Harbour Master (Capt. Morwenna Trebilcock)

Informal enquiries may be made to the Deputy Harbour Master, Mr Jory Penrose, on 01752 555 100.`,
    company: "Tamar Estuary Port Authority",
    position: "Boatman",
    manager: "Morwenna Trebilcock",
  },
  {
    name: "reporting lines with an engineer's title, a Spanish article before the role and a bracket before the role",
    text: `Ingeniero/a de Suelos
Andes Geotecnia S.A.C.

Andes Geotecnia S.A.C. es una consultora de Arequipa con quince años de experiencia en estudios de suelos para
proyectos de minería y de infraestructura. Por crecimiento del área, buscamos un/a Ingeniero/a de Suelos para
integrarse a nuestro equipo. Reportará a la Jefa de Laboratorio, Ing. Maribel Condori Apaza.

Requisitos:
• Título de ingeniero civil o geólogo
• Experiencia mínima de tres años en ensayos de laboratorio`,
    company: "Andes Geotecnia",
    position: "Ingeniero/a de Suelos",
    manager: "Maribel Condori Apaza",
    language: "es",
  },
  {
    name: "a caption where the job works with (and reports to) the founder named after the role",
    text: `kahwa.roasters
Arad, Muharraq

✨ WE'RE HIRING — JUNIOR ROASTER ✨

Six years ago Kahwa Roasters started as a cart in the souq. You'll roast side by side with (and report to) our
founder and Head Roaster, Layla Al-Mannai, every morning.
Send your CV to jobs@kahwaroasters.com

#roaster #bahrainjobs`,
    company: "Kahwa Roasters",
    position: "Junior Roaster",
    manager: "Layla Al-Mannai",
  },
  {
    name: "an agency naming its client in a label, and a Swiss agency's 'für unsere Kundin, die …'",
    text: `From: Noa Kiele <noa@reefsearch.example>
Subject: Metallurgist – Lihir – FIFO

Hi Sam,

ROLE:      Metallurgist
CLIENT:    Kula Gold Mining Ltd
SITE:      Lihir Island

The client is keen to interview before Christmas.

Noa Kiele
Principal Consultant
Reef Search Pty Ltd`,
    company: "Kula Gold Mining",
    position: "Metallurgist",
    manager: null,
  },
  {
    name: "a German agency's one client named after 'unsere Kundin'",
    text: `Zahntechniker/in Keramik 100 %

Für unsere Kundin, die Zahnlabor Rheintal AG in Buchs, suchen wir eine/n Zahntechniker/in Keramik.

Ihre Ansprechperson
Lea Marxer
Senior Consultant`,
    company: "Zahnlabor Rheintal",
    position: "Zahntechniker/in Keramik",
    manager: null,
    language: "de",
  },
  {
    name: "a gazette notice whose title and unit follow 'recrutement d'un', hyphenated over a line",
    text: `JOURNAL OFFICIEL                                    Vendredi 4 décembre 2026

Avis de recrutement n° 2026-301 d'un Régisseur-
Lumière au Théâtre du Port.

La Direction du Personnel fait savoir qu'il va être procédé au recrutement d'un Régisseur-
Lumière au Théâtre du Port, pour une durée déterminée.

Les conditions à remplir sont les suivantes :
- être titulaire d'un diplôme de régisseur ;
- justifier d'une expérience de trois années.`,
    company: "Théâtre du Port",
    position: "Régisseur-Lumière",
    language: "fr",
  },
  {
    name: "an internal vacancy banner is no title and a school group's name is its employer",
    text: `Intranet Scholengroep Het Baken     Zoeken...     Mijn profiel | Uitloggen

INTERNE VACATURE
Onderwijsassistent (24 uur)

Scholengroep Het Baken verzorgt onderwijs op vier locaties. We zoeken een onderwijsassistent voor de onderbouw.`,
    company: "Scholengroep Het Baken",
    position: "Onderwijsassistent",
    language: "nl",
  },
  {
    name: "a newspaper page that opens inside the notice before, under a box-drawn rule",
    text: `THE VALLEY HERALD        SUNDAY, 6 DECEMBER 2026        CAREERS  12
──────────────────────────────────────────────────────────────
experience in a retail pharmacy. Send applications to: The Manager,
Riverside Medical Supplies, 4 High Street. Deadline: 10 December.
──────────────────────────────────────────────────────────────

        ESSEQUIBO QUARRY PRODUCTS INC.

                VACANCY

        PLANT ELECTRICIAN

Essequibo Quarry Products Inc. invites applications for the above position.
Applicants must possess a Craft Certificate in Electrical Installation.`,
    company: "Essequibo Quarry Products",
    position: "Plant Electrician",
  },
  {
    name: "a chat channel's two forwarded posts: the longer is the advert; 'Vacancy: 2' is no title",
    text: `Jobs Channel
12,400 subscribers

Forwarded from Vacancy Hub
Driver – Lakeside Transport Share Co.
Deadline: Dec 10, 2026

Forwarded from Vacancy Hub
NEW VACANCY
Lakeside Eye Research Institute (LERI)
Position: Data Manager
Vacancy: 2
LERI runs two cohort studies of childhood eye disease in the region. The Data Manager will build the
study databases and clean and merge the follow-up data, and will report to the Principal Investigator,
Dr. Selam Tadesse Bekele.`,
    company: "Lakeside Eye Research Institute",
    position: "Data Manager",
    manager: "Selam Tadesse Bekele",
  },
  {
    name: "a classifieds post with a field without its colon, a row of buttons and the owner's signature with an unknown trade",
    text: `Home > Jobs > Construction > Suffolk

Experienced Wheelwright wanted – full time
£29,000 - £34,000 per year
Framlingham, Suffolk                                        Posted 2 days ago

♡ Save      Share      Report

Recruiter Type     Private

Hi, I'm Tom. I've been building and mending cart wheels for 25 years and need another wheelwright to
join us. You'd be working alongside me in the shop every day.

Tom Aldred
Master Wheelwright
Aldred Wheelworks, Framlingham

Reply`,
    company: "Aldred Wheelworks",
    position: "Experienced Wheelwright",
    manager: "Tom Aldred",
  },
  {
    name: "a careers site with a department chip, a reporting line in prose and a contact card (set 15)",
    text: `Tarn Valley Lodges
Jobs   Locations   People

Mountain Guide – Upper Valley (Seasonal)
Guiding · Tarn Lodge · On-site

Tarn Valley Lodges runs four mountain huts. Your line manager will be Ingrid Solberg – Chief Guide – who will
walk the routes with you in your first week.

What you need
• Three seasons of guiding experience and a current first aid certificate

Contact person
Petra Lind
People Coordinator
jobs@tarnvalley.example`,
    company: "Tarn Valley Lodges",
    position: "Mountain Guide",
    manager: "Ingrid Solberg",
  },
  {
    name: "a staff portal's notice with a reporting role, an enquiries officer and a delivery address (set 15)",
    text: `Eastgate Clinic Staff Portal
Home > Human Resources > Vacancies

Vacancy Announcement – Dietitian (Renal Unit)

Eastgate Clinic is a 120-bed hospital. The Renal Unit invites applications for the following post.

Position: Dietitian
Reporting to: Head of Department, Renal Unit

Deliver applications to the HR office, Ground Floor, Block C.

For queries: Ms. Laila Haider, HR Officer (Recruitment), Ext. 410`,
    company: "Eastgate Clinic",
    position: "Dietitian",
    manager: null,
  },
  {
    name: "an employment service's copy with a 'Dienstgeber' field and a reporting line to a titled manager (set 15)",
    text: `AMS Arbeitsmarktservice
Startseite > Stellen suchen > Stelleninserat

Kettenwirker/in

Arbeitsort: 6850 Dornbirn
Dienstgeber: Wirkerei Huber GmbH
Beschäftigungsausmaß: Vollzeit

Anforderungen:
- abgeschlossene Lehre als Textiltechniker/in

Sie berichten direkt an unseren Betriebsleiter Ing. Markus Feurstein.

Kontakt:
Frau Anna Rhomberg, Personalbüro`,
    company: "Wirkerei Huber",
    position: "Kettenwirker/in",
    manager: "Markus Feurstein",
    language: "de",
  },
  {
    name: "a shop's own site: cookie banner, two trade names marked for gender together, an office contact (set 15)",
    text: `Bäckerei Thill
Startseite   Unsere Brote   Jobs   Kontakt

Diese Website verwendet Cookies, damit sie gut funktioniert.
Alle akzeptieren   Nur notwendige   Einstellungen

Bäcker / Konditor (m/w) gesucht – Vollzeit

Seit 1952 backen wir in Diekirch. Zur Verstärkung suchen wir eine/n Bäcker/in.

Interesse? Schicken Sie Ihre Bewerbung an info@thill.example – fragen Sie nach Frau Lea Thill (Büro).

Bäckerei Thill S.à r.l. · 3, Grand-Rue · L-9240 Diekirch`,
    company: "Bäckerei Thill",
    position: "Bäcker / Konditor",
    manager: null,
    language: "de",
  },
  {
    name: "a notice in capitals wrapped over two lines, after an article (set 15)",
    text: `COMMUNE DE SAINT-AUBIN-
DES-BOIS

recrute

UN AGENT D'ENTRETIEN DES ESPACES
VERTS (H/F)

Poste permanent à temps complet.
Vous entretenez les parcs et les cimetières de la commune sous l'autorité du responsable des services techniques.`,
    company: "Commune de Saint-Aubin-Des-Bois",
    position: "Agent d'Entretien des Espaces Verts",
    language: "fr",
  },
  {
    name: "an agency's notice naming its client after 'voor onze opdrachtgever', with an acronym after the title (set 15)",
    text: `Tankerman PIC – Rotterdam

Voor onze opdrachtgever Rijnmond Bunkering B.V., een familiebedrijf in de haven, zoeken wij een Tankerman PIC.
Als tankerman ben je verantwoordelijk voor het laden en lossen.

Solliciteer bij Delta Personeelsdiensten, intercedent Mark de Wit.`,
    company: "Rijnmond Bunkering",
    position: "Tankerman PIC",
    manager: null,
    language: "nl",
    agency: "Delta Personeelsdiensten",
  },
  {
    name: "an owner who introduces herself by first name and signs with the business, not a role (set 15)",
    text: `Recherche secrétaire – CDI temps plein

Bonjour à tous,

Je suis Aurélie, gérante du cabinet depuis 2012. Vous travaillerez directement avec moi à l'accueil.

Envoyez-moi votre CV par la messagerie.

Aurélie Jean-Baptiste
Cabinet Jean-Baptiste

Ces annonces peuvent vous intéresser
Assistant comptable (H/F) – Pointe-à-Pitre`,
    company: "Cabinet Jean-Baptiste",
    position: "Secrétaire",
    manager: "Aurélie Jean-Baptiste",
    language: "fr",
  },
  {
    name: "a board's header whose employer line ends in a legal form's dot, above a town the body names (set 16)",
    text: `elempleo
Buscar empleo   Empresas   Ingresa

Operador de Montacargas – Turno nocturno
Distribuidora Andina del Pacífico S.A.S.
Pereira

Somos un centro de distribución en Pereira. Buscamos Operador de Montacargas para el turno nocturno.
Reportarás a la Jefa de Bodega, Ing. Lucía Arango Mejía, y trabajarás con un equipo de 12 personas.`,
    company: "Distribuidora Andina del Pacífico",
    position: "Operador de Montacargas",
    manager: "Lucía Arango Mejía",
    language: "es",
  },
  {
    name: "a narrow PDF column with words broken at line ends, and a bilingual council name (set 16)",
    text: `Cyngor Tref Llanfair / Llanfair Town Council
Cymraeg | English

Job Description

GROUNDS OFFICER

Day to day you will be super-
vised by the Head of Parks and Open Spa-
ces (North), Mr
Gethin Parry, who will also over-
see your training.

Informal enquiries to Ms Nia Llo-
yd, Clerk, tel. 01234 555281.`,
    company: "Llanfair Town Council",
    position: "Grounds Officer",
    manager: "Gethin Parry",
  },
  {
    name: "an agency naming its client and the manager there; a recruiter e-mail with the client withheld (set 16)",
    text: `Corrib Search is delighted to be working with our client, Atlantic Oysters Ltd, to recruit a Hatchery Technician.
The role is reporting to the Hatchery Manager, Siobhán Ní Fhlatharta, who runs the site day to day.

Apply to aoife@corribsearch.example`,
    company: "Atlantic Oysters",
    position: "Hatchery Technician",
    manager: "Siobhán Ní Fhlatharta",
    agency: "Corrib Search",
  },
  {
    name: "a recruiter's e-mail that withholds the client's name (set 16)",
    text: `From: Cody Larsen <cody@northfieldtalent.example>
Subject: Farm Manager – Moose Jaw area – $90K + truck

Hi Sam,

I wanted to reach out about a role I'm recruiting for. It's confidential, so I can't share the client's name yet.

THE CLIENT
A family-owned grain farm of 12,000 acres.

THE ROLE
Farm Manager. You'd report to the client's owner.

Cody Larsen
Senior Recruiter, Northfield Talent`,
    company: "",
    position: "Farm Manager",
    manager: null,
  },
  {
    name: "a social thread: the call before the title, the author who signs at the end, a reply naming her (set 16)",
    text: `Shelly 🐢
@shelly-reefs.example
📣 We're hiring! Resident Dive Instructor at Coral Cove Resort, Tobago. 12-month contract.

Shelly 🐢 @shelly-reefs.example · 1d
You'd be working with me day to day (I'm the one you report to 🙂)

Shelly 🐢 @shelly-reefs.example · 1d
Must-haves: PADI Instructor, 2 years of teaching.
— Michelle Shelly Baptiste, Lead Dive Instructor, Coral Cove 🧵 3/3

Ravi @ravi.example · 20h
Shelly is a great boss`,
    company: "Coral Cove Resort",
    position: "Resident Dive Instructor",
    manager: "Michelle Shelly Baptiste",
  },
  {
    name: "Swiss and Austrian trade titles in two forms, and a German reporting line by working directly with (set 16)",
    text: `jobs.ch

Schreiner EFZ / Schreinerin EFZ 100%
Holzbau Caflisch AG

Sie arbeiten direkt mit unserem Werkstattleiter, Schreinermeister Curdin Caflisch, zusammen.
Ihre Bewerbung senden Sie bitte an Frau Anna Caflisch (Verwaltung).`,
    company: "Holzbau Caflisch",
    position: "Schreiner EFZ / Schreinerin EFZ",
    manager: "Curdin Caflisch",
    language: "de",
  },
  {
    name: "a chat post tagged [HIRING], a reporting line with the role in small letters (set 17)",
    text: `Island Live Audio
# job-board
Paid gigs only. Start posts with [HIRING] or [FOR HIRE]. Be kind to each other in every thread here.

Dee (Coral Stage) — Today at 9:41 AM
@here [HIRING] Monitor Engineer – Coral Stage Live, Castries – full time
You'd be working with me on the shows but you'll report to our production manager Kenroy Felix – he signs off every rig.`,
    company: "Coral Stage Live",
    position: "Monitor Engineer",
    manager: "Kenroy Felix",
  },
  {
    name: "inclusive French titles, a first name given in full elsewhere, a link at the line's far end (set 17)",
    text: `Les Fromages du Salève                                      Offres d'emploi

← Offres d'emploi

Affineur·se de fromages
CDI · Cruseilles

Tu seras rattaché·e à Camille, notre cheffe de cave, et tu intégreras une équipe de quatre affineurs.

Camille Dubois-Rey — Cheffe de cave`,
    // The article goes, as a letter writes "chez Fromages du Salève" (tidyName).
    company: "Fromages du Salève",
    position: "Affineur·se de fromages",
    manager: "Camille Dubois-Rey",
    language: "fr",
  },
  {
    name: "a narrow PDF column: a labelled title broken at a hyphen, a line manager in brackets over four lines (set 17)",
    text: `NORTHERN ISLES HEALTH BOARD
Harbour Road, Kirkwall KW15 1BX

JOB DESCRIPTION

1. JOB IDENTIFI-
CATION
Job title: Com-
munity Nurse
Department: Pri-
mary Care
Base: Health
Centre, Kirkwall,
with clinics on
the outer isles
LINE MANAGER:
Senior Charge Nur-
se, Primary Care
(Morag
Linklater)
PROFESSIONALLY
ACCOUNTABLE TO:
Head of Nursing

2. JOB PURPOSE
To provide safe
care at home and
in clinics across
the islands.`,
    company: "Northern Isles Health Board",
    position: "Community Nurse",
    manager: "Morag Linklater",
  },
  {
    name: "an office contact who takes the applications and a 'Kontaktperson' card are no managers (set 17)",
    text: `Rauchfangkehrermeister Pirker GmbH

Rauchfangkehrer/in (Vollzeit)

Wir suchen eine/n Rauchfangkehrer/in für unseren Betrieb in Villach.

Kontakt
Ihre Bewerbung richten Sie bitte an Frau Lisa Moser (Büro), Tel. 04242 555 318

Ihre Kontaktperson
Frau Eva Kofler, HR Business Partner`,
    company: "Rauchfangkehrermeister Pirker",
    position: "Rauchfangkehrer/in",
    manager: null,
    language: "de",
  },
  {
    name: "an agent noun after the title's slash is the job's other name; 'answering to' is a reporting line (set 18)",
    text: `Posted 2026-11-02

Shepherd / Stockman – full time, hill farm near Ballater

job title: Shepherd

Glenmuick Hill Farm is a family-run sheep and cattle farm on 3,000 acres. We need a second shepherd for lambing
and the winter feeding round.

You'd be working with and answering to our head shepherd, Iona Beth Farquharson, MBE, who has run the hill for
twenty years.

What we need:
- 2+ years with hill sheep
- a working dog or two`,
    company: "Glenmuick Hill Farm",
    position: "Shepherd",
    manager: "Iona Beth Farquharson",
  },
  {
    name: "two worker's nouns joined by a slash after the employer are one title (set 18)",
    text: `Calder Access Services – Advanced Rigger / Supervisor
Grangemouth refinery

We provide rope access and rigging for shutdowns. We are looking for an Advanced Rigger / Supervisor.

Essential
- LOLER competence`,
    company: "Calder Access Services",
    position: "Advanced Rigger / Supervisor",
  },
  {
    name: "an e-paper page: another advert's tail and the section heading are not the header; enquiries go to HR (set 18)",
    text: `THE LAKESIDE GAZETTE          Friday, 6 November 2026          31
CLASSIFIEDS & APPOINTMENTS

and the goods will be sold without reserve on
the day. Viewing is possible on the morning of
the sale from 8.00 a.m. at the yard.
KAGERA AUCTIONEERS
P.O. Box 88, Bukoba

        VICTORIA LAKE FERRIES LIMITED
        P.O. Box 12, Mwanza

        EMPLOYMENT OPPORTUNITY

Victoria Lake Ferries Limited operates passenger and cargo ferries on Lake Victoria and invites applications
for the following vacancy:

        FERRY ENGINEER GRADE I

Duties
(i) To maintain main engines and generators;

Applications should be addressed to the General Manager. Enquiries:
Mr. Baraka Mollel, Human Resources Officer, Tel: 028 255 0000.`,
    company: "Victoria Lake Ferries",
    position: "Ferry Engineer Grade I",
    manager: null,
  },
  {
    name: "a narrow PDF column: 'by, and report to,' before a hyphen-broken title and name (set 18)",
    text: `HARBOURSIDE DISTRICT HEALTH SERVICE

POSITION TITLE: Audiologist

DUTIES:
1. Conduct hearing
assessments of chil-
dren and adults.

SUPERVISION:
The occupant will be
clinically supervised
by, and report to,
the Senior Audiolo-
gist, Moana Tefa-
lu, who allocates
clinics.`,
    company: "Harbourside District Health Service",
    position: "Audiologist",
    manager: "Moana Tefalu",
  },
  {
    name: "questions about the application going to an office and HR administrator name no manager (set 18)",
    text: `Glazier – Commercial
Prairie Glass & Door Ltd. – Regina, SK

Prairie Glass & Door is a family-owned glazing contractor. We are hiring a glazier for commercial storefronts.

Requirements
• Journeyperson Glazier ticket
• 3+ years commercial glazing

Please apply online. Questions
about the application can go to Sandra Hnatiuk, Office & HR Administrator, at 306-555-0100. We thank all
applicants.`,
    company: "Prairie Glass & Door",
    position: "Glazier",
    manager: null,
  },
  {
    name: "the name before a bracketed role that 'will be your boss'; a title's dot at a line's end (set 18)",
    text: `Bench Technician
Ridgeline Audio Repair – Missoula, MT

Ridgeline Audio Repair fixes amplifiers and tape machines for studios across the Northwest.

Marta Quist (our workshop lead) will be your boss and your bench neighbour.

Requirements
• 2+ years of electronics repair`,
    company: "Ridgeline Audio Repair",
    position: "Bench Technician",
    manager: "Marta Quist",
  },
  {
    name: "a reporting line broken after 'Ir. Dr.' goes on to the name on the next line (set 18)",
    text: `Senior Reliability Engineer
Seberang Microsystems Sdn. Bhd. · Kulim, Kedah

We are looking for a Senior Reliability Engineer to run qualification tests for new packages. You will report to
our Reliability Lab Manager, Ir. Dr.
Tan Boon Keat, and will guide two technicians.

Requirements
• Degree in electrical engineering`,
    company: "Seberang Microsystems",
    position: "Senior Reliability Engineer",
    manager: "Tan Boon Keat",
  },
  {
    name: "French board buttons on one line, a firm with 'SA', 'sous la responsabilité du …, M. …' (set 18)",
    text: `jobup.ch

MONITEUR DE PARAPENTE (H/F) – Saison d'été 2027, 100 %

Vol-Libre Chablais SA

Postuler          Sauvegarder

Lieu de travail : Champéry (VS)

Vol-Libre Chablais SA organise des vols biplace au-dessus du val d'Illiez. Pour l'été 2027, nous recherchons un
moniteur de parapente.

Vous êtes placé(e) sous la responsabilité du chef pilote, M. Laurent
Perrin-Dubois, et travaillez avec une équipe de 6 pilotes.

Votre profil
• Brevet fédéral de moniteur de parapente`,
    company: "Vol-Libre Chablais",
    position: "Moniteur de Parapente",
    manager: "Laurent Perrin-Dubois",
    language: "fr",
  },
  {
    name: "'Postularme' is a button; 'Reportará directamente al …, Mg. …' names the manager (set 18)",
    text: `computrabajo

Maestro Quesero

Lácteos Valle del Mantaro S.A.C.    4,3 ★ (21 evaluaciones)
Huancayo, Junín

Postularme

Descripción de la oferta

Lácteos Valle del Mantaro es una quesería familiar con 40 años en el valle. Buscamos un Maestro Quesero para
nuestra planta de quesos andinos.

Reportará directamente al Jefe de Planta, Mg. Rocío Huamán Quispe.

Requerimientos
- Experiencia mínima de 3 años en quesería`,
    company: "Lácteos Valle del Mantaro",
    position: "Maestro Quesero",
    manager: "Rocío Huamán Quispe",
    language: "es",
  },
  {
    name: "a group's post: the page over its time stamp posts it, not the group; a title's two forms (set 18)",
    text: `Emplois Martinique 972 🌴
Groupe public · 31 k membres
Discussion    En vedette    Membres

Boucherie Les Trois Îlets
5 h · 🌐

ON RECRUTE !

Boucher / Bouchère – CDI 35h – Les Trois-Îlets

Notre boucherie de quartier cherche un(e) boucher(e) pour renforcer l'équipe du matin.

✅ CAP Boucher obligatoire
✅ 2 ans d'expérience minimum`,
    company: "Boucherie Les Trois Îlets",
    position: "Boucher / Bouchère",
    manager: null,
    language: "fr",
  },
  {
    name: "a job shouted after 'Buscamos' and named again in lower case is the position (set 18)",
    text: `Instagram

hotelplayaazul ✓ · Seguir
Varadero, Cuba

¡ESTAMOS CONTRATANDO!

Buscamos CAMAREROS 🍹 para nuestro bar de playa en Hotel Playa Azul, Varadero.

Requisitos:
✔️ Experiencia de 1 año como camareros de bar
✔️ Inglés conversacional`,
    company: "Hotel Playa Azul",
    position: "Camareros",
    language: "es",
  },
  {
    name: "a PDF's narrow label column, hyphenated, over a full-width second page; the post's holder in brackets (set 19)",
    text: `GLENMORVEN HARBOUR DIRECTORATE
Harbour Office · Quay Street · Portree

JOB DESCRIPTION                                     Ref. GHD/27/02

POST TITLE
Assistant Harbour Ma-
ster

GRADE
Grade E, plus call-
out allowance and an
annual retention bo-
nus

RESPONSIBLE TO
Harbour Operations
Manager (current-
ly Mr Callum
Rennie)

INFORMAL ENQUI-
RIES ONLY
Ms Isla Mac-
donald, Finance Of-
ficer, tel. 01478 55

JOB PURPOSE
To keep the harbour
safe and open for fi-
shing, ferry and lei-
sure traffic, and to
collect dues from all
vessels using the
berths, so that the
Directorate can plan
its maintenance pro-
gramme.

Glenmorven Harbour Directorate – Assistant Harbour Master – JD   Page 1 of 2
_____________________________________________________________________________
PERSON SPECIFICATION
Essential
• A Master (Code of Practice) certificate or higher, and five years in charge of vessels in working waters
• Experience of berthing and mooring operations
Desirable
• Gaelic to a conversational level`,
    company: "Glenmorven Harbour Directorate",
    position: "Assistant Harbour Master",
    manager: "Callum Rennie",
  },
  {
    name: "a French form's shouted title over two lines and the reporting label; the HR contact only answers questions (set 19)",
    text: `COMMUNAUTÉ D'AGGLOMÉRATION DU PAYS DE LA RANCE (CAPR)
Direction des ressources humaines                                  Dinan, le 2 décembre 2026

AVIS DE VACANCE DE POSTE N° 2026-112
_____________________________________________________________________________

INTITULÉ DU POSTE
AGENT(E) DE
MAINTENANCE DES BÂTI-
MENTS

SERVICE
Patrimoine bâti

SUPÉRIEUR HIÉRAR-
CHIQUE
Responsable du service
patrimoine

RENSEIGNEMENTS
M. Loïc Guérin,
directeur des res-
sources humaines,
tél. 02 96 55 41 20

MISSIONS
Au sein d'une équipe
de six agents, l'agent
assure l'entretien
courant des bâtiments
communautaires et
les petits travaux
de plomberie et d'é-
lectricité.`,
    company: "Communauté d'Agglomération du Pays de la Rance",
    position: "Agent de Maintenance des Bâtiments",
    manager: null,
    language: "fr",
  },
  {
    name: "a board's search form, a back link in angle brackets and a work word inside the employer's name (set 19)",
    text: `jobsnearby
Search jobs   Company reviews   Sign in

plumber  in  Tasmania                                    [ Search ]

< Back to search results

Maintenance Plumber - Hobart campus | Permanent
Southern Remote Housing Cooperative
Hobart TAS
Full time

About us
Southern Remote Housing Cooperative manages 900 homes across southern Tasmania.`,
    company: "Southern Remote Housing Cooperative",
    position: "Maintenance Plumber",
  },
  {
    name: "an agency 'delighted to be working with' its client; the manager after a capitalised role and a title (set 19)",
    text: `Cheviot Hospitality Recruitment

Head Chef - Country House Hotel, Alnwick

Cheviot Hospitality Recruitment is delighted to be working with Harelaw Hall Hotel, a 40-bedroom
country house hotel in the Northumberland hills.

Our client is looking for an experienced Head Chef to lead a brigade of six. You'll be
line-managed by General Manager Mrs. Fenella Ord, who joined the hotel in 2019.

Cheviot Hospitality Recruitment Ltd is acting as an employment agency in relation to this vacancy.`,
    company: "Harelaw Hall Hotel",
    position: "Head Chef",
    manager: "Fenella Ord",
    agency: "Cheviot Hospitality Recruitment",
  },
  {
    name: "'you'll report to him' after the person the sentence opens with (set 19)",
    text: `Harborline Canvas Works
Canvas Fabricator

Odette Lamarre, our shop manager and a canvas maker for thirty years, runs the floor and you'll
report to her. She'll start you on boat covers.

What you need
- Two years on an industrial sewing machine`,
    company: "Harborline Canvas Works",
    position: "Canvas Fabricator",
    manager: "Odette Lamarre",
  },
  {
    name: "a classifieds title with a count '(x3)', 'Works' as a firm word and '(Private) Limited' (set 19)",
    text: `Home / Jobs / Engineering / Fitter and Turner

FITTER AND TURNER (x3)
Gweru Pump Works
📍 Gweru   🕒 Full Time

Gweru Pump Works (Private) Limited repairs mining pumps. We have vacancies for three (3)
Fitters and Turners.

How to Apply
Send your CV to: The Human Resources Manager
Gweru Pump Works`,
    company: "Gweru Pump Works",
    position: "Fitter and Turner",
  },
  {
    name: "a post's handle over its display name; hashtags; 'HIRING ⛵ X wanted'; a role in small letters before the name (set 19)",
    text: `Threads

bluelagoonboatyard  ✓  3d
Blue Lagoon Boatyard

WE'RE HIRING ⛵ Rigger wanted, full time, here in Marigot. You'll be working under our lead rigger
Tobias "Toby" Fleming, who's been splicing here since 2004.

what you need:
→ at least 2 yrs in a rigging shop

#rigger #stmartin #boatjobs`,
    company: "Blue Lagoon Boatyard",
    position: "Rigger",
    manager: "Tobias Fleming",
  },
  {
    name: "a German label that names the boss; the office contact only answers questions (set 19)",
    text: `Zimmerei Hansen
Zimmerer (m/w/d) in Vollzeit

Wir sind ein Familienbetrieb mit neun Mitarbeitenden.

Ihr Ansprechpartner auf der Baustelle und Chef: Jens Hansen, Inhaber und Zimmermeister.

Fragen zur Bewerbung beantwortet Ihnen gern Frau Maike Lorenzen aus unserem Büro unter 04841 555 20.`,
    company: "Zimmerei Hansen",
    position: "Zimmerer",
    manager: "Jens Hansen",
    language: "de",
  },
  {
    name: "an agency for 'son client', a title after its article in a sentence, a name broken over a short line (set 19)",
    text: `OFFRE D'EMPLOI – ABIDJAN

Ivoire Talents
Publiée le : 02/12/2026

Ivoire Talents, cabinet de recrutement, recherche pour le compte de son client,
Lagune Froid Industriel SA, spécialiste de la chaîne du froid en Afrique de l'Ouest, un Électromécanicien Froid (H/F).

Rattaché au Responsable technique, M. Serge
Kouadio Yao, vous assurez la maintenance des chambres froides.`,
    company: "Lagune Froid Industriel",
    position: "Électromécanicien Froid",
    manager: "Serge Kouadio Yao",
    language: "fr",
  },
  {
    name: "'et sera votre N+1' wrapped onto the next line names the manager before it (set 19)",
    text: `Menuiserie Arnaud
Menuisier poseur (H/F) – CDI

Notre atelier fabrique et pose des menuiseries bois depuis 1987.

Sandrine Arnaud-Petit, gérante et menuisière depuis vingt ans, vous accueillera sur les chantiers et sera
votre N+1.`,
    company: "Menuiserie Arnaud",
    position: "Menuisier poseur",
    manager: "Sandrine Arnaud-Petit",
    language: "fr",
  },
  {
    name: "'Dependerá directamente del …, Ing. Agr. …' names the manager (set 19)",
    text: `Viñedos del Cerro Chapeu
Encargado/a de viñedo

Viñedos del Cerro Chapeu busca encargado/a de viñedo para su finca en Rivera.

Dependerá directamente del Director Técnico, Ing. Agr. Rodrigo Pereira Sosa, y tendrá a su cargo
un equipo de 8 personas.`,
    company: "Viñedos del Cerro Chapeu",
    position: "Encargado/a de viñedo",
    manager: "Rodrigo Pereira Sosa",
    language: "es",
  },
  {
    name: "a shop that signs a classified with its name alone; the kind of advertiser is no employer (set 19)",
    text: `Publicar anuncio gratis                                         Mis anuncios   Acceder

SE BUSCA RESTAURADOR DE RELOJES (SEVILLA)
Profesional · Sevilla · Ref: 771023 · Renovado hace 1 día

Taller con más de 30 años restaurando relojes de pared y de bolsillo busca restaurador para
jornada completa. Trabajo de taller con relojes antiguos y modernos.

Interesados llamar en horario de taller o mandar CV por el chat.

Relojes Giralda

Denunciar anuncio`,
    company: "Relojes Giralda",
    position: "Restaurador de Relojes",
    language: "es",
  },
  {
    name: "a cook's title over a field block; an 'Attention:' line names the addressee, not the job (set 19)",
    text: `Northern Work Board
Job Seekers | Employers | Events | Log In

Bunkhouse Cook - Exploration Camp (fly-in), 2027 season
Employer:               Tagish Drilling Ltd.
Location:               Atlin area, British Columbia
Wage:                   $29.00 per hour

Tagish Drilling runs a camp of 30 and needs a cook for three meals a day.

How to apply
Email your resume to jobs@tagishdrilling.example
Attention: Marnie Holt, camp administrator`,
    company: "Tagish Drilling",
    position: "Bunkhouse Cook",
    manager: "Marnie Holt",
  },
  {
    name: "a title and a bracketed form of address before the manager's name; HR only answers questions (set 20)",
    text: `Careers at Hillcrest Hospitals

Speech and Language Therapist

We are looking for a Speech and Language Therapist to join our rehabilitation team. You will report to the Head of Therapy Services, Dr. (Ms.) Anoma Jayasuriya, and work closely with our neurologists.

For questions about the application process, please contact Ms. Chathuri Silva, Manager – Talent Acquisition.`,
    company: "Hillcrest Hospitals",
    position: "Speech and Language Therapist",
    manager: "Anoma Jayasuriya",
  },
  {
    name: "a LinkedIn message: the sender's headline under 'Name · 2nd' is not the job; the subject is (set 20)",
    text: `Messaging
Priya Raman · 2nd
Senior Consultant – Marine & Offshore | Harbourline Talent | Singapore · Perth

NOV 3, 2026
InMail

Chief Mate – LNG carrier – 4-month rotation

Hi Tomas,

I'm working on behalf of a ship manager in Singapore who needs an experienced Chief Mate for an LNG carrier.`,
    company: "",
    position: "Chief Mate",
  },
  {
    name: "a newspaper notice: 'to fill the position of:' over the title in capitals; an addressee's role run into the firm (set 20)",
    text: `CLASSIFIEDS

BERBICE RICE MILLERS INC.
invites applications from suitably qualified persons to fill the
position of:

MILL ELECTRICIAN
(NO. 2 MILL – BLAIRMONT)

The successful candidate will maintain motors and switchgear.

Applications should be addressed to:
The Personnel Manager
Berbice Rice Millers Inc.`,
    company: "Berbice Rice Millers",
    position: "Mill Electrician",
  },
  {
    name: "a board's name that reads like a job, Workday's small-letter fields and a careers site's name (set 20)",
    text: `Pacific Isles Air Careers
Search for Jobs     Candidate Home     Sign In

Cabin Service Supervisor – Apia Base

locations
Faleolo International Airport, Samoa
time type
Full time

About us
Pacific Isles Air Limited flies from Apia to eight destinations.`,
    company: "Pacific Isles Air",
    position: "Cabin Service Supervisor",
  },
  {
    name: "'durch unseren Kunden, Überzahlung' names no client; 'Ansprechpartner und Vorgesetzter ist …' names the boss (set 20)",
    text: `Spengler:in – Vollzeit – Raum Feldkirch
Montafon Personalservice GmbH

Für unseren Kunden, einen Familienbetrieb für Dach und Fassade, suchen wir eine:n Spengler:in.

Wir bieten: Übernahme durch unseren Kunden, Überzahlung, Arbeitskleidung.`,
    company: "",
    position: "Spengler:in",
    agency: "Montafon Personalservice",
    language: "de",
  },
  {
    name: "'sous l'autorité hiérarchique du …, Dr Vét. …'; a secretary who takes applications is no manager (set 20)",
    text: `Vétérinaire d'élevage (H/F)
Ferme Avicole du Gharb

Vous serez placé(e) sous l'autorité hiérarchique du Directeur technique, Dr Vét. Karim Alaoui, et suivrez 20 bâtiments.

Dossier à adresser z. Hd. Frau Nadia Idrissi, Sekretariat, ou à recrutement@fag.ma.`,
    company: "Ferme Avicole du Gharb",
    position: "Vétérinaire d'élevage",
    manager: "Karim Alaoui",
    language: "fr",
  },
  {
    name: "'SE NECESITA' and a town with its region in brackets; a classifieds site's name (set 20)",
    text: `Encuentra24
Costa Rica › Empleos › Turismo

SE NECESITA INSTRUCTOR DE SURF (Tamarindo, Guanacaste)
₡ 380.000 / mes

Descripción
Escuela Ola Verde, escuela de surf en la playa de Tamarindo, busca instructor para unirse a nuestro equipo.`,
    company: "Escuela Ola Verde",
    position: "Instructor de Surf",
    language: "es",
  },
  {
    name: "a town that ends like an agent noun is no title; 'Terug naar zoekresultaten' is chrome (set 20)",
    text: `‹ Terug naar zoekresultaten

Schipper binnenvaart (droge lading) – Harlingen – 7/7 vaart
Rederij De Vries-Postma
Harlingen    40 uur    Vast contract

Over het bedrijf
Rederij De Vries-Postma is een familierederij uit Harlingen met drie schepen. Vanuit Harlingen varen we naar Duitsland.`,
    company: "Rederij De Vries-Postma",
    position: "Schipper binnenvaart (droge lading)",
    language: "nl",
  },
  {
    name: "an agency 'busca, para X S.A.,'; a person at the client is not the client (set 20)",
    text: `Andes Selección S.R.L. busca, para Viñedos del Limarí S.A., empresa productora de vinos, un/a Jefe/a de Bodega.

Reportará al Gerente de Producción de nuestro cliente, Sr. Tomás Araya Pizarro.`,
    company: "Viñedos del Limarí",
    position: "Jefe/a de Bodega",
    manager: "Tomás Araya Pizarro",
    language: "es",
  },
  {
    name: "a letterhead that ends in 'Service'; 'led by the …, Mr …, to whom the post reports' (set 21)",
    text: `NORTHERN ISLES FERRY BOOKING SERVICE
Harbour Office, Kirkwall

JOB DESCRIPTION

POST TITLE: Reservations Officer

The postholder joins a team of four officers led by the Reservations Manager, Mr Torquil Rendall, to whom the post reports.

For an informal chat please contact Ms Ina Flett, Senior Officer, on 01856 555 010.`,
    company: "Northern Isles Ferry Booking Service",
    position: "Reservations Officer",
    manager: "Torquil Rendall",
  },
  {
    name: "the reporting line names only a role: the HR officer applications go to is not the manager (set 21)",
    text: `Seed Laboratory Assistant – Hollins Grain Co-operative Ltd

Reporting to the Quality Supervisor, the Seed Laboratory Assistant runs germination and purity tests.

Send your CV to jobs@hollinsgrain.co.uk, for the attention of Mr. Dwayne Ellis, HR Officer.`,
    company: "Hollins Grain Co-operative",
    position: "Seed Laboratory Assistant",
    manager: null,
  },
  {
    name: "the role the job reports to, held by the person applications go to, stays the addressee (set 21)",
    text: `Payroll Clerk – Marlow Fabrics Ltd

Reporting to our Finance Manager, you will run the weekly payroll.

Send your CV for the attention of Ms Petra Lind, Finance Manager.`,
    company: "Marlow Fabrics",
    position: "Payroll Clerk",
    manager: "Petra Lind",
  },
  {
    name: "'son service …, dirigé par le Dr …' names the head the label gives only as a role (set 21)",
    text: `CLINIQUE SAINT-LUC DES CAYES

Titre du poste :        Infirmier anesthésiste
Supérieur hiérarchique : Chef du service d'anesthésie

La Clinique Saint-Luc des Cayes (CSLC) est une clinique privée. Son service d'anesthésie, dirigé par le Dr Jean-Robert Pierre, réalise 3 000 interventions par an.

Renseignements : Mme Nadège Louis, Responsable des ressources humaines.`,
    company: "Clinique Saint-Luc des Cayes",
    position: "Infirmier anesthésiste",
    manager: "Jean-Robert Pierre",
    language: "fr",
  },
  {
    name: "'our sail loft is run by …, and you'll answer straight to him'; 'working under Engr. …' (set 21)",
    text: `Sail Maker – Harbour Sails Ltd

Our loft is run by Desmond Achebe, our head sailmaker, and you'll answer straight to him.`,
    company: "Harbour Sails",
    position: "Sail Maker",
    manager: "Desmond Achebe",
  },
  {
    name: "an engineer's title 'Engr.' before the name (set 21)",
    text: `Welding Inspector – Indus Pipe Fabricators (Pvt) Ltd

You will join our QA department, working under Engr. Tariq Mehmood Qureshi (QA Manager).`,
    company: "Indus Pipe Fabricators",
    position: "Welding Inspector",
    manager: "Tariq Mehmood Qureshi",
  },
  {
    name: "an X post: the tag between emoji, and 'role reports to me' from the author over their handle (set 21)",
    text: `X
←  Post

Losa Fonoti 🇹🇴
@losa_fonoti · Follow
Head Coach, Tupou Rowing Club.

🚣 HIRING 🚣 Assistant Rowing Coach – Tupou Rowing Club, Nukuʻalofa. Role reports to me. DM me 👇`,
    company: "Tupou Rowing Club",
    position: "Assistant Rowing Coach",
    manager: "Losa Fonoti",
  },
  {
    name: "Malay forms of address before a name with 'binti' and 'Haji' inside it (set 21)",
    text: `Finance Executive – Syarikat Bumi Makmur Sdn Bhd

Reporting to the Head of Finance, Dayang Hajah Rosnah binti Haji Mohd Ali, the Finance Executive keeps the ledgers.`,
    company: "Syarikat Bumi Makmur",
    position: "Finance Executive",
    manager: "Rosnah binti Haji Mohd Ali",
  },
  {
    name: "an agency's client with a legal form in brackets: 'Our client, X (Pty) Ltd, runs …' (set 21)",
    text: `From: Sipho Dlamini <sipho@lowveldtalent.co.sz>
Subject: Boiler Operator – Manzini

Our client, Mbabane Timber Mills (Pty) Ltd, runs two sawmills and needs a Boiler Operator.`,
    company: "Mbabane Timber Mills",
    position: "Boiler Operator",
    language: "en",
  },
  {
    name: "'Ihre Dienstvorgesetzte ist Pastorin …'; 'unter der Leitung von Dr. med. vet. …' (set 21)",
    text: `Kirchengemeinde Sankt Marien Husum sucht eine Küsterin (m/w/d)

Ihre Dienstvorgesetzte ist Pastorin Maren Lüth. Fragen beantwortet der Vorsitzende des Kirchengemeinderats, Herr Ole Jensen.`,
    company: "Kirchengemeinde Sankt Marien Husum",
    position: "Küsterin",
    manager: "Maren Lüth",
    language: "de",
  },
  {
    name: "a French agency for 'son client, la …' over a line's end; the client's boss named surname first in capitals (set 21)",
    text: `Chef d'égrenage H/F - Korhogo

Type de contrat : CDI

Description du poste :
CABINET SAVANE RH, cabinet de recrutement agréé, recrute pour le compte de
son client, la Coopérative Cotonnière du Nord (CCN), un (1) CHEF D'ÉGRENAGE H/F.

Sous l'autorité du Directeur technique de notre client, TRAORÉ Awa Mariam, le Chef d'égrenage dirige l'usine.`,
    company: "Coopérative Cotonnière du Nord",
    position: "Chef d'égrenage",
    manager: "Awa Mariam Traoré",
    language: "fr",
  },
  {
    name: "a Spanish agency 'busca para su cliente X'; 'Reportará al maestro …, don …' (set 21)",
    text: `Talabartero
$12,000 - $15,000 Mensual

Descripción
Selecta Sur Consultores, agencia de reclutamiento, busca para su cliente
Talabartería El Roble, S.A. de C.V., taller de artículos de piel, un(a) Talabartero.

Reportará al maestro del taller, don Aurelio Cruz Benítez, y trabajará con seis artesanos.`,
    company: "Talabartería El Roble",
    position: "Talabartero",
    manager: "Aurelio Cruz Benítez",
    language: "es",
  },
  {
    name: "Dutch 'je werkt rechtstreeks onder mr. …'; a public body named with its initials over a line's end (set 21)",
    text: `Vacature

De Directie Personeel maakt bekend dat bij de Dienst Openbare Werken en
Waterbeheer (DOWW) de volgende functie vacant is:

Functie:                 Opzichter riolering
Afdeling:                Riolering, sector Zuid
Direct leidinggevende:   Hoofd Riolering

Je werkt rechtstreeks onder ir. Marco Croes, hoofdingenieur.`,
    company: "Dienst Openbare Werken en Waterbeheer",
    position: "Opzichter riolering",
    manager: "Marco Croes",
    language: "nl",
  },
  {
    name: "'Direct leidinggevende: Hoofd …' is a role, not a person (set 21)",
    text: `Functie:                 Beveiliger
Afdeling:                Toegangscontrole
Direct leidinggevende:   Hoofd Toegangscontrole

Bij de Dienst Luchtvaart en Beveiliging (DLB) bewaak je de toegang tot de luchthaven.`,
    company: "Dienst Luchtvaart en Beveiliging",
    position: "Beveiliger",
    manager: null,
    language: "nl",
  },
  {
    name: "a webmail's folder list and label chip around the subject line of an agency's e-mail (set 22)",
    text: `Gmail
Compose
Inbox            1,204
Starred
Snoozed
Sent
Drafts              3
More

Dental Nurse – Guernsey – relocation support   Inbox ×

Tom Ogier <tom@sarniastaff.gg>

Hi Aoife,

I'm recruiting on behalf of a client of ours, a dental practice in St Peter Port.

Tom Ogier
Sarnia Staff Recruitment Ltd`,
    company: "",
    position: "Dental Nurse",
  },
  {
    name: "a LinkedIn post whose author line uses a bullet before '2nd'; 'the deputy of the …, Mr …' (set 22)",
    text: `Dr Ana Tupou • 2nd
Head of Radiology at Vaiola Imaging | FRANZCR
3d • Edited

We're looking for a Sonographer to join my team at Vaiola Imaging in Nukuʻalofa.`,
    company: "Vaiola Imaging",
    position: "Sonographer",
  },
  {
    name: "'the deputy of the Plant Manager, Mr …'; a Tongan name that opens with a glottal stop (set 22)",
    text: `Shift Supervisor – Ha'apai Fish Processors Ltd

The post holder is the deputy of the Plant Manager, Mr ‘Ofa Vainikolo, and takes charge in his absence.`,
    company: "Ha'apai Fish Processors",
    position: "Shift Supervisor",
    manager: "‘Ofa Vainikolo",
  },
  {
    name: "an agency 'proud to partner with X (Pty) Ltd'; a careers page's field table without colons (set 22)",
    text: `Grain Grader – Maseru

Department            Operations
Location              Maseru, Lesotho
Employment Type       Full-Time

Basotho Agri Recruitment is proud to partner with Mafeteng Grain Traders (Pty) Ltd, a grain buyer. Our client is looking for a Grain Grader.`,
    company: "Mafeteng Grain Traders",
    position: "Grain Grader",
  },
  {
    name: "'hotelcareer' and 'EURES' are job sites; a field table's 'Arbeitgeber' that points to the text; s.r.o. (set 22)",
    text: `EURES – Das europäische Portal zur beruflichen Mobilität

Glasschleifer (m/w/d)

Arbeitgeber                    Angaben im Stellenbeschreibungstext
Arbeitsort                     Kamenický Šenov, Tschechien
Vertragsart                    Unbefristet
Arbeitszeit                    Vollzeit

Die Schleiferei Kamenná Růže s.r.o. in Kamenický Šenov stellt seit 1921 geschliffene Gläser her.`,
    company: "Schleiferei Kamenná Růže",
    position: "Glasschleifer",
    language: "de",
  },
  {
    name: "a markdown table's 'Reporta a' row; 'sous la responsabilité directe de Si …'; Dutch 'de heer' (set 22)",
    text: `# Asistente de bodega – Bodega Cerro Alto

| **Área** | Bodega |
| **Reporta a** | Rosa Quispe Mamani, enóloga jefe |

Bodega Cerro Alto busca un/a Asistente de bodega. Buscamos una persona con experiencia en vendimia y en el laboratorio, con ganas de aprender y trabajar en equipo.`,
    company: "Bodega Cerro Alto",
    position: "Asistente de bodega",
    manager: "Rosa Quispe Mamani",
    language: "es",
  },
  {
    name: "'sous la responsabilité directe de Si …' and Dutch 'de heer' before a name (set 22)",
    text: `Huilerie Ben Salah recrute un Responsable maintenance (H/F). Placé(e) sous la responsabilité directe de Si Karim Ben Salah, directeur général, vous assurez la maintenance du moulin.`,
    company: "Huilerie Ben Salah",
    position: "Responsable maintenance",
    manager: "Karim Ben Salah",
    language: "fr",
  },
  {
    name: "Dutch 'je rapporteert aan de …, de heer …' (set 22)",
    text: `Slijper (m/v/x) – Diamant Atelier Shah BV

Je rapporteert aan de atelierverantwoordelijke, de heer Rajesh Shah.`,
    company: "Diamant Atelier Shah",
    position: "Slijper",
    manager: "Rajesh Shah",
    language: "nl",
  },
  {
    name: "a 'Reports to:' value with the person in brackets mid-line (set 23)",
    text: `Al Nakheel Riding Club is hiring a Stable Hand.

Reports to: Head Groom (Ms. Fiona Gallagher), working closely with the club farrier.

We need someone who can lunge, clip and muck out.`,
    company: "Al Nakheel Riding Club",
    position: "Stable Hand",
    manager: "Fiona Gallagher",
  },
  {
    name: "a markdown field table: 'Reports to | Role – Name' (set 23)",
    text: `# Cellar Hand – Morne Ridge Estate

| Field          | Detail                          |
| -------------- | ------------------------------- |
| **Location**   | Soufrière                       |
| **Reports to** | Head Cellarmaster – Odile Joseph |
| **Type**       | Seasonal                        |`,
    company: "Morne Ridge Estate",
    position: "Cellar Hand",
    manager: "Odile Joseph",
  },
  {
    name: "a Mongolian two-letter initial: 'report to Ch. Ganbold' (set 23)",
    text: `Senior Geotechnical Engineer – Altan Uul Mining LLC

You'll report to Ch. Ganbold, Head of Geotechnics, and work with the pit supervisors.`,
    company: "Altan Uul Mining",
    position: "Senior Geotechnical Engineer",
    manager: "Ch. Ganbold",
  },
  {
    name: "German 'und bist … unterstellt' with an Italian title, and 'Herrn ZTM' (set 23)",
    text: `Pistenmaschinenfahrer (m/w/d) – Bergbahnen Kronplatz Süd GmbH

Du arbeitest im Team von 9 Fahrern und bist direkt unserem Pistenchef, Geom. Markus
Pescoller, unterstellt.`,
    company: "Bergbahnen Kronplatz Süd",
    position: "Pistenmaschinenfahrer",
    manager: "Markus Pescoller",
    language: "de",
  },
  {
    name: "Dutch initials with the name used in brackets: 'de heer P.J. (Pieter) Hassel' (set 23)",
    text: `Havenmeester (m/v/x) – Haven Sint Eustatius

Je valt onder de hoofd haven, de heer P.J. (Pieter) Gibbs.`,
    company: "Haven Sint Eustatius",
    position: "Havenmeester",
    manager: "Pieter Gibbs",
    language: "nl",
  },
  {
    name: "French agency: 'Notre client, la société X SA', and 'le Cdt …' as the manager (set 23)",
    text: `OFFRE : Chef mécanicien (H/F) – Port de Douala

Notre client, la société Wouri Manutention Portuaire SA, filiale d'un groupe logistique, recherche un Chef mécanicien (H/F).

Rattachement : le poste est placé sous l'autorité du Directeur technique de notre client, le Cdt Paul
Ebongue Mbappe.`,
    company: "Wouri Manutention Portuaire",
    position: "Chef mécanicien",
    manager: "Paul Ebongue Mbappe",
    language: "fr",
  },
  {
    name: "a PDF form's field table with a wrapped label and value, rows apart (set 23)",
    text: `                    SOCIÉTÉ SUCRIÈRE DE SAVÈ S.A.

                         FICHE DE POSTE

 Intitulé du poste        Responsable de la chaufferie (H/F)

 Lieu d'affectation       Usine de Savè

 Rattachement             Directeur Technique, Mme Edwige
 hiérarchique             AGBOTON

 Type de contrat          CDI`,
    company: "Société Sucrière de Savè",
    position: "Responsable de la chaufferie",
    manager: "Edwige Agboton",
    language: "fr",
  },
  {
    name: "Spanish 'En X seguimos creciendo … abrimos 3 plazas de Y para' (set 23)",
    text: `En Panadería Los Laureles seguimos creciendo y abrimos 3 plazas de HORNERO/A DE PANADERÍA ARTESANAL para
nuestro obrador de Moca. Si te gusta madrugar, esto es para ti.`,
    company: "Panadería Los Laureles",
    position: "Hornero/a de Panadería Artesanal",
    language: "es",
  },
  {
    name: "a government circular's 'MINISTRY :' field names the employer (set 23)",
    text: `VACANCY CIRCULAR No. 12 / 2026

POST                    :  Fisheries Officer (1 post)
MINISTRY                :  Ministry of Fisheries and Ocean Resources (MFOR)
DIVISION                :  Coastal Fisheries Division – Licensing Unit
RESPONSIBLE TO          :  Director of Fisheries`,
    company: "Ministry of Fisheries and Ocean Resources (MFOR)",
    position: "Fisheries Officer",
  },
  {
    name: "a Dutch agency: '…werving' in its name, and 'Voor onze' / 'opdrachtgever' over a line's end (set 23)",
    text: `POOLSTER ZORGWERVING
Vacatures    Over ons    Contact

Fysiotherapeut in Zweden (m/v/x)

Voor onze
opdrachtgever, een regionale zorgorganisatie in Noord-Zweden, zoeken wij twee fysiotherapeuten.`,
    company: "",
    position: "Fysiotherapeut in Zweden",
    language: "nl",
  },
  {
    name: "Québec French 'tu relèveras de …' (set 24)",
    text: `Technicien(ne) en soutien informatique – Caisse Desjardins de Beauce

Notre équipe TI cherche un(e) technicien(ne). Tu relèveras de Julie Poulin-Lessard, cheffe, soutien TI.`,
    company: "Caisse Desjardins de Beauce",
    position: "Technicien en soutien informatique",
    manager: "Julie Poulin-Lessard",
    language: "fr",
  },
  {
    name: "Spanish 'a las órdenes de nuestro jefe de sala, …' (set 24)",
    text: `Camarero/a de sala – Restaurante La Barraca

Buscamos un/a camarero/a de sala. Trabajarás a las órdenes de nuestro jefe de sala, Joan Martí Soler.`,
    company: "Restaurante La Barraca",
    position: "Camarero/a de sala",
    manager: "Joan Martí Soler",
    language: "es",
  },
  {
    name: "Spanish 'reportará a la Cra. …' (set 24)",
    text: `Auxiliar contable – Estudio Contable Rivera S.R.L.

La persona seleccionada reportará a la Cra. Ana Laura Pereira, Jefa de Administración.`,
    company: "Estudio Contable Rivera",
    position: "Auxiliar contable",
    manager: "Ana Laura Pereira",
    language: "es",
  },
  {
    name: "a Malaysian 'a/p' name, and 'who will also be your supervisor' (set 24)",
    text: `Accounts Executive – Seri Alam Foods Sdn Bhd

The Accounts Executive reports to Priya a/p Ramasamy, our Finance Manager.`,
    company: "Seri Alam Foods",
    position: "Accounts Executive",
    manager: "Priya a/p Ramasamy",
  },
  {
    name: "'…, our lead vet, who will also be your supervisor' (set 24)",
    text: `Veterinary Nurse – Harbour Vets Ltd

You will work chairside with Dr. Ana Quitugua-Reyes, DVM, our lead vet, who will also be your supervisor.`,
    company: "Harbour Vets",
    position: "Veterinary Nurse",
    manager: "Ana Quitugua-Reyes",
  },
  {
    name: "a Discord post: the author manages the job ('You'd report to' / 'me directly'), the title up to a dash (set 24)",
    text: `# job-board

**Tomasi Vake (Namoli Software)** — Today at 09:40

## We're hiring: Junior Mobile Developer — Suva (on site)

I'm the CTO at **Namoli Software**, a 9-person studio. You'd report to
me directly and pair with our senior dev.`,
    company: "Namoli Software",
    position: "Junior Mobile Developer",
    manager: "Tomasi Vake",
  },
  {
    name: "an agency's client wrapped over a line's end, and 'selecciona para su cliente' (set 24)",
    text: `Subject: Opportunity: Stores Supervisor – Muscat

Dear Ravi,

We would like to discuss an opening with our client, Rusayl Cold
Chain Services, a regional distributor. Please reply with your CV.

Kind regards,
Anita, Recruitment Consultant, Gulfstaff Recruitment`,
    company: "Rusayl Cold Chain Services",
    position: "Stores Supervisor",
    agency: "Gulfstaff Recruitment",
  },
  {
    name: "a classifieds site's menu row with 'Log in or sign up', and a place after the title's dash (set 25)",
    text: `carzone      Motors   Homes   Jobs                 Log in or sign up    Post an Ad

Van Delivery Driver – Own Van Provided – Deira / Jumeirah
AED 3,000 - 3,800 per month
Blue Heron Logistics LLC

Blue Heron Logistics LLC runs same-day parcel routes across Jumeirah. We need 10 van drivers for our Deira and
Jumeirah depots.`,
    company: "Blue Heron Logistics",
    position: "Van Delivery Driver",
  },
  {
    name: "an '-or' or '-ian' title the body names after an article and adjectives, and a grade's numeral (set 25)",
    text: `Playroom Educator – Toddler Room
Little Acorns Nursery Ltd
Galway

We are looking for a kind, patient Playroom Educator to join our toddler team.`,
    company: "Little Acorns Nursery",
    position: "Playroom Educator",
  },
  {
    name: "a chat's contact name over 'last seen', and a client the agency will name later (set 25)",
    text: `Imran – Desert Star Manpower
+971 5555 0199
last seen today at 09:02

Salam bhai, pls check 👇

*Tandoor Cook*
For a leading restaurant group in Sharjah (client name will be shared after shortlisting)
Salary: AED 2,200 + food + accommodation`,
    company: "",
    position: "Tandoor Cook",
  },
  {
    name: "a board's 'back to search results' trail and a job family in a 'Fonction' field (set 25)",
    text: `Terug naar zoekresultaten magazijnmedewerker · Goes

Orderpicker koelcel – Goes – dagdienst
Zeeuwse Vers Groothandel

Fonction : Logistique / Transport

Zeeuwse Vers Groothandel zoekt een orderpicker voor de koelcel.`,
    company: "Zeeuwse Vers Groothandel",
    position: "Orderpicker koelcel",
    language: "nl",
  },
  {
    name: "a shop named after its kind ('La boulangerie …') and a place after the title's dash (set 25)",
    text: `Vendeur / Vendeuse – Boulangerie – Médina 2
90 000 FCFA
Dakar, Médina • Publiée le 12 nov. 2026

Description

La boulangerie Pain Doré de Médina 2 recrute une vendeuse pour le comptoir.`,
    company: "Pain Doré",
    position: "Vendeur / Vendeuse",
    language: "fr",
  },
  {
    name: "the team's head in apposition, an Austrian 'Mag.a', a Spanish 'a cargo de' and 'heißt' (set 25)",
    text: `Kitchen Porter
Coral Coast Resort

Our Head Chef, Mr Sefo Nainoca, leads a brigade of 22 and trains every new porter himself.`,
    company: "Coral Coast Resort",
    position: "Kitchen Porter",
    manager: "Sefo Nainoca",
  },
  {
    name: "an Austrian manager with 'Mag.a' (set 25)",
    text: `Büroassistenz (m/w/d)
Lindner Facility GmbH, Linz

Ihre Vorgesetzte ist Frau Mag.a Petra Gruber-Lang, Leitung Verwaltung.`,
    company: "Lindner Facility",
    position: "Büroassistenz",
    manager: "Petra Gruber-Lang",
    language: "de",
  },
  {
    name: "a Spanish ward 'a cargo de la Lic. en Enf. …' (set 25)",
    text: `Enfermero/a – Terapia Intermedia
Clínica del Sol, Córdoba

Incorporamos enfermeros/as para Terapia Intermedia. El servicio está a cargo de la Lic. en Enf. Laura Benítez Ruiz, jefa de servicio.`,
    company: "Clínica del Sol",
    position: "Enfermero/a",
    manager: "Laura Benítez Ruiz",
    language: "es",
  },
  {
    name: "a German chat's 'die Filialleiterin heißt …' (set 25)",
    text: `Verkäufer (m/w/d) für unsere Filiale in Ettelbruck
Bäckerei Hoffmann-Kieffer

Bewerbungen an jobs@hoffmann-kieffer.lu. Falls Fragen sind: die Filialleiterin heißt Sandra Kieffer.`,
    company: "Bäckerei Hoffmann-Kieffer",
    position: "Verkäufer",
    manager: "Sandra Kieffer",
    language: "de",
  },
  {
    name: "a Dutch teacher's title ('Leerkracht') over the school and its board (set 24 read again)",
    text: `Onderwijsvacatures.nl

Leerkracht groep 3 (0,6 fte)
Basisschool De Klimop – Stichting Kindcentra Zuid-Limburg
Heerlen · Primair onderwijs · Schaal L10`,
    company: "Basisschool De Klimop",
    position: "Leerkracht groep 3",
    language: "nl",
  },
  {
    name: "a 'Fiche de poste' heading is no employer (set 12 read again)",
    text: `Fiche de Poste
Secrétaire médicale (H/F)

La Clinique Saint-Roch recrute une secrétaire médicale pour son service d'imagerie.
La Clinique Saint-Roch compte 120 lits.`,
    company: "Clinique Saint-Roch",
    position: "Secrétaire médicale",
    language: "fr",
  },
  {
    name: "a board's 'Apply Now Shortlist Share' row, a title whose first word is a firm's, and 'Md.' (set 26)",
    text: `jobsbd.example

Apply Now    Shortlist    Share

Clinic Receptionist (Full-time, 6 days)
Dhanmondi Family Clinic Ltd.
Junior Officer

Dhanmondi Family Clinic Ltd. is a busy general practice. The selected candidate will report to our Practice Manager, Md. Rafiqul Islam.`,
    company: "Dhanmondi Family Clinic",
    position: "Clinic Receptionist",
    manager: "Md. Rafiqul Islam",
  },
  {
    name: "a Mexican 'Te reportarás con …' (set 26)",
    text: `Ejecutivo de Cobranza
Financiera del Bajío
León, Guanajuato

Te reportarás con la Coordinadora de Cobranza de la sucursal, Lic. Daniela Ríos Ochoa.`,
    company: "Financiera del Bajío",
    position: "Ejecutivo de Cobranza",
    manager: "Daniela Ríos Ochoa",
    language: "es",
  },
  {
    name: "a Dutch 'wordt direct aangestuurd door … mw. …' (set 26)",
    text: `Baliemedewerker
Gemeente Sint Eustatius

De baliemedewerker wordt direct aangestuurd door de teamleider Publiekszaken, mw. Ingrid Spanner-Lopes.`,
    company: "Gemeente Sint Eustatius",
    position: "Baliemedewerker",
    manager: "Ingrid Spanner-Lopes",
    language: "nl",
  },
  {
    name: "a post's writer who introduces themselves and says 'report directly to me' (set 26)",
    text: `Pool Attendant – Sea Grape Cabanas

Hi all! I'm Keisha Usher, owner of Sea Grape Cabanas, a 12-room place on the beach. You'd report directly to me.`,
    company: "Sea Grape Cabanas",
    position: "Pool Attendant",
    manager: "Keisha Usher",
  },
  {
    name: "'works with the … Manager, Ms. …' and a surname that is also a word after 'Mr.' (set 27)",
    text: `Store Assistant
Golden Lotus Trading Co., Ltd.

The Store Assistant works with the Warehouse Manager, Ms. Sok Dara, on daily stock counts. You will report to the Area Manager, Mr. Park Min-jun, once a month.`,
    company: "Golden Lotus Trading Co.",
    position: "Store Assistant",
    manager: "Sok Dara",
  },
  {
    name: "'join our Spa Manager … and her team' names the manager (set 27)",
    text: `Nail Technician
Coral Bay Resort Spa

We are looking for a Nail Technician to join our Salon Manager Made Ayu Lestari and her team of four.`,
    company: "Coral Bay Resort Spa",
    position: "Nail Technician",
    manager: "Made Ayu Lestari",
  },
  {
    name: "German 'Sie unterstehen dem Betriebsleiter Ing. …' over a contact person (set 27)",
    text: `Pistenraupenfahrer (m/w/d)
Bergbahnen Sonnjoch AG

Sie unterstehen dem Betriebsleiter Ing. Lukas Pfitscher.
Auskünfte erteilt Frau Anna Gruber (Personalbüro).`,
    company: "Bergbahnen Sonnjoch",
    position: "Pistenraupenfahrer",
    manager: "Lukas Pfitscher",
    language: "de",
  },
  {
    name: "Spanish 'Trabajarás directamente con la Dra. …' and an 'Immediate supervisor:' field (set 27)",
    text: `Auxiliar de farmacia
Farmacia San Rafael

Trabajarás directamente con la Dra. Lucía Vargas Mora, regente farmacéutica, y con dos técnicos.`,
    company: "Farmacia San Rafael",
    position: "Auxiliar de farmacia",
    manager: "Lucía Vargas Mora",
    language: "es",
  },
  {
    name: "a board's 'Confidential Company' names no employer, and a district or 'Immediate Joiner' is none (set 27)",
    text: `Waiter – Juffair District | Immediate Joiner
Confidential Company
Manama, Bahrain · Posted 2 days ago

A busy café needs a waiter. Health card from the Ministry of Health required.`,
    company: "",
    position: "Waiter",
  },
  {
    name: "a Messenger chat's chrome and a Facebook group's tabs are not the job (set 27)",
    text: `Messenger
Chats    Marketplace    Requests    Archive
Search Messenger
Thato Mokhele
Active 3h ago
You're friends on Facebook
Lives in Maseru, Lesotho

Thato Mokhele: We are hiring a Pattern Cutter at Lesotho Denim Works. Send your CV.`,
    company: "Lesotho Denim Works",
    position: "Pattern Cutter",
  },
  {
    name: "'X in Place is looking for' names X (set 27)",
    text: `HIRING 📣 Bright Smile Dental in St. George's is looking for a DENTAL ASSISTANT to join us full time.`,
    company: "Bright Smile Dental",
    position: "Dental Assistant",
  },
  {
    name: "a letterhead over 'Offre d'emploi : …' names the employer; a product after 'logiciel' does not",
    text: `SUPERMARCHÉ ÉTOILE VERTE ANNECY
Supérette — 4 quai de la Tournette, Annecy

Offre d'emploi : Responsable de rayon (H/F)
CDI — 35 heures

Supermarché Étoile Verte Annecy accueille chaque jour 900 clients.

Profil recherché
- Au moins 2 ans d'expérience en rayon (exigé)
- Maîtrise du logiciel Cegid Retail (souhaité)`,
    company: "Supermarché Étoile Verte Annecy",
    position: "Responsable de rayon",
    language: "fr",
  },
  {
    name: "an agency's 'Nuestro cliente, el hotel X' names its client (set 28)",
    text: `Hola, te escribo de Caribe Talento, agencia de reclutamiento para hotelería.

Puesto: Recepcionista
Nuestro cliente, el hotel Brisa Dorada Resort en Bávaro, busca recepcionistas para su equipo.`,
    company: "Brisa Dorada Resort",
    position: "Recepcionista",
    language: "es",
  },
  {
    name: "a public employment office's 'Employeur :' field names the employer, in the body's spelling (set 28)",
    text: `Office National de l'Emploi (ONE)
Agence ONE :               Agence de Port-Gentil

Intitulé du poste :        SERVEUR(EUSE)
Employeur :                BAOBAB GRILL DU LAC SARL

Baobab Grill du Lac est un restaurant de 60 couverts au bord du lac.`,
    company: "Baobab Grill du Lac",
    position: "Serveur(euse)",
    language: "fr",
  },
  {
    name: "a product after 'software' is no employer when nothing else names one",
    text: `Store Supervisor
We are hiring a Store Supervisor to run the tills and close the shop.
- Experience with the software Aptos Retail
- Two years in a shop`,
    company: "",
    position: "Store Supervisor",
  },
  {
    name: "a classifieds page's section head with a phone is no employer; several posts are answered in the singular (set 29)",
    text: `C7        THE DAILY CHRONICLE        MONDAY, MARCH 2, 2026        CLASSIFIEDS

RECRUITMENT                                                  555-0142-8899

VACANCY

WAREHOUSE ASSISTANTS

HARBOURSIDE FREIGHT LIMITED, an established freight forwarder, invites
applications to fill the post of WAREHOUSE ASSISTANT at our port depot.

REQUIREMENTS:
• Forklift certificate
• Two years in a warehouse`,
    company: "Harbourside Freight",
    position: "Warehouse Assistant",
  },
  {
    name: "a manpower agency's mailing for 'one of the leading contractors' names no employer (set 29)",
    text: `Dear Candidate,

Greetings from Coastline Overseas Careers!!

We have an urgent requirement for one of the leading marine contractors in Oman. Client interview at our Chennai office.

Position : PIPE WELDER
Location : Sohar, Oman

Regards,

Anita Menon
Recruitment Executive
Coastline Overseas Careers`,
    company: "",
    position: "Pipe Welder",
    manager: null,
  },
  {
    name: "'our client database' is an employer's own records, not an agency's client (set 29)",
    text: `Support Worker
Riverbend Family Services

We're looking for a Support Worker to join our outreach team.
- keep case notes in our client database
- drive the team's minibus`,
    company: "Riverbend Family Services",
    position: "Support Worker",
  },
  {
    name: "a titled name wrapped over the line's end is read whole (set 29)",
    text: `Assistant Greenkeeper
Millbrook Golf Club

Informal enquiries about the role may be made to the Head Greenkeeper, Mr Colin
Prescott, on 01234 555 678.`,
    company: "Millbrook Golf Club",
    position: "Assistant Greenkeeper",
    manager: "Colin Prescott",
  },
  {
    name: "'work under our Production Manager Name, who …': a capitalised role before the name (set 29)",
    text: `Packing Operative
Northwind Seafoods

You will work under our Shift Supervisor Marta Kowalczyk, who has run the packing hall for ten years.`,
    company: "Northwind Seafoods",
    position: "Packing Operative",
    manager: "Marta Kowalczyk",
  },
  {
    name: "a markdown page's fields on one line with HTML entities (set 29)",
    text: `# Payments Analyst

**Team:** Payments &nbsp;·&nbsp; **Reports to:** Dana Whitlock (Head of Payments) &nbsp;·&nbsp; **Location:** Leeds

<!-- hero image -->
Ledgerly Ltd builds payment tools for small shops.`,
    company: "Ledgerly",
    position: "Payments Analyst",
    manager: "Dana Whitlock",
  },
  {
    name: "'ask for Mr Surname the site manager': the boss the advert names by surname (set 29)",
    text: `Forklift Driver
Okonjo Timber Supplies

Drop your CV at the yard and ask for Mr Adebayo the site manager. Pls share!!`,
    company: "Okonjo Timber Supplies",
    position: "Forklift Driver",
    manager: "Adebayo",
  },
  {
    name: "'…gesellschaft mbH' is a legal form; 'unsere Partnerin Dr. …' is whom the job works for (set 29)",
    text: `Sachbearbeiter Lohn (m/w/d)
Berger & Lutz Wirtschaftsprüfungsgesellschaft mbH

📄 Feste Anstellung

Sie arbeiten direkt mit unserer Partnerin Dr. Anna Keller zusammen.
Bewerbungen an Frau Jana Roth (Personal).`,
    company: "Berger & Lutz Wirtschaftsprüfungsgesellschaft",
    position: "Sachbearbeiter Lohn",
    manager: "Anna Keller",
    language: "de",
  },
  {
    name: "a board's 'Suivre' and 'Le poste' are no employer; the role the job reports to is named with its holder later (set 29)",
    text: `Atelier Boréal
Artisanat, Bois
Suivre

Menuisier·ère – Atelier de Rennes

Le poste

Chez Atelier Boréal, on fabrique des meubles sur mesure.
Tu seras rattaché à notre chef d'atelier, dans une équipe de six.

Déroulement : un essai d'une journée avec Paul Morvan, chef d'atelier.`,
    company: "Atelier Boréal",
    position: "Menuisier·ère",
    manager: "Paul Morvan",
    language: "fr",
  },
  {
    name: "a Spanish role ending in '-ista' is a title (set 29)",
    text: `Paisajista – Proyectos Urbanos
Verde Urbano Estudio
Valencia

Buscamos un paisajista con experiencia en espacios públicos.`,
    company: "Verde Urbano Estudio",
    position: "Paisajista",
    language: "es",
  },
  {
    name: "a small employer's post signed with a first name, given in full on the seller card; 'Beschrijving' is a heading (set 29)",
    text: `Medewerker tuinbouw gezocht
Sinds 3 mrt. '26

Beschrijving
Wij zijn een familiebedrijf met kassen in Venlo. Omdat ik het rustiger aan doe zoeken we een collega.

Groeten,
Henk

Henk Verbeek
Tuinbouwbedrijf Verbeek
Op Marktplaats sinds 2011`,
    company: "Tuinbouwbedrijf Verbeek",
    position: "Medewerker tuinbouw",
    manager: "Henk Verbeek",
    language: "nl",
  },
  {
    name: "a logo over two lines, a tagline in small letters and a gender mark on its own line (set 29)",
    text: `VOGELPARK
ZONNEHOEK
                         vogels · natuur · plezier

Wij zoeken een

VERZORGER
(m/v/x)

Vogelpark Zonnehoek in Genk ontvangt elk jaar 80.000 bezoekers. Je werkt onder leiding van onze
hoofdverzorger Ann Peeters.`,
    company: "Vogelpark Zonnehoek",
    position: "Verzorger",
    manager: "Ann Peeters",
    language: "nl",
  },
  {
    name: "a classifieds site's menu of sections is no title or employer (set 30)",
    text: `Trade Me
Marketplace  Property  Motors  Jobs  Services
Log in   Register
Watchlist   Favourites   Start a listing

Warehouse Assistant – Night Shift (Hamilton)
Kiwi Cold Storage
Hamilton, Waikato

Kiwi Cold Storage is hiring a Warehouse Assistant for its night shift.`,
    company: "Kiwi Cold Storage",
    position: "Warehouse Assistant",
  },
  {
    name: "a plural title with its short form in brackets is answered in the singular; a newspaper's running head is no title (set 30)",
    text: `22   THE COASTAL TIMES, MOMBASA, FRIDAY, MARCH 6, 2026                 CLASSIFIEDS
──────────────────────────────────────────────────────────────────
SITUATIONS VACANT

LABORATORY ASSISTANTS (LAs)

Bahari Medical Centre Ltd invites applications for the post of Laboratory Assistant at its Nyali branch.`,
    company: "Bahari Medical Centre",
    position: "Laboratory Assistant",
  },
  {
    name: "'Ihr direkter Vorgesetzter ist …, Mgr. Name' and 'vraag naar de heer Name, bedrijfsleider' name the manager (set 30)",
    text: `Logopäde (m/w/d)
Kurhaus Bílá Hora

Ihr direkter Vorgesetzter ist der Leiter der Logopädie, Mgr. Pavel Novák. Er freut sich auf Ihre Bewerbung.`,
    company: "Kurhaus Bílá Hora",
    position: "Logopäde",
    manager: "Pavel Novák",
    language: "de",
  },
  {
    name: "'vraag naar de heer Name, bedrijfsleider': whom to ask for is the boss the advert names (set 30)",
    text: `Vrachtwagenchauffeur gezocht
Bouterse Logistiek

Bouterse Logistiek rijdt al 20 jaar containers in Paramaribo.
Kom langs op ons kantoor en vraag naar de heer Henk Bouterse, bedrijfsleider.`,
    company: "Bouterse Logistiek",
    position: "Vrachtwagenchauffeur",
    manager: "Henk Bouterse",
    language: "nl",
  },
  {
    name: "a header line the body introduces ('Kiptoo Agrovets is a …') is the employer, whatever its words; a Luo name keeps its closing apostrophe (set 31)",
    text: `Farm Sales Officer
Kiptoo Agrovets
Eldoret    Full Time    Agriculture
KSh 30,000 - 40,000

Kiptoo Agrovets is a family business selling seed, feed and animal health products across Uasin Gishu.
You will report to our Operations Manager, Mr. Oching' Otieno.`,
    company: "Kiptoo Agrovets",
    position: "Farm Sales Officer",
    manager: "Oching' Otieno",
  },
  {
    name: "a careers page's logo text names the employer; a shouted logo takes the body's spelling (set 31)",
    text: `Tamar Ridge Quarries logo

Plant Operator – Quarry
KARATINA /
OPERATIONS /
FULL-TIME

Apply for this job

Tamar Ridge Quarries Limited is a Kenyan-owned aggregates producer.`,
    company: "Tamar Ridge Quarries",
    position: "Plant Operator",
  },
  {
    name: "Instagram's display name comes before the place it adds (set 31)",
    text: `Instagram
Search
Log in    Sign up

coralreef.cafe • Follow
Coral Reef Cafe · Castries, Saint Lucia

coralreef.cafe WE'RE HIRING 🌴 Our kitchen on Bridge Street needs a LINE COOK!

✅ 2+ years on a busy line`,
    company: "Coral Reef Cafe",
    position: "Line Cook",
  },
  {
    name: "a site's tagline beside its credit is no title (set 31)",
    text: `Pacific JobNet
Informing librarians worldwide · A service provided by the Pacific Farm Office

Updates   Countries   Organizations   Jobs

Home › Jobs › Water Quality Technician

Water Quality Technician

Organization: Tonga Water Board
Country: Tonga`,
    company: "Tonga Water Board",
    position: "Water Quality Technician",
  },
  {
    name: "'your team lead is …' names the manager (set 31)",
    text: `Backend Developer
Qahwa Pay

You'll join a squad of four engineers, a designer and a product manager. Your team lead is
Omar Fathy (Backend Lead), who will also run your technical interview.`,
    company: "Qahwa Pay",
    position: "Backend Developer",
    manager: "Omar Fathy",
  },
  {
    name: "Brunei's 'Awg Hj' and Spanish 'Enf.' are titles before a name (set 31)",
    text: `Store Assistant
Seria Hardware Centre

The successful candidate will report to our Store Supervisor, Awg Hj Rahman bin Hj Yusof.`,
    company: "Seria Hardware Centre",
    position: "Store Assistant",
    manager: "Rahman bin Hj Yusof",
  },
  {
    name: "'im Montageteam von …' names the manager (set 31)",
    text: `Schreiner EFZ
Holzbau Gerber AG

Sie arbeiten im Montageteam von Urs Gerber (Montageleiter) und in der Werkstatt.`,
    company: "Holzbau Gerber",
    position: "Schreiner EFZ",
    manager: "Urs Gerber",
    language: "de",
  },
  {
    name: "a role in small letters before 'mr.' (set 31)",
    text: `Juridisch medewerker
Advocatenkantoor Maduro

U komt te werken onder leiding van kandidaat-notaris mr. Lisa Maduro.`,
    company: "Advocatenkantoor Maduro",
    position: "Juridisch medewerker",
    manager: "Lisa Maduro",
    language: "nl",
  },
  {
    name: "a labelled post in the singular beats the subject's plural; a count of posts and a column's heading go (set 31)",
    text: `Fwd: VACANCY: Knitting Machine Mechanics x2 – Maputsoe

Subject: VACANCY: Knitting Machine Mechanics x2 – Maputsoe

POSITION: KNITTING MACHINE MECHANIC (2 POSTS)
Reporting to: Warehouse Supervisor (client)`,
    company: "",
    position: "Knitting Machine Mechanic",
  },
  {
    name: "a two-column PDF row: the post, its count and the other column's heading (set 31)",
    text: `Serrekunda Savings Bank

Qualified Gambians are invited to apply for the position of CASHIER.

POSITION:   CASHIERS (3 POSTS)                        REQUIREMENTS`,
    company: "Serrekunda Savings Bank",
    position: "Cashier",
  },
  {
    name: "a plural title with a count of vacancies is the job in the singular (set 32)",
    text: `Subject: Urgent hiring – Store Supervisors – Retail – Doha

STORE SUPERVISORS – RETAIL (4 VACANCIES)

Our client, a leading retail group, is hiring. Apply with your CV.`,
    company: "",
    position: "Store Supervisor",
  },
  {
    name: "a hospital's letterhead and address over 'the position of:' and the title below it (set 32)",
    text: `KISSY ROAD VISION HOSPITAL
14 Cline Street, Kissy, Freetown
Tel: +232 76 555 111 | hr@kissyeye.example

VACANCY ANNOUNCEMENT

Kissy Road Vision Hospital is a 40-bed eye hospital in the east of Freetown. The hospital invites applications
from suitably qualified candidates for the position of:

OPTOMETRIST (2 POSTS)

Reports to: Medical Director, Dr. Fatmata Sesay`,
    company: "Kissy Road Vision Hospital",
    position: "Optometrist",
    manager: "Fatmata Sesay",
  },
  {
    name: "a Zimbabwean '(Private) Limited' whose name ends in a plural trade ('Fabricators')",
    text: `Panel Beater – Gweru

Midlands Body Fabricators (Private) Limited repairs commercial vehicles for transport operators in the Midlands.
We are looking for an experienced Panel Beater to join our workshop.`,
    company: "Midlands Body Fabricators",
    position: "Panel Beater",
  },
  {
    name: "a venue's name in quotes, a town with its abbreviated county, a board's 'Description' and '(owner)'",
    text: `LINE COOK – SUMMER 2027
Kinsale, Co. Cork · Full-time · Seasonal

Description
Seafood restaurant "An Bád Beag" on the pier of Kinsale is looking for a line cook for the summer season.
Two years on a busy line and HACCP training needed.

Call in between 3 and 5pm.

Siobhán Ní Bhriain (owner)`,
    company: "An Bád Beag",
    position: "Line Cook",
    manager: "Siobhán Ní Bhriain",
  },
  {
    name: "a job board's name over its menu, and a 'report to' after a 'work closely with' in one sentence",
    text: `TeachAway Forum
Home | Job Boards | Forums | Advertise | Login

Hanoi – IELTS Instructor – September 2027

Lotus Bridge Language Centre is a private language school in Cau Giay with 14 teachers.

You will work closely with our Academic Coordinator, Daniel Okafor, who plans the courses, and report to
our centre director, Ms. Nguyen Thu Ha.`,
    company: "Lotus Bridge Language Centre",
    position: "IELTS Instructor",
    manager: "Nguyen Thu Ha",
  },
  {
    name: "a Uruguayan 'LLAMADO:' before the title",
    text: `LLAMADO: AUXILIAR DE FARMACIA
Farmacia del Puerto – Colonia del Sacramento

La Farmacia del Puerto llama a interesados para cubrir el cargo de auxiliar de farmacia.`,
    company: "Farmacia del Puerto",
    position: "Auxiliar de Farmacia",
    language: "es",
  },
  {
    name: "a practice whose name ends in 'Vets' on the line under the title",
    text: `Veterinary Receptionist – Small Animals
Taranaki Coast Vets – New Plymouth

We are a busy small animal practice looking for a receptionist.`,
    company: "Taranaki Coast Vets",
    position: "Veterinary Receptionist",
  },
  {
    name: "a public job service's 'Occupation:' field as the title when nothing else gives one (set 33)",
    text: `Vacancy Details

Vacancy Number: 1187/2027
Occupation: Sous Chef
Employer: Harbour Lights Hotel Ltd
Locality: Sliema

Job Description
Harbour Lights Hotel is looking for an experienced cook to run the pass on busy evenings.`,
    company: "Harbour Lights Hotel",
    position: "Sous Chef",
  },
  {
    name: "'Report to:' after an emoji with a Khmer 'Lok', and a form's bracket wrapped onto the next line (set 33)",
    text: `Warehouse Supervisor
Mekong Cold Chain Co., Ltd.

📦 Report to: Logistics Manager (Lok Sok Pisey)`,
    company: "Mekong Cold Chain Co.",
    position: "Warehouse Supervisor",
    manager: "Sok Pisey",
  },
  {
    name: "a PDF form's 'Reports to:' whose bracketed name wraps (set 33)",
    text: `Field Officer
Bong County Health Trust

Reports to:      Programme Coordinator (Mrs. Comfort
                 T. Mulbah)
Contract:        12 months`,
    company: "Bong County Health Trust",
    position: "Field Officer",
    manager: "Comfort T. Mulbah",
  },
  {
    name: "Dutch 'val je onder' (set 33)",
    text: `Receptiemedewerker
Strandpark De Duinen

Je werkt in een klein team. In het hoogseizoen val je onder Mirjam de Vries, onze Front Office Manager.`,
    company: "Strandpark De Duinen",
    position: "Receptiemedewerker",
    manager: "Mirjam de Vries",
    language: "nl",
  },
  {
    name: "German 'Sie werden von … eingearbeitet und sind ihr direkt unterstellt' (set 33)",
    text: `Verkäufer (m/w/d)
Bäckerei Hoffmann GmbH

Sie werden von Petra Schneider-Lang (Filialleiterin) eingearbeitet und sind ihr direkt unterstellt.`,
    company: "Bäckerei Hoffmann",
    position: "Verkäufer",
    manager: "Petra Schneider-Lang",
    language: "de",
  },
  {
    name: "an interview taken by a named manager (set 33)",
    text: `Panel Technician
Port of Spain Auto Body Ltd

The technical interview will be taken by our Workshop Manager Eng. Ravi Persad at our Chaguanas yard.`,
    company: "Port of Spain Auto Body",
    position: "Panel Technician",
    manager: "Ravi Persad",
  },
  {
    name: "'You'll join Ana's team (Ana Vuniwaqa, Spa Manager)' (set 33)",
    text: `Spa Therapist
Coral Coast Beach Resort

You'll join Ana's team (Ana Vuniwaqa, Spa Manager) and look after our guests.`,
    company: "Coral Coast Beach Resort",
    position: "Spa Therapist",
    manager: "Ana Vuniwaqa",
  },
  {
    name: "'ask for Dwayne, our Shop Foreman': a first name with the boss's role (set 33)",
    text: `Auto Body Technician
San Fernando Collision Centre Ltd

Walk in with your CV and ask for Dwayne, our Shop Foreman.`,
    company: "San Fernando Collision Centre",
    position: "Auto Body Technician",
    manager: "Dwayne",
  },
  {
    name: "a first name 'who runs our … operations', in full in the signature; 'our client glossaries' is no agency (set 33)",
    text: `Kayak Guide
Fjord Paddle ehf.

We keep our client glossaries short. Questions? Send a line to Gunnar (gunnar@fjordpaddle.example), who runs our guiding operations.

Gunnar Þór Einarsson
Fjord Paddle ehf. · Ísafjörður`,
    company: "Fjord Paddle",
    position: "Kayak Guide",
    manager: "Gunnar Þór Einarsson",
  },
  {
    name: "a board's search button again under its form, and a Chinese copy of the title beside the English (set 34)",
    text: `indeed
Find jobs
Sign in

What: accountant   Where: Wan Chai
Find jobs

Accounts Clerk 會計文員 (Trading Company – Wan Chai)
Pacific Crest Trading Limited
Wan Chai, Hong Kong Island`,
    company: "Pacific Crest Trading",
    position: "Accounts Clerk",
  },
  {
    name: "a chat group's admin note, a post's day and its member count before the post (set 34)",
    text: `Limassol Jobs & Help 🇨🇾 | Community
8,204 members

Admin: Please keep posts to jobs & services only. No MLM, no crypto, no "work from home 500€/day". Posts without a contact get deleted 🙅

Yesterday

Andreas K. (Aphrodite Vet Clinic)
🐾 JOB: VETERINARY ASSISTANT (full-time) 🐾
Aphrodite Veterinary Clinic – Germasogeia, Limassol

We are a busy small-animal clinic with 3 vets. We are looking for a Veterinary Assistant to join our team.`,
    company: "Aphrodite Veterinary Clinic",
    position: "Veterinary Assistant",
  },
  {
    name: "a newspaper's running head ending in its section and page number (set 34)",
    text: `THE LILONGWE OBSERVER              Monday, March 8, 2027                 APPOINTMENTS  31
--------------------------------------------------------------------------------------

        CHIPIKU FARM SUPPLIES LIMITED
        "Feeding Malawi one farm at a time"

                         VACANCY

        FIELD EXTENSION OFFICERS (2 POSTS) – LIMBE AND ZOMBA

Chipiku Farm Supplies Limited sells seed, fertiliser and tools through twelve branches in the southern region. We
invite applications from suitably qualified Malawians for the position of Field Extension Officer, based at our Limbe and Zomba
branches.`,
    company: "Chipiku Farm Supplies",
    position: "Field Extension Officer",
  },
  {
    name: "an X post's display name over its handle, and 'Our Spa Manager … will be there' (set 34)",
    text: `Post

Coral Palms Hotel 🌴
@CoralPalmsBB
We're hiring! 🧵 Our Hibiscus Spa is looking for a full-time Massage Therapist (1/3)

Open day Saturday at the hotel. Our Spa Manager Nadia Clarke will be there to meet you (3/3)`,
    company: "Coral Palms Hotel",
    position: "Massage Therapist",
    manager: "Nadia Clarke",
  },
  {
    name: "'… with Jean-Paul Hoareau, who you'll report to' (set 34)",
    text: `Front Desk Agent
Anse Royale Beach Hotel

How we hire:
3. Final interview with Marie-Claire Payet, who you'll report to`,
    company: "Anse Royale Beach Hotel",
    position: "Front Desk Agent",
    manager: "Marie-Claire Payet",
  },
  {
    name: "German 'Deine Teamleiterin vor Ort wird …' (set 34)",
    text: `Reiseleiter (m/w/d)
Sonnenküste Reisen GmbH

Deine Teamleiterin vor Ort wird Selin Kaya (Teamleitung Gästebetreuung).`,
    company: "Sonnenküste Reisen",
    position: "Reiseleiter",
    manager: "Selin Kaya",
    language: "de",
  },
  {
    name: "Dutch 'Je valt hiërarchisch onder de postcommandant, …' (set 34)",
    text: `Ambulanceverpleegkundige
Ambulancedienst Bonaire

Je valt hiërarchisch onder de teamleider, Ruben Cicilia.`,
    company: "Ambulancedienst Bonaire",
    position: "Ambulanceverpleegkundige",
    manager: "Ruben Cicilia",
    language: "nl",
  },
  {
    name: "'report to our Practice Principal' with the team's cards below (set 34)",
    text: `Occupational Therapist
Lubombo Therapy Centre

You will report to our Practice Principal and work in the Manzini rooms.

OUR TEAM

Thandeka Mamba
Practice Principal

Sipho Dube
Practice Administrator`,
    company: "Lubombo Therapy Centre",
    position: "Occupational Therapist",
    manager: "Thandeka Mamba",
  },
  {
    name: "French 'aux côtés de Nathalie GRONDIN, gérante du salon' (set 34)",
    text: `Esthéticienne (H/F)
Institut Belle Île – Saint-Denis

Vous travaillerez aux côtés de Sandrine HOAREAU, gérante de l'institut, qui assurera votre intégration.`,
    company: "Institut Belle Île",
    position: "Esthéticienne",
    manager: "Sandrine Hoareau",
    language: "fr",
  },
  {
    name: "Spanish 'Preguntar por el Ing. …' wrapped onto the next line before 'Jefe de …' (set 34)",
    text: `SE BUSCA ELECTRICISTA
Hotel Costa Dorada – Bávaro

Presentarse de lunes a viernes.
Preguntar por el Ing. Julio
Marte, Jefe de Mantenimiento`,
    company: "Hotel Costa Dorada",
    position: "Electricista",
    manager: "Julio Marte",
    language: "es",
  },
  {
    name: "a classifieds site's name over 'Publicar gratis … Ingresar', and its 'Vendedor:' (set 34)",
    text: `clasificados
Publicar gratis   Mis anuncios   Ingresar

SE NECESITA CAJERA
Publicado: 10/01/2027

Farmacia del centro busca cajera con experiencia.

Vendedor: Farmacia San Blas`,
    company: "Farmacia San Blas",
    position: "Cajera",
    language: "es",
  },
  {
    name: "a Reddit post's bold 'Hiring: X, …' line and 'We're **X**, a …' (set 35)",
    text: `r/Guernsey
Posted by u/harbour_ifa · 3h

**Hiring: Paraplanner, small advice firm in St Peter Port (full time)**

We're **Ozanne & Mauger Wealth**, a three-adviser firm on the Pollet. Our paraplanner is retiring, so we need someone new.`,
    company: "Ozanne & Mauger Wealth",
    position: "Paraplanner",
  },
  {
    name: "a French notice's 'OFFRE D'EMPLOI –' and a header name the body introduces with a French verb (set 35)",
    text: `OFFRE D'EMPLOI – ÉLECTRICIEN BÂTIMENT
Lumière du Sud – Jacmel

Lumière du Sud installe et entretient l'éclairage public et les réseaux électriques de la région.`,
    company: "Lumière du Sud",
    position: "Électricien Bâtiment",
    language: "fr",
  },
  {
    name: "a sentence's end and the next one's 'We' are no employer (set 35)",
    text: `Villa Housekeeper

Our villas sit between Grace Bay and Turtle Cove. We are looking for a Villa Housekeeper.

Palm Reef Villas Ltd is a family business.`,
    company: "Palm Reef Villas",
    position: "Villa Housekeeper",
  },
  {
    name: "a manpower agency 'mandated by' an unnamed client, whose interview is with the client's manager (set 36)",
    text: `Urgent Requirement – HVAC Technicians for Qatar

Dear Candidate,

Greetings from Al Noor Manpower Services W.L.L.! We have been mandated by a reputed facilities company in Doha to hire HVAC technicians.

Job Title: HVAC Technician
Requirements:
- Diploma in Mechanical Engineering
- 4 years of chiller maintenance

Shortlisted candidates will have a technical interview with the client's Maintenance Manager.

Regards,
Sunil Menon
Recruitment Consultant
Al Noor Manpower Services W.L.L.`,
    company: "",
    position: "HVAC Technician",
    manager: null,
    agency: "Al Noor Manpower Services",
  },
  {
    name: "'you'll report to Mele.' with her full name under a quote (set 36)",
    text: `Harbourview Hotels Ltd

Head Barista – Nukuʻalofa

"Coffee is the first thing our guests taste every morning."
— Mele Taufa, Food & Beverage Manager

About the role

You'll run our lobby café and you'll report to Mele. You will train four baristas.`,
    company: "Harbourview Hotels",
    position: "Head Barista",
    manager: "Mele Taufa",
  },
  {
    name: "a two-column flyer's 'REPORTING TO' beside the duties (set 36)",
    text: `                        PALM GROVE LODGE
                    Apia · Upolu · Samoa

                      NOW HIRING: HEAD CHEF

ABOUT US                                      WHAT YOU NEED
Palm Grove Lodge is a 40-room lodge on the    - 5+ years as a sous chef or head chef
north coast of Upolu with a restaurant that   - Food safety certificate
serves island food and grills every night.    - Able to cost menus and order stock
We want a head chef to lead a kitchen team    - Available evenings and weekends
of seven and to write a new island menu.
                                              REPORTING TO
WHAT YOU WILL DO                              Losa Fiame,
- Plan menus with local produce and the       General Manager
  fishermen of Apia every week
- Order stock and keep food cost under 30%    WHAT WE OFFER
- Train and roster the kitchen team           - Staff meals and housing
- Keep the kitchen clean and safe             - Flights home once a year

Send your CV to jobs@palmgrove.example by 30 June.`,
    company: "Palm Grove Lodge",
    position: "Head Chef",
    manager: "Losa Fiame",
  },
  {
    name: "a Threads thread: the author's bio names the firm, 'WE ARE HIRING 📢 X –', 'report directly to me' (set 36)",
    text: `Threads

grace.mbah.bakery
Grace Mbah · Owner, Mountain Crust Bakery 🥖 Limbe, Cameroon
5h

1/3 WE ARE HIRING 📢 Head Baker – night shift, Mountain Crust Bakery, Limbe. We bake 3,000 loaves a night and I need someone I can trust with the ovens. You will report directly to me.

2/3 What I need: 3 years in a commercial bakery, food hygiene training, able to start at 2 a.m.`,
    company: "Mountain Crust Bakery",
    position: "Head Baker",
    manager: "Grace Mbah",
  },
  {
    name: "a jobs spreadsheet pasted as its CSV export, a quoted field over several lines (set 36)",
    text: `Timestamp,Employer,Job title,Location,Closing date,Description
2027-03-01 10:02:11,Lagoon Water Trust,Water Quality Technician,"Apia, Samoa",2027-03-20,"Lagoon Water Trust runs the village water schemes on Upolu.

Requirements:
- Diploma in Environmental Science
- Driving licence"`,
    company: "Lagoon Water Trust",
    position: "Water Quality Technician",
  },
  {
    name: "a Zalo group: its member count, a writer's full name in brackets, 'My team is hiring 1 X' (set 36)",
    text: `Zalo
Kế toán & Tài chính Hà Nội – Jobs
3,410 thành viên

Hôm nay

Phạm Minh Châu  10:21
Hi all, I'm Châu (Phạm Minh Châu), Finance Lead at Lotus Ledger Software. My team is hiring 1 Accounts Payable Officer for our Hanoi office.

Must have:
• 2+ years of accounts payable`,
    company: "Lotus Ledger Software",
    position: "Accounts Payable Officer",
    manager: "Phạm Minh Châu",
  },
  {
    name: "share buttons are no person; 'X is Dwayne's second in command' (set 36)",
    text: `Assistant Pool Manager
Coral Cay Resort

Led by Aquatics Manager Keisha Ferguson, our pool team of 12 keeps four pools open all year. The Assistant Pool Manager is Keisha's second in command.

Share this job   Email   LinkedIn   Facebook`,
    company: "Coral Cay Resort",
    position: "Assistant Pool Manager",
    manager: "Keisha Ferguson",
  },
  {
    name: "a forwarded e-mail: the writer the job works with, not the forwarder who signs above (set 36)",
    text: `Betreff: WG: Tischler/in gesucht
Von: Petra Lang <petra.lang@example.com>

Hallo ihr,

Jonas sucht Verstärkung, ich leite seine Mail weiter.

Liebe Grüße
Petra

-------- Weitergeleitete Nachricht --------
Betreff: Tischler/in gesucht
Von: Holzwerk Adler <info@holzwerk-adler.example>

TISCHLER/IN (m/w/d) – VOLLZEIT

Sie arbeiten direkt mit mir zusammen – ich führe die Werkstatt selbst.

Herzliche Grüße
Jonas Adler
Inhaber
Holzwerk Adler GmbH`,
    company: "Holzwerk Adler",
    position: "Tischler/in",
    manager: "Jonas Adler",
    language: "de",
  },
  {
    name: "'l'équipe dirigée par SURNAME Given', surname first in capitals (set 36)",
    text: `Comptable (H/F)
Vanille Conseil

Vous rejoindrez l'équipe finance dirigée par RANDRIAMAHEFA Voahangy, directrice financière, avec deux comptables.`,
    company: "Vanille Conseil",
    position: "Comptable",
    manager: "Voahangy Randriamahefa",
    language: "fr",
  },
  {
    name: "a flyer's 'YOU WILL REPORT TO' heading over the name (set 37)",
    text: `HARBOUR LIGHT OPTICIANS
Optometrist – Castries

We are a three-branch practice in Saint Lucia looking for an optometrist.

YOU WILL REPORT TO
Delia Joseph, MCOptom
Clinical Director`,
    company: "Harbour Light Opticians",
    position: "Optometrist",
    manager: "Delia Joseph",
  },
  {
    name: "'Medical Biller' as a title; 'join the team of our Billing Manager, Ma. Luisa Ramos' (set 37)",
    text: `Medical Biller
Cordillera Health Services Inc.

You will join the team of our Billing Manager, Ma. Luisa Ramos, and post charges for US clinics.`,
    company: "Cordillera Health Services",
    position: "Medical Biller",
    manager: "Ma. Luisa Ramos",
  },
  {
    name: "'unsere Teamleiterin Nord, Jana Vogel, an die du direkt berichtest' (set 37)",
    text: `Kundenberater (m/w/d)
Nordlicht Versicherungen GmbH

- Einarbeitung durch unsere Teamleiterin Nord, Jana Vogel, an die du direkt berichtest`,
    company: "Nordlicht Versicherungen",
    position: "Kundenberater",
    manager: "Jana Vogel",
    language: "de",
  },
  {
    name: "'Bel Mieke Smit (teamleider). Zij is ook je leidinggevende.' (set 37)",
    text: `Tandartsassistent
Tandartspraktijk De Vuurtoren

Vragen? Bel of mail Mieke Smit (teamleider). Zij is ook je leidinggevende.`,
    company: "Tandartspraktijk De Vuurtoren",
    position: "Tandartsassistent",
    manager: "Mieke Smit",
    language: "nl",
  },
  {
    name: "'Rattaché(e) au Directeur Général, M. KONAN Kouassi Serge' (set 38)",
    text: `Comptable (H/F)
Lagune Logistique SA

Rattaché(e) directement au Directeur Général, M. KONAN Kouassi Serge, vous tiendrez la comptabilité.`,
    company: "Lagune Logistique",
    position: "Comptable",
    manager: "Kouassi Serge Konan",
    language: "fr",
  },
  {
    name: "a header line with '(x3)' and '(16-24 hours)' is still a header (set 39)",
    text: `Support at Home Worker (x3) - Kirkwall and West Mainland - Part-time (16-24 hours)

Employer: Orkney Home Support
Location: Kirkwall

We are recruiting three Support at Home Workers to join our West team.`,
    company: "Orkney Home Support",
    position: "Support at Home Worker",
    language: "en",
  },
  {
    name: "a classified signed 'Name' / 'Role, Company' by a writer hiring for 'my crew' (set 39)",
    text: `Groundskeeper - 40 acres - $24/hr

I look after the grounds for Birchwood Golf Links and I need one more hand on my crew for the season.

- mowing, edging and irrigation checks
- 2+ years of turf or landscape work

Reply with a few lines about what you've done.

Dana Kowalczyk
Grounds Superintendent, Birchwood Golf Links

Principals only. Recruiters, please don't contact this job poster.
do NOT contact us with unsolicited services or offers
post id: 7712093341
posted: 2027-04-02 08:10
updated: 2027-04-03 11:45
email to friend`,
    company: "Birchwood Golf Links",
    position: "Groundskeeper",
    manager: "Dana Kowalczyk",
  },
  {
    name: "'our shop manager Miss Keisha Brown will train you' names the manager (set 39)",
    text: `📢 BARBERS WANTED!! 💈

Fresh Fade Studio is hiring 2 barbers for our Half Way Tree shop!

Position: Barber
Full time · commission + base

No stress if yuh new to our booking app, our shop manager Miss Keisha Brown will train you the first week.`,
    company: "Fresh Fade Studio",
    position: "Barber",
    manager: "Keisha Brown",
  },
  {
    name: "a forwarded chain: the forwarder's role under her name is not the job; '- MID-LEVEL' is the level (set 39)",
    text: `---------- Forwarded message ---------
From: Joan Alleyne <joan.alleyne@example.com>
Subject: Fwd: Vacancy at Coralstone (please share)

Dear all,
Please see below from one of our partners and share with anyone interested. Kind regards,
Joan Alleyne
Programme Coordinator, Civil Engineering

---------- Forwarded message ---------
From: Rohan Clarke <rclarke@coralstone.example>
Subject: Vacancy at Coralstone

Good morning Joan,

Could you circulate the note below to your graduates?

----
SITE ENGINEER - MID-LEVEL
Coralstone Builders Ltd., St. Michael, Barbados

Coralstone Builders is a building contractor. You will be working directly with me on setting out and quality checks, and I will be your line manager.`,
    company: "Coralstone Builders",
    position: "Site Engineer",
  },
  {
    name: "a spreadsheet pasted from Excel, with a title row over the column names (set 39)",
    text: `LAGOON TELECOM LTD - CURRENT VACANCIES (updated 2 May 2027)\t\t\t\t\t\t\r
\t\t\t\t\t\t\r
Ref\tPosition\tSection\tLocation\tType\tReports to\tClosing\r
LT-27-003\tCable Jointer\tField Operations\tApia\tFull-time\tField Operations Supervisor\t30/05/2027\r
\t\t\t\t\t\t\r
How to apply:\tEmail your CV to jobs@lagoontelecom.example.\t\t\t\t\t\r`,
    company: "Lagoon Telecom",
    position: "Cable Jointer",
    manager: null,
  },
  {
    name: "bilingual labels parted by '·' ('Arbeitgeber · Datore di lavoro:'), the German title before the Italian (set 39)",
    text: `Stellenangebot · Offerta di lavoro

Elektriker/in (m/w/d) für Gebäudetechnik – Montage
Elettricista (m/f/d) per impianti – montaggio

Arbeitgeber · Datore di lavoro:          Elektro Pichler KG
Arbeitsort · Luogo di lavoro:            Sterzing / Vipiteno
Berufsbild · Profilo professionale:      Elektriker/in · Elettricista

Wir sind ein Elektrobetrieb mit 12 Mitarbeitern und suchen eine/n Elektriker/in. Du arbeitest im Team von unserem Obermonteur Florian Gasser, der dich auch einarbeitet.

Stelle melden   ·   Ähnliche Jobs: Installateur (m/w/d) – Brixen`,
    company: "Elektro Pichler",
    position: "Elektriker/in für Gebäudetechnik",
    manager: "Florian Gasser",
    language: "de",
  },
  {
    name: "'notre clientèle' is a firm's own customers, not an agency's client (set 39)",
    text: `Boulanger (H/F) – Sierre

Boulangerie du Rhône SA

Vos missions
• Pétrissage, façonnage et cuisson

Votre profil
• CFC de boulanger
• de bonnes connaissances d'allemand seraient un atout pour notre clientèle alémanique`,
    company: "Boulangerie du Rhône",
    position: "Boulanger",
    language: "fr",
  },
  {
    name: "'You will report to Bw. Juma Mollel (Operations Manager)': a Swahili form of address (set 40)",
    text: `Safari Vehicle Mechanic
Kilima Tours Ltd

You will report to Bw. Juma Mollel (Operations Manager), who plans the workshop's week.`,
    company: "Kilima Tours",
    position: "Safari Vehicle Mechanic",
    manager: "Juma Mollel",
  },
  {
    name: "Spanish 'el Ing. …, Jefe de Obra, a quien reportará el/la técnico/a' (set 40)",
    text: `Técnico/a de laboratorio de suelos
Constructora Andina S.R.L.

Las entrevistas las realizará el Ing. Rodrigo Paz Salinas, Jefe de Obra del proyecto, a quien reportará el/la técnico/a seleccionado/a.`,
    company: "Constructora Andina",
    position: "Técnico/a de laboratorio de suelos",
    manager: "Rodrigo Paz Salinas",
    language: "es",
  },
  {
    name: "Dutch 'werk je onder Nikos Andreou, onze area manager' (set 40)",
    text: `Reisleider Rhodos
Zonnestraal Reizen

Op Rhodos werk je onder Nikos Andreou, onze area manager. Hij maakt het rooster voor het seizoen.`,
    company: "Zonnestraal Reizen",
    position: "Reisleider Rhodos",
    manager: "Nikos Andreou",
    language: "nl",
  },
  {
    name: "French 'encadré(e) par Giulia, notre responsable boutique': a first name with a manager's role (set 40)",
    text: `Vendeur H/F - CDI - Menton

Fromagerie du Port, boutique de fromages à Menton, recherche un(e) vendeur pour son équipe.

Vous serez encadré(e) par Giulia, notre responsable boutique, qui organise le planning.`,
    company: "Fromagerie du Port",
    position: "Vendeur",
    manager: "Giulia",
    language: "fr",
  },
  {
    name: "a board's 'Fonction   Vente' field is the job family, not the title (set 40)",
    text: `Boulanger H/F - CDI - Nice

Critères
Type de contrat        CDI
Fonction               Vente
Expérience             2 ans

La Boulangerie des Arènes recherche un boulanger pour son fournil.`,
    company: "Boulangerie des Arènes",
    position: "Boulanger",
    language: "fr",
  },
  {
    name: "a forum thread: the first post under the thread's title, a handle, 'Liebe …,' and 'Praxismanagerin' (set 40)",
    text: `Algarve-Treff – Das Forum für Deutschsprachige an der Algarve
Schnellzugriff   FAQ   Registrieren   Anmelden

Foren-Übersicht ‹ Leben & Arbeiten ‹ Stellenangebote

Physiotherapeut (m/w/d) für deutschsprachige Praxis in Lagos gesucht

Antworten   Suche…   3 Beiträge • Seite 1 von 1

Fisio_Lagos
Beitrag von Fisio_Lagos » Di 7. Sep 2027, 09:30

Liebe Forumsgemeinde,

die Fisioterapia Sol Nascente in Lagos behandelt seit 2016 vor allem Gäste und Residenten aus Deutschland. Wir suchen einen Physiotherapeuten (m/w/d) in Vollzeit. Für alles Organisatorische bin ich Ihre Ansprechpartnerin und Vorgesetzte.

Viele Grüße aus Lagos
Petra Lindner
Praxismanagerin, Fisioterapia Sol Nascente

Re: Physiotherapeut (m/w/d) für deutschsprachige Praxis in Lagos gesucht
Beitrag von Algarvefan » Di 7. Sep 2027, 12:02

Viel Erfolg bei der Suche!`,
    company: "Fisioterapia Sol Nascente",
    position: "Physiotherapeut",
    manager: "Petra Lindner",
    language: "de",
  },
  {
    name: "a government job board's form: 'Job Title: Optician / Optical Dispenser' over a 'Contact Person:' line (set 40)",
    text: `EMPLOYER INFORMATION
Employer:            Harbourview Optical Ltd.
Contact Person:      Denise Trott, Practice Manager
Telephone:           (441) 555-0199

POSITION INFORMATION
Job Title:           Optician / Optical Dispenser
Job Category:        Health Care – Allied`,
    company: "Harbourview Optical",
    position: "Optician / Optical Dispenser",
  },
  {
    name: "a job site's tagline ('— a service provided by …') is no title (set 40)",
    text: `Skip to main content
AidJobs
Connecting aid workers since 2004 — a service provided by Relief Partners

Job

Pharmacy Technician (2 positions) - Pharmacy Department

Organization: Makeni Government Hospital
Closing date: 24 Sep 2027`,
    company: "Makeni Government Hospital",
    position: "Pharmacy Technician",
  },
  {
    name: "a newspaper's masthead over its Stellenmarkt, and 'mit unseren Kunden' (set 40)",
    text: `Windhoeker Zeitung · Namibia
Nachrichten   Wirtschaft   Stellenmarkt   Anzeigen aufgeben

Stellenmarkt › Stellenangebote › Handwerk

ELEKTRIKER/IN (m/w/d) FÜR UNSERE WERKSTATT IN WINDHOEK

Kalahari Solar Installations (Pty) Ltd baut seit 2012 Solaranlagen für Farmen und Lodges.

Ihre Aufgaben:
• Montage von Solaranlagen und Übergabe an unseren Kunden vor Ort

Ihr Ansprechpartner: Werkstattleiter Johan Venter, Tel. +264 61 555 0192`,
    company: "Kalahari Solar Installations",
    position: "Elektriker/in",
    manager: "Johan Venter",
    language: "de",
  },
  {
    name: "a flyer's 'YOUR TEAM LEADER' heading names the person on the next line (set 40)",
    text: `Green Isle Gardens Ltd
WE'RE HIRING!
GARDEN CARE TECHNICIAN
Full time • Based in Apia
WHAT YOU NEED
Valid Samoa driving licence
YOUR TEAM LEADER
Mose Tuilagi
Operations Supervisor
APPLY NOW
Bring your CV to Green Isle Gardens, Vaitele`,
    company: "Green Isle Gardens",
    position: "Garden Care Technician",
    manager: "Mose Tuilagi",
  },
  {
    name: "'Eingearbeitet wirst du von …, unserem Teamleiter Näherei, der dich auch führt' (set 40)",
    text: `Näher/in (m/w/d)
Siebenbürger Textil SRL

Eingearbeitet wirst du von Levente Szabó, unserem Teamleiter Näherei, der dich auch im Alltag führt.`,
    company: "Siebenbürger Textil",
    position: "Näher/in",
    manager: "Levente Szabó",
    language: "de",
  },
  {
    name: "a Reddit post: 'I run Laxey Glass & Glazing.' names the employer (set 40)",
    text: `r/IsleOfMan
Posted by u/laxey_glass_dave

Hiring: Trainee Glazier - Laxey, full time

I run Laxey Glass & Glazing. It's me, my brother and a van. You'd be working alongside me every day.

What I need:
- Full driving licence`,
    company: "Laxey Glass & Glazing",
    position: "Trainee Glazier",
  },
  {
    name: "a Polish legal form ('Sp. z o.o.') and 'Frau mgr …' as the manager (set 41)",
    text: `Physiotherapeut (m/w/d)
Sanatorium Morska Fala Sp. z o.o.

Das Sanatorium Morska Fala liegt direkt am Strand von Świnoujście.

Ihre Vorgesetzte ist unsere leitende Physiotherapeutin, Frau mgr Anna Zielińska-Kos, die das Kurmittelhaus leitet.`,
    company: "Sanatorium Morska Fala",
    position: "Physiotherapeut",
    manager: "Anna Zielińska-Kos",
    language: "de",
  },
  {
    name: "a Croatian 'Nadređeni:' label inside a later sentence of the line (set 41)",
    text: `Kajak-Guide (m/w/d)
Istra Outdoor d.o.o.

Wir suchen Guides für die Saison 2028 in Rovinj.

Tražimo vodiče za sezonu 2028. u Rovinju. Nadređeni: Ivan Horvat, voditelj baze. Smještaj osiguran.`,
    company: "Istra Outdoor",
    position: "Kajak-Guide",
    manager: "Ivan Horvat",
    language: "de",
  },
  {
    name: "'Ps.' and 'dokter' are forms of address (set 41)",
    text: `Doktersassistent – 24 uur
Huisartsenpraktijk Simpson Bay

Je werkt nauw samen met onze huisarts.

Met vriendelijke groet,
dokter Carmen Hodge-Richardson
huisarts en praktijkhouder`,
    company: "Huisartsenpraktijk Simpson Bay",
    position: "Doktersassistent",
    manager: "Carmen Hodge-Richardson",
    language: "nl",
  },
  {
    name: "'We're hiring! Stable Hand for our trail rides' and a writer's 'my stable team' (set 41)",
    text: `We're hiring! Ranch Hand for our cattle station 🐄 | Wirra Downs Station, Queensland

Hi, I'm Kylie Brandt, head stockwoman here at Wirra Downs, and I'm looking for a new member for my stock team!

WHAT YOU NEED
- At least 2 years working with cattle`,
    company: "Wirra Downs",
    position: "Ranch Hand",
    manager: "Kylie Brandt",
  },
  {
    name: "a French letter's 'Le Directeur Commercial' is the signer, 'DÉLÉGUÉ(E) MÉDICAL(E)' the title (set 41)",
    text: `DÉLÉGUÉ(E) MÉDICAL(E) – SECTEUR YAOUNDÉ / CENTRE
Laboratoires Mfoundi Pharma SARL

Laboratoires Mfoundi Pharma SARL est un laboratoire pharmaceutique qui fabrique et distribue des médicaments génériques dans toute l'Afrique centrale. Vous présenterez nos produits aux médecins et aux pharmaciens de votre secteur.

Le/la délégué(e) sera rattaché(e) à la Superviseure régionale, Mme Brigitte Essomba, basée à Yaoundé.

Le Directeur Commercial`,
    company: "Laboratoires Mfoundi Pharma",
    position: "Délégué Médical",
    manager: "Brigitte Essomba",
    language: "fr",
  },
  {
    name: "'We are NOT an agency' and 'our client's system' are no agency signs (set 41)",
    text: `[HIRING] Medical Biller

Hi everyone! Sharing an opening on my team at **Bacolod Claims Services, Inc.** We are NOT an agency and there is no placement fee.

- Post charges and payments through our client's system`,
    company: "Bacolod Claims Services",
    position: "Medical Biller",
  },
  {
    name: "a two-column PDF whose short sidebar holds its own 'Label: value' fields beside the prose (set 41)",
    text: `TAMARIND BAKERY                   VACANCY: SHIFT BAKER

AT A GLANCE                       Tamarind Bakery Ltd runs four craft bakeries in
Branch: Old Town                  Mombasa and Malindi. We are looking for a Shift
Contract: Permanent               Baker for our Old Town branch, which bakes from
Hours: 40 per week                03:00 every morning for the breakfast trade.
Salary: KSh 38,000
                                  WHAT YOU WILL DO
REPORTING TO                      • Mix, shape and bake bread and pastries
Mr. Otieno Wafula                 • Keep the production log and the HACCP records
Head Baker                        • Clean the ovens and mixers at the end of shift

HOW TO APPLY                      WHAT YOU NEED
E-mail your CV to                 • Two years in a commercial bakery
jobs@tamarind.example             • A food handler's certificate`,
    company: "Tamarind Bakery",
    position: "Shift Baker",
    manager: "Otieno Wafula",
  },
  {
    name: "a company with its country in brackets before 'Pte Limited' (set 41)",
    text: `Apply for This Job

Store Assistant – Harbour Mall

Bula! Coral Coast Outfitters (Fiji) Pte Limited runs three surf and outdoor shops in Suva and Lautoka.

What you'll do
- Help customers choose boards, wetsuits and camping gear
- Keep the shop floor tidy and restock shelves

What we're looking for
- One year of retail experience`,
    company: "Coral Coast Outfitters",
    position: "Store Assistant",
    manager: null,
  },
  {
    name: "a group chat pasted whole: the post is what its poster wrote, not the admin's rules or others' short posts (set 41)",
    text: `Lagos Hospitality Jobs
Community · 2,104 members

[12/03/2027, 08:15] Tunde (admin): Job posts only please, salary must be in the post.
[12/03/2027, 09:02] Bisi Caterers: Need 4 waiters for a wedding on Saturday at Ikoyi, 15k per day. Call 0803 555 1200
[12/03/2027, 10:40] Chidi O.: Good morning all,
*RESTAURANT SUPERVISOR – Ofada House, Lekki*

Ofada House is a 60-seat Nigerian restaurant in Lekki Phase 1. We need a supervisor to run the floor from April.

What you will do:
- Lead the floor team of 9 and make the rota
- Handle cash-up and the daily sales report
- Deal with guest complaints and online reviews

We need:
- 2 years as a supervisor in a restaurant
- Good English and POS experience

You will report to me directly. Send CV to jobs@ofadahouse.example

– Chidi Okafor, owner, Ofada House
[12/03/2027, 10:55] Ngozi: Is accommodation provided?
[12/03/2027, 11:10] Chidi O.: No accommodation, sorry.`,
    company: "Ofada House",
    position: "Restaurant Supervisor",
    manager: "Chidi Okafor",
  },
  {
    name: "a Discord post under its poster's line, with a credential before the signer's role and replies below (set 41)",
    text: `Radiology Techs PH
# 📌│job-postings

Mark T. | Imaging Lead — 03/02/2027 8:05 AM
**[HIRING] CT Technologist (Cebu, day shift)**

Hi all! Opening on my team at **Banilad Diagnostic Imaging Center, Inc.** in Cebu City. Mods approved 🙏

**Must have**
- Licensed radiologic technologist
- 1 year of CT experience

You'll be on my team of 6 techs and I'll train you on our protocols myself.

— Mark Anthony Tiongson, RRT | Imaging Team Lead, BDIC Cebu

👍 12
🧵 2 replies

  rt_cebu — 03/02/2027 8:31 AM
  is it permanent day shift?
  Mark T. | Imaging Lead — 03/02/2027 8:40 AM
  @rt_cebu yes po`,
    company: "Banilad Diagnostic Imaging Center",
    position: "CT Technologist",
    manager: "Mark Anthony Tiongson",
  },
  {
    name: "a Swedish farm company with 'AB' named in a Dutch advert beside 'Zweedse' staff (set 41)",
    text: `Vacatures › Agrarisch en Natuur

Medewerker varkenshouderij gezocht in Zweden

Omschrijving
Wij zijn een Nederlandse familie en runnen sinds 2016 Lindgården Gris AB, een varkensbedrijf in Skåne. We werken met drie vaste Zweedse medewerkers.

Wat ga je doen?
- Dieren voeren en verzorgen
- Stallen schoonhouden

Wat vragen we?
- Minimaal 1 jaar ervaring in de varkenshouderij
- Rijbewijs B`,
    company: "Lindgården Gris",
    position: "Medewerker varkenshouderij",
    manager: null,
    language: "nl",
  },
  {
    name: "'VACANCY: LINE COOKS (3 POSITIONS) – LAUTOKA': a count of posts, a place after a dash, the title in the singular (set 38)",
    text: `Home    News    Vacancies    Contact

VACANCY: LINE COOKS (3 POSITIONS) – LAUTOKA

Saltwater Grill is looking for three Line Cooks to join our kitchen on the Lautoka waterfront.

The Line Cook will:
- Prepare sauces, grills and salads for service
- Keep the station clean`,
    company: "Saltwater Grill",
    position: "Line Cook",
  },
  {
    name: "'Electricians (2) – Grand Anse villa project': after the count, what the job is for (set 38)",
    text: `Vacancy – Electricians (2) – Grand Anse villa project

Good morning,

As promised, here are the details of the two electrician jobs.

SPICE ISLE ELECTRICAL LTD
Electricians (2) – villa project, Grand Anse
Start: 4 October, about 6 months on this project

We need two qualified electricians to join the crew.`,
    company: "Spice Isle Electrical",
    position: "Electrician",
  },
  {
    name: "a newspaper's classifieds page: the job under VACANCIES, not the cars and plots around it or the running head (set 42)",
    text: `THE LOWVELD TIMES                        Thursday 4 March 2027                        Page 22
CLASSIFIEDS  |  To place an advert call 013 555 0100

VEHICLES FOR SALE

TOYOTA COROLLA 1.6, 2017, 98 000 km, full service history. R145 000. Call 082 555 1234.

PROPERTY

TO LET: 2 bedroom flat in West Acres. R6 500 p/m. Call 083 555 4455.

VACANCIES

*****************************************************
  PANEL BEATER - NELSPRUIT BASED
  Crocodile Auto Body (Pty) Ltd is a family-owned body
  shop. We are looking for a panel beater to join our
  team from April.

  REQUIREMENTS
  * Trade test in panel beating
  * 3 years in a body shop
*****************************************************

LOST

LOST: a brown wallet near the taxi rank. Reward.`,
    company: "Crocodile Auto Body",
    position: "Panel Beater",
    manager: null,
  },
  {
    name: "'You'll report to our Production Manager, 'M'e Palesa …': a Sesotho form of address (set 42)",
    text: `WE'RE HIRING
KNITTING MACHINE OPERATOR
Leribe Knitwear · Maputsoe

You'll report to our Production Manager, 'M'e Lineo Thamae, who will train you on our machines.`,
    company: "Leribe Knitwear",
    position: "Knitting Machine Operator",
    manager: "Lineo Thamae",
  },
  {
    name: "a sheet of one field per row ('Field | Details | HR notes') read as labelled fields (set 42)",
    text: `ANSE ROYALE RESORT – VACANCY SHEET\t\t
Field\tDetails\tHR notes
Employer\tAnse Royale Resort (Pty) Ltd\tRegistered employer
Job title\tPool Attendant\t1 vacancy
Reports to\tPool Supervisor – Mr. Bernard Esparon\t
Duties\t"- Clean the pool deck
- Set out loungers and towels"\t
Closing date\t17 December\tconfirm with GM`,
    company: "Anse Royale Resort",
    position: "Pool Attendant",
    manager: "Bernard Esparon",
  },
  {
    name: "'You would be under our meat manager Desmond …' in a text message (set 42)",
    text: `We looking for a BAKER for our bakery department, full time.

You would be under our head baker Curtis Noel, he run that department 10 years now.`,
    company: "",
    position: "Baker",
    manager: "Curtis Noel",
  },
  {
    name: "a Trello card: a board's trail, 'Posted for X Ltd', 'Reporting to Workshop Manager: Mr. …' (set 42)",
    text: `Port Vila Jobs Board (public)
Boards / Port Vila Jobs Board / OPEN – Trades

Diesel Mechanic – Efate Plant Hire (Port Vila)
in list OPEN – Trades

Description
Posted for Efate Plant Hire Ltd, Port Vila.

Efate Plant Hire rents out excavators, rollers and trucks.

Reporting to Workshop Manager: Mr. Kalo Tari

Checklist: Requirements (0/3)
[ ] Trade certificate in heavy plant mechanics`,
    company: "Efate Plant Hire",
    position: "Diesel Mechanic",
    manager: "Kalo Tari",
  },
  {
    name: "'work in the Melt Shop team under the Manager (Electrical), Engr. Md. …' (set 42)",
    text: `Karnaphuli Steel Ltd
Junior Engineer (Mechanical)

The Junior Engineer (Mechanical) will work in the Rolling Mill Mechanical team under the Manager (Mechanical), Engr. Md. Habibur Rahman, and will be responsible for maintenance.`,
    company: "Karnaphuli Steel",
    position: "Junior Engineer (Mechanical)",
    manager: "Md. Habibur Rahman",
  },
  {
    name: "a forwarded e-mail: the forwarder's sign-off is not the job's, and an HR sender is a contact, not the manager (set 42)",
    text: `From: Careers Office <careers@college.example>
Subject: Fwd: Trainee Dealers – Harbour Casino

Hi all,

Please see below from Harbour Casino.

Kind regards,
Louise

Louise Ferrary
Careers Adviser

Begin forwarded message:

From: Nadia Bossano <n.bossano@harbourcasino.example>
Subject: Trainee Dealers – Harbour Casino

Dear Louise,

TRAINEE DEALER – full time

Training is led by our Gaming Manager, Darren Sacarello (copied), and trainees report to him throughout the course.

Many thanks,

Nadia Bossano
HR Officer
Harbour Casino Ltd`,
    company: "Harbour Casino",
    position: "Trainee Dealer",
    manager: "Darren Sacarello",
  },
  {
    name: "'Kolo Health Trust (KHT) is …', then 'KHT is seeking …': the name the short form stands for (set 42)",
    text: `VACANCY: Lab Technician - Kolo Health Trust, Lusaka

Dear Colleagues,

Kolo Health Trust (KHT) is a Zambian non-profit that supports rural clinics. KHT is seeking a Lab Technician. KHT offers a 12-month contract.

Position: Lab Technician`,
    company: "Kolo Health Trust",
    position: "Lab Technician",
    manager: null,
  },
  {
    name: "a government notice: 'Office of the Deputy Governor' under the government is a unit, not the job (set 42)",
    text: `GOVERNMENT OF ANGUILLA
Office of the Deputy Governor - Human Resources Department

VACANCY NOTICE No. 12 of 2027

The Government of Anguilla invites applications for the following post:

                          CUSTOMS OFFICER
                      (Grade 14 - Permanent)`,
    company: "Government of Anguilla",
    position: "Customs Officer",
    manager: null,
  },
  {
    name: "a classifieds site's 'Branche  Verkauf' field and its seller 'Sabine K.' are not the employer (set 42)",
    text: `kleinanzeigen
Startseite > Jobs > Gastronomie > Spanien

Koch (m/w/d) für deutsches Restaurant in Alcúdia
2.100 € VB

Art          Vollzeit
Branche      Gastronomie & Tourismus

Beschreibung
Wir sind das Restaurant Zum Anker, ein kleines deutsches Lokal am Hafen von Alcúdia. Für die Saison suche ich Verstärkung in der Küche.

Liebe Grüße
Sabine Kröger (Inhaberin)

Anbieter
Sabine K.
Gewerblicher Nutzer`,
    company: "Restaurant Zum Anker",
    position: "Koch",
    manager: "Sabine Kröger",
    language: "de",
  },
  {
    name: "'Vas a trabajar a cargo de Hugo «el Tano» Ferraro': a nickname inside the name, and 'a cargo de' (set 42)",
    text: `🔥 BUSCAMOS COCINERO/A 🔥

Vas a trabajar a cargo de Marta "la Negra" Quiroga, nuestra jefa de cocina.

Qué buscamos:
✔ Experiencia de 2 años en cocina`,
    company: "",
    position: "Cocinero/a",
    manager: "Marta Quiroga",
    language: "es",
  },
  {
    name: "an agency that names itself as 'Werkgever:' for its temps: the client is unnamed (set 42)",
    text: `Productiemedewerker visverwerking (m/v/x) – Noorwegen

Werkgever: NoordWerk Uitzendbureau B.V.
Werklocatie: Noorwegen

Omschrijving
NoordWerk is een Nederlands uitzendbureau. Voor onze opdrachtgever, een visverwerker in Noorwegen, zoeken wij productiemedewerkers.`,
    company: "",
    position: "Productiemedewerker visverwerking",
    manager: null,
    language: "nl",
  },
  {
    name: "a classifieds page with no VACANCIES heading: the job's own 'WANTED (2)' block among FOR RENT, VEHICLES and LAND (set 43)",
    text: `The Island Courier
Page 18 · CLASSIFIEDS

FOR RENT
ST CLAIR – 2 bed apartment, furnished. $2,400 monthly. Call 555-7741.

VEHICLES
2018 NISSAN NOTE, well maintained. 555-9016.

ELECTRICIANS WANTED (2)
Kestrel Power Services Ltd., Port of Spain, is seeking two experienced electricians for commercial work.
Requirements:
• Minimum 5 years experience
• Valid driver's permit

LAND
0.3 acre residential lot, surveyed. Call 555-3308.`,
    company: "Kestrel Power Services",
    position: "Electrician",
    manager: null,
  },
  {
    name: "a farm classifieds page: the board's name over its menu, the seller's block names the firm, 'drivers wanted' is one post (set 44)",
    text: `FarmTrader
Machinery   Livestock   Property   All Sections        Place Ad    Log in

Farming > Contractors > Kerry

Tractor drivers wanted - harvest 2028 - Tralee area
€17 / hour
Tralee, Kerry

Seller
Brosnan Haulage and Agri
Trader · On FarmTrader since 2019

Description
We're a family contractor near Tralee looking for 2 tractor drivers for the harvest, maybe more work after.
- Full B and W licence
- Two seasons with a contractor

Ring Mike on 087 555 0142 after 6pm.

© FarmTrader`,
    company: "Brosnan Haulage and Agri",
    position: "Tractor driver",
    manager: null,
  },
  {
    name: "a board's company line with the firm's name also in Chinese characters (set 44)",
    text: `Jewellery Polisher - Hung Hom
Golden Crane Jewellery Workshop Limited 金鶴珠寶工場有限公司
View all jobs

Hung Hom, Kowloon
Manufacturing
Full time

Golden Crane Jewellery Workshop Limited makes fine jewellery for retailers in Hong Kong and Japan, and we are looking
for a polisher to join our workshop.

Requirements
- 3 years of polishing experience
- Good eyesight`,
    company: "Golden Crane Jewellery Workshop",
    position: "Jewellery Polisher",
    manager: null,
  },
  {
    name: "a group chat of name-and-time headers: the poster's message, the manager after 'our bar manager', the firm from the dash signature, not 'Vietnamese' (set 44)",
    text: `Hoi An Expats - Jobs
2.310 members

Quang Lê  08:40
Motorbike for sale, Honda Vision, 9tr. DM me

Thu Trang (Lantern Terrace)  10:02
WE'RE HIRING - WAITER x3
Lantern Terrace Restaurant, riverside on Bạch Đằng (not the guesthouse next door, please don't ask there)

We are a restaurant with 60 seats on the river, open for lunch and dinner.

You'll work with our floor manager Phạm Văn Toàn, who has run the floor for six years.

What you need:
- 1 year serving in a restaurant
- good spoken English

Vietnamese is a plus but not required.

Send your CV to Zalo 090 555 1183.

- Trang, admin @ Lantern Terrace

    Mai K.  10:20
    Is it full time?

    Thu Trang (Lantern Terrace)  10:25
    yes, 6 days a week

Quang Lê  11:15
Still selling the bike!`,
    company: "Lantern Terrace",
    position: "Waiter",
    manager: "Phạm Văn Toàn",
  },
  {
    name: "a requisition copied from a spreadsheet: 'Req. No.' among the column names, the letterhead's town dropped, a titled recruiter is no employer (set 44)",
    text: [
      "NORTHGATE GENERAL HOSPITAL – DAMMAM\t\t\t\t",
      "Manpower Requisition – Physiotherapy – Q2 2028\t\t\t\t",
      "Req. No.\tPosition\tReports to\tNo. of posts\tContact",
      'PT-2028-11\tSenior Physiotherapist\tHead of Rehabilitation – Mr. Omar Al-Qahtani\t2\t"Talent Acquisition – Ms. Reem Saleh\nreem.saleh@northgate.example"',
      "\t\t\t\t",
      "Note: shortlisted candidates will be interviewed by the department head.\t\t\t\t",
    ].join("\r\n"),
    company: "Northgate General Hospital",
    position: "Senior Physiotherapist",
    manager: "Omar Al-Qahtani",
  },
  {
    name: "a Threads post by a handle that runs the firm's name together: the name as the post spells it; the manager under a role with 'of' in it (set 44)",
    text: `Threads
Home   Search   Activity   Profile

coralcovemarina ✓
1d
We're hiring! Marina Assistant (seasonal) at Coral Cove Marina & Boatyard, Grace Bay. 1/3

coralcovemarina ✓
1d
You'll join our dock team under our Head of Marina Operations, Delroy Gardiner, and help boats in and out every day. 2/3

coralcovemarina ✓
1d
Send your CV to jobs@coralcovemarina.example. 3/3`,
    company: "Coral Cove Marina & Boatyard",
    position: "Marina Assistant",
    manager: "Delroy Gardiner",
  },
  {
    name: "a person, their role in brackets, and 'will train you and sign off your work' (set 44)",
    text: `Reservations Coordinator
Riverbend Travel

Riverbend Travel arranges small-group tours in northern Thailand for guests from Europe and Australia.

The Reservations Coordinator books hotels, vans and guides for every group. Mr. Somchai Wongsakul (Operations Manager) will train you and sign off your work during probation.

Requirements
- 2 years in tour operations
- Good written English`,
    company: "Riverbend Travel",
    position: "Reservations Coordinator",
    manager: "Somchai Wongsakul",
  },
  {
    name: "Dutch 'je komt te werken naast eigenaar …' names the manager (set 44)",
    text: `Fietsenmaker
Rijwielhandel Okkerse

Rijwielhandel Okkerse in Zierikzee zoekt een fietsenmaker voor 32 uur per week.

Je komt te werken naast eigenaar Joost Okkerse, die de zaak in 2004 begon. Hij maakt de planning en werkt zelf ook in de werkplaats.

Wat vragen wij?
- Ervaring met e-bikes
- Rijbewijs B`,
    company: "Rijwielhandel Okkerse",
    position: "Fietsenmaker",
    manager: "Joost Okkerse",
    language: "nl",
  },
  {
    name: "German 'die Stelle ist direkt der Schulleiterin X unterstellt' without a comma; 'Die Stelle' is no employer (set 44)",
    text: `Schulsekretär/in (Teilzeit)

Die Grundschule am Mühlenteich sucht zum 1. August eine Schulsekretärin oder einen Schulsekretär für 25 Stunden pro Woche.

Die Stelle ist unbefristet. Die Stelle ist direkt der Schulleiterin Annegret Vollmer unterstellt, die Ihnen gern weitere Auskünfte gibt.

Ihr Profil:
- Abgeschlossene kaufmännische Ausbildung
- Gute Kenntnisse in Word und Excel`,
    company: "Grundschule am Mühlenteich",
    position: "Schulsekretär/in",
    manager: "Annegret Vollmer",
    language: "de",
  },
  {
    name: "a job board's alert e-mail: the subject names the search, not the job; 'Poste' over a hard-wrapped paragraph is a heading (set 44)",
    text: `De : EmploiBénin Alertes <alertes@emploibenin.example>
Date : mar. 7 mars 2028 à 07:00
Objet : 2 nouvelles offres pour votre alerte « comptable – Cotonou »
À : <afi.houngbo@example.com>

Bonjour Afi,

--------------------------------------------------------------------

COMPTABLE CONFIRMÉ(E)
Atlantique Négoce SARL – Cotonou, Akpakpa
Publiée le 05/03/2028 · CDI

Poste
Rattaché(e) au Directeur Administratif et Financier, M. Rodrigue Ahouansou, vous tenez la
comptabilité générale et préparez les déclarations fiscales.

Profil
- BTS ou licence en comptabilité
- 3 ans d'expérience`,
    company: "Atlantique Négoce",
    position: "Comptable Confirmé",
    manager: "Rodrigue Ahouansou",
    language: "fr",
  },
  {
    name: "a classifieds site's name over its menu bar is no employer; Puerto Rico's 'solicita', 'a tiempo completo' after the title (set 44)",
    text: `AnunciosPR
Autos   Casas   Empleos   Servicios             Entrar   Anunciar

Empleos > Salud > Ponce

TERAPISTA RESPIRATORIO(A) - PONCE - FULL TIME
Pueblo: Ponce
Salario: $15.00 - $18.00 por hora

Centro Respiratorio del Sur, clínica con 9 años en Ponce, solicita Terapista Respiratorio(a) a tiempo completo para su oficina en la Calle Comercio.

Requisitos:
- Bachillerato en Terapia Respiratoria
- Licencia vigente

AnunciosPR - Clasificados de Puerto Rico`,
    company: "Centro Respiratorio del Sur",
    position: "Terapista Respiratorio",
    manager: null,
    language: "es",
  },
  {
    name: "a city and its district on a classifieds line is where, not who: 'Paphos, Kato Paphos · Posted …' (set 44)",
    text: `Pool technician, Paphos
€1,200
Paphos, Kato Paphos · Posted: 03.03.2028, 09:10 · Ad number: 5519032

Description
Blue Lagoon Pools (pool maintenance company in Kato Paphos) is looking for a full-time pool technician to join our team.

Requirements:
- Driving licence
- 1 year of pool maintenance`,
    company: "Blue Lagoon Pools",
    position: "Pool technician",
    manager: null,
  },
  {
    name: "a Bluesky thread: the author over a handle with a hyphen, 'my team needs a X (English) to' hard-wrapped, 'You'd work with me' (set 45)",
    text: `Bluesky
Home   Explore   Notifications   Chat   Profile

Post

Hana Lindqvist 林
@hana-lindqvist.bsky.social

I'm hiring! I'm Localisation Lead at Fjordline Studios in Gothenburg and my team needs a Localisation Tester (Japanese) to
check the Japanese text of our games before release. Full-time. 1/3
March 3, 2028 at 10:05 AM

Hana Lindqvist @hana-lindqvist.bsky.social · 2h
What you need (2/3):
• Native-level Japanese
• 1+ year testing games

Hana Lindqvist @hana-lindqvist.bsky.social · 2h
You'd work with me and two producers (3/3).`,
    company: "Fjordline Studios",
    position: "Localisation Tester (Japanese)",
    manager: "Hana Lindqvist",
  },
  {
    name: "'… runs the gym and will be your boss' names the person before it, a Korean surname that is also a word included (set 45)",
    text: `Swim Coach

Blue Lane Aquatics in Suwon is looking for an English-speaking swim coach for children's classes.

The owner Park Min-seo (everyone calls her Minnie) runs the pool and will be your boss.

What you need:
- Lifeguard certificate
- 1 year coaching children`,
    company: "Blue Lane Aquatics",
    position: "Swim Coach",
    manager: "Park Min-seo",
  },
  {
    name: "a forwarded subject 'Lift operators for Bakuriani – season …': the place after 'for' dropped, one post (set 45)",
    text: `Fwd: Lift operators for Bakuriani – season 2028/29

---------- Forwarded message ----------
Subject: Lift operators for Bakuriani – season 2028/29

Dear candidates,

We are recruiting on behalf of our client, a ski resort in Bakuriani:

LIFT OPERATOR – 3 positions – Bakuriani – Winter Season 2028/29

Requirements:
- First aid certificate
- Advanced skiing

Kind regards,
Nino Beridze
Recruitment Consultant, Caucasus Staffing`,
    company: "",
    position: "Lift operator",
    agency: "Caucasus Staffing",
  },
  {
    name: "'More information: kennel manager X' names the manager; an HR manager to ask does not (set 45)",
    text: `Reindeer Herder
Lapland Trails Oy

Lapland Trails Oy in Kittilä is looking for a reindeer herder for the winter season.

Requirements:
- Experience with animals
- Driving licence

More information: farm manager Eero Mäkinen, tel. 040 555 3381 (weekdays 9–15)
Applications: HR manager Liisa Koski, hr@laplandtrails.example`,
    company: "Lapland Trails",
    position: "Reindeer Herder",
    manager: "Eero Mäkinen",
  },
  {
    name: "'You'll train with our Service Manager, X' and German 'Sie arbeiten im Team unserer Leiterin …, X' (set 45)",
    text: `Rezeptionist/in (m/w/d)

Das Hotel Seeblick in Rovinj sucht für die Saison 2028 eine/n Rezeptionist/in.

Sie arbeiten im Team unserer Leiterin der Rezeption, Ivana Kovač, die Sie im April einarbeitet.

Ihr Profil:
- Erfahrung an einer Hotelrezeption
- Deutsch und Englisch`,
    company: "Hotel Seeblick",
    position: "Rezeptionist/in",
    manager: "Ivana Kovač",
    language: "de",
  },
  {
    name: "'Vor der Einstellung ist …' opens no employer's name (set 45)",
    text: `GEMEINDE WEILERBACH                                        Administration communale de Weilerbach
Technischer Dienst                                                             B.P. 12

STELLENAUSSCHREIBUNG

Der Schöffenrat der Gemeinde Weilerbach schreibt folgenden Posten aus:

Bezeichnung des Postens: Gärtner/in (m/w) im technischen Dienst

Voraussetzungen:
- Abschluss als Gärtner/in
- Führerschein der Klasse B

Die Bewerber werden zu einem Vorstellungsgespräch eingeladen. Vor der Einstellung ist eine ärztliche Untersuchung beim Arbeitsmediziner vorgesehen.`,
    company: "Gemeinde Weilerbach",
    position: "Gärtner/in",
    language: "de",
  },
  {
    name: "a Telegram channel's posts pasted together: the longest post is the advert; 'recrutements' is no 'recrute'; 'AVIS DE RECRUTEMENT' no employer (set 45)",
    text: `Emplois Togo 🇹🇬, [10.04.2028 08:00]
🎓 STAGE — Une ONG basée à Kara recherche deux stagiaires en comptabilité (3 mois). Détails sur notre site.

Emplois Togo 🇹🇬, [10.04.2028 09:30]
📢 AVIS DE RECRUTEMENT

La société Savanes Coton SA, spécialisée dans l'égrenage du coton, recrute pour son siège de Lomé :

👉 UN(E) COMPTABLE

🔹 Missions :
▪️ Tenir la comptabilité générale ;
▪️ Suivre les recrutements des ouvriers saisonniers ;
▪️ Préparer les déclarations fiscales.

🔹 Profil recherché :
✅ BTS en comptabilité ;
✅ 3 ans d'expérience.

Emplois Togo 🇹🇬, [10.04.2028 11:15]
Rejoignez le canal 👉 t.me/emploistogo_example`,
    company: "Savanes Coton",
    position: "Comptable",
    manager: null,
    language: "fr",
  },
  {
    name: "a business page's tabs are no employer, and its owner signs the post with a dash (set 46)",
    text: `Sea Grape Bakery

Overview   Products   Reviews   Updates   About

Updates

WE'RE HIRING 🥐 Full-time Baker

Busy season is coming and we need another baker in the shop! Join our small team of five in Oistins.

You need:
✔ 2 years in a bakery
✔ Able to start at 4 am

Drop your CV at the shop or e-mail hello@seagrape.example.
– Dorothy Callender, owner`,
    company: "Sea Grape Bakery",
    position: "Baker",
    manager: "Dorothy Callender",
  },
  {
    name: "'report day to day to the Shift Supervisor and ultimately to the Operations Superintendent, Mr. X' (set 46)",
    text: `Process Operator
Point Fortin Methanol

Point Fortin Methanol is hiring a process operator for its methanol plant.

You would report day to day to the Shift Supervisor and ultimately to the Operations Superintendent, Mr. Ravi Maharaj, who will also sit on the interview panel.

Requirements:
- Process operations certificate
- 3 years in a continuous process plant`,
    company: "Point Fortin Methanol",
    position: "Process Operator",
    manager: "Ravi Maharaj",
  },
  {
    name: "German 'Vorgesetzter ist Werkstattleiter X', a 'Stellenangebot' subject and a guest farm's name (set 46)",
    text: `Betreff: Stellenangebot Landmaschinenmechaniker/in (m/w/d) – Gästefarm Okahandja, Namibia
Von: Gästefarm Okahandja <info@okahandja-farm.example>

Liebe Freunde der Gästefarm,

für unsere Gästefarm bei Okahandja suchen wir ab 1. Mai eine/n Landmaschinenmechaniker/in (m/w/d).

Vorgesetzter ist Werkstattleiter Gerhard Nel.

Ihr Profil:
- Abgeschlossene Ausbildung als Landmaschinenmechaniker/in
- Bereitschaft, auf der Farm zu leben`,
    company: "Gästefarm Okahandja",
    position: "Landmaschinenmechaniker/in",
    manager: "Gerhard Nel",
    language: "de",
  },
  {
    name: "French 'Vous intégrerez l'équipe de Mme X, responsable de plateau' (set 46)",
    text: `Téléconseiller(ère) – CDI – Dakar

Atlantique Contact, centre d'appels basé à Dakar, recrute des téléconseillers pour ses clients en France.

Vous intégrerez l'équipe de Mme Fatou Sarr, responsable de plateau, qui assurera votre suivi pendant la formation.

Profil recherché :
- Bac minimum
- Excellente maîtrise du français`,
    company: "Atlantique Contact",
    position: "Téléconseiller(ère)",
    manager: "Fatou Sarr",
    language: "fr",
  },
  {
    name: "Dutch 'Je team wordt geleid door teamleider X'; a capital written in Cyrillic is a place, not the employer (set 46)",
    text: `JOBS.bg
Начало › Обяви › Обслужване на клиенти › София

Klantenservicemedewerker Nederlands
Balkan Contact Center
София · Пълно работно време · Постоянна работа

Balkan Contact Center zoekt een klantenservicemedewerker voor een Nederlandse webwinkel.

Je team wordt geleid door teamleider Ivan Petrov, die zelf vier jaar in Rotterdam heeft gewoond.

Wat vragen wij?
- Nederlands op moedertaalniveau
- Ervaring met klantenservice`,
    company: "Balkan Contact Center",
    position: "Klantenservicemedewerker Nederlands",
    manager: "Ivan Petrov",
    language: "nl",
  },
  {
    name: "a town given with its postcode ('Kourou 97310') is no employer (set 46)",
    text: `Emploi › Offres d'emploi › Guyane › Mana

Caissier / Caissière (H/F) – CDI – Mana
Aujourd'hui, 09:10

Mana 97360

Description
Nous recherchons un caissier ou une caissière pour notre magasin.

Profil :
- Expérience en caisse`,
    company: "",
    position: "Caissier / Caissière",
    manager: null,
    language: "fr",
  },
  {
    name: "a board's 'Avisos similares' list is cut off, and 'Buscamos mecánico de motos' names the job (set 46)",
    text: `Empleos   Empresas   Ingresar

Taller Los Ceibos S.A.
Cuenca · Presencial · Tiempo completo

Somos un taller autorizado de motocicletas en Cuenca. Buscamos mecánico de motos para nuestro taller del centro.

Requisitos:
- 2 años de experiencia en motos
- Licencia tipo A

Avisos similares
Técnico de motos – Quito
Ayudante de mecánica – Loja`,
    company: "Taller Los Ceibos",
    position: "mecánico de motos",
    manager: null,
    language: "es",
  },
  {
    name: "'You'll join our Executive Pastry Chef, X, and a brigade of nine' names the manager (set 47)",
    text: `Pastry Cook
Blue Mahoe Resort · Negril, Jamaica

We are looking for a Pastry Cook to join the team. You'll join our Executive Pastry Chef, Andrea Whyte-Morgan, and a brigade of seven.

Requirements
- 2 years in a hotel pastry kitchen
- Food handler's permit`,
    company: "Blue Mahoe Resort",
    position: "Pastry Cook",
    manager: "Andrea Whyte-Morgan",
  },
  {
    name: "German 'Du arbeitest eng mit unserer … Managerin, X, … zusammen' (set 47)",
    text: `Hotelfotograf/in (m/w/d)
Costa Azul Resort & Spa · Tulum, Mexiko

Das Costa Azul Resort & Spa in Tulum sucht eine/n Hotelfotograf/in für Hochzeiten und Gäste.

Du arbeitest eng mit unserer Guest Experience Managerin, Mariana Chi Poot, und dem Eventteam zusammen.

Dein Profil:
- Erfahrung in der Hochzeitsfotografie
- Eigene Vollformatkamera`,
    company: "Costa Azul Resort & Spa",
    position: "Hotelfotograf/in",
    manager: "Mariana Chi Poot",
    language: "de",
  },
  {
    name: "Spanish 'Trabajarás junto a la química farmacéutica responsable, Q.F. X' (set 47)",
    text: `Auxiliar de farmacia
Farmacia del Puerto

Farmacia del Puerto, en Paysandú, busca auxiliar de farmacia para el turno de tarde.

Trabajarás junto a la química farmacéutica responsable, Q.F. Valeria Sosa, y a un equipo de tres personas.

Requisitos:
- Curso de auxiliar de farmacia
- Experiencia en atención al público`,
    company: "Farmacia del Puerto",
    position: "Auxiliar de farmacia",
    manager: "Valeria Sosa",
    language: "es",
  },
  {
    name: "Dutch 'Je werkt samen met onze chef-kok X' (set 47)",
    text: `Kok (zelfstandig werkend)
Camping De Drie Eiken

Camping De Drie Eiken in de Dordogne zoekt een zelfstandig werkend kok voor het seizoen.

Je werkt samen met onze chef-kok Bart Hoekstra en twee keukenhulpen.

Wat vragen wij?
- Diploma zelfstandig werkend kok
- Ervaring in de horeca`,
    company: "Camping De Drie Eiken",
    position: "Kok (zelfstandig werkend)",
    manager: "Bart Hoekstra",
    language: "nl",
  },
  {
    name: "'you will be in the crew of our site foreman X' (set 47)",
    text: `Carpenter

Ocean View Builders in Apia is looking for a carpenter for house framing and roofing.

You will be in the crew of our site foreman Tavita Faleolo, he is strict but fair.

Requirements:
- 3 years of framing
- Own hand tools`,
    company: "Ocean View Builders",
    position: "Carpenter",
    manager: "Tavita Faleolo",
  },
  {
    name: "a group member posting for friends: 'Posting for my friends at X'; the poster's admin badge and the site's search box are no employer (set 47)",
    text: `Facebook

Search Facebook

Hopkins Village Community Board
Private group · 3.1K members

Keisha Nunez  ·  Admin
March 3 at 8:15 AM

HIRING – DIVE INSTRUCTOR

Posting for my friends at Reef Runner Adventures here in Hopkins. They need one more dive instructor before the season, full time.

What they need:
- PADI Open Water Scuba Instructor
- 2 years teaching

Send your CV to jobs@reefrunner.example. Please don't message me, I don't work there.`,
    company: "Reef Runner Adventures",
    position: "Dive Instructor",
    manager: null,
  },
  {
    name: "a chat copied from the app, each message under its sender's name and over its time on a line of its own (sets 47 and 48)",
    text: `Harbour Town Noticeboard 🌊
612 members

Friday, 8 March 2030

Sione K.
Morning all! Asking for my cousin's place, they need someone soon 🙏
07:58

Sione K.
📌 VACANCY – BARISTA
Bluefin Coffee Roasters – our café on Harbour Road, next to the ferry terminal
Full time, early shifts from 6am

What they want:
- 1 year on a busy espresso machine
- friendly with tourists
07:59

Lena W.
Is it weekends too?
08:20

Sione K.
@Lena yes, two weekends a month
08:31`,
    company: "Bluefin Coffee Roasters",
    position: "Barista",
    manager: null,
  },
  {
    name: "a member's message naming where they work: 'my boss at X is looking for' (set 47)",
    text: `Westside Football Club 🏉
203 members

Mon, Apr 1

Coach Ana
Training moved to Thursday this week
6:10 PM

Malakai Taufa
Hi all, my boss at Ridgeline Scaffolding is looking for a scaffolder for the new hospital job, must have the scaffold ticket
7:02 PM

Malakai Taufa
Scaffolder wanted, full time, start Monday. Call the yard on 555 0192 and ask for the office
7:03 PM

Peni R.
Sent it to my brother 👍
7:30 PM`,
    company: "Ridgeline Scaffolding",
    position: "Scaffolder",
    manager: null,
  },
  {
    name: "a recruiter's e-mail read in a web mail, for 'a client of mine' (set 49)",
    text: `Webmail :: Payroll Administrator – Douglas (your CV)
Mail   Contacts   Settings   Logout

From      Gareth Quine <gareth.quine@tynwaldtalent.example>
Date      Tuesday 19 March 2030 10:15
Subject   Payroll Administrator – Douglas (your CV)

Hi Jo,

I'm recruiting a Payroll Administrator for a client of mine, a family-owned group of garages on the island. It is a
permanent role, employed directly by them.

They are looking for:
- two years running a monthly payroll
- Sage Payroll

Kind regards,

Gareth Quine
Senior Consultant
Tynwald Talent Partners Ltd`,
    company: "",
    position: "Payroll Administrator",
    manager: null,
    agency: "Tynwald Talent",
  },
  {
    name: "a labour-hire firm that employs its workers and places them with clients (sets 47 to 49)",
    text: `Harbourside Crew Ltd
Deckhand – fishing and ferry clients around the bay (several positions)

Harbourside Crew is a staffing company on the south coast. We employ our deckhands ourselves and hire them out to our
clients, ferry and fishing operators around the bay. You will be employed by Harbourside Crew on a 6-month contract.

You need:
- Sea survival certificate
- One season on a working boat`,
    company: "",
    position: "Deckhand",
    manager: null,
    agency: "Harbourside Crew",
  },
  {
    name: "a flyer's 'HELP WANTED' over the title is the notice's kind, not the employer (set 50)",
    text: `NORTHCOAST SIGNS & PRINT
Main Street, Roseau

HELP WANTED
DELIVERY DRIVER

We are a small print shop making banners, vehicle wraps and shop signs for the whole island.

You need:
- one year on a laminator or a vinyl cutter
- a careful eye for detail`,
    company: "Northcoast Signs & Print",
    position: "Delivery Driver",
    manager: null,
  },
  {
    name: "a Spanish 'CONVOCATORIA DE EMPLEO' heading is no employer (set 49)",
    text: `Convocatoria Técnico naval 2030 – Google Docs
Archivo  Editar  Ver  Insertar  Formato  Herramientas  Ayuda

NAVIERA ATLÁNTICA DEL GOLFO S.A. · Puerto de Bata

CONVOCATORIA DE EMPLEO
Técnico de mantenimiento naval

Naviera Atlántica del Golfo, empresa de remolque en el puerto de Bata, busca un técnico para su flota de remolcadores.

Requisitos
1. Formación profesional en mecánica naval
2. Tres años de experiencia`,
    company: "Naviera Atlántica del Golfo",
    position: "Técnico de mantenimiento naval",
    manager: null,
    language: "es",
  },
  {
    name: "a Dutch post whose writer names the firm they co-own: 'Ik ben X, mede-eigenaar van Y' (set 50)",
    text: `r/werken · 3 hr. ago
u/zonnekust_pieter

[Vacature] Fietsenmaker gezocht in Lissabon

Hoi allemaal! Ik ben Pieter, mede-eigenaar van Zonnekust Fietsen, een kleine fietsverhuur in Lissabon. We zoeken een
fietsenmaker die onze verhuurfietsen en e-bikes onderhoudt.

Wat je meebrengt:
- ervaring als fietsenmaker
- Engels of Portugees`,
    company: "Zonnekust Fietsen",
    position: "Fietsenmaker",
    manager: null,
    language: "nl",
  },
  {
    name: "the manager after the employer's possessive role: 'report on site to X's Dock Superintendent, Mr. Y' (set 49)",
    text: `Crane Operator
Kestrel Marine Services Ltd

You will report on site to Kestrel Marine's Dock Superintendent, Mr. Daniel Okafor, who plans every lift.

Requirements
- two years in a similar role
- good written English`,
    company: "Kestrel Marine Services",
    position: "Crane Operator",
    manager: "Daniel Okafor",
  },
  {
    name: "a long role with no comma before the name: 'reporting to Head of Network Operations Centre X' (set 49)",
    text: `Network Technician
Steppe Telecom JSC

You will work twelve-hour shifts, reporting to Head of Network Operations Centre Timur Bekov.

Requirements
- two years in a similar role
- good written English`,
    company: "Steppe Telecom JSC",
    position: "Network Technician",
    manager: "Timur Bekov",
  },
  {
    name: "German: 'unter unserer Praxisleiterin X' (set 49)",
    text: `Zahnmedizinische Fachangestellte
Zahnarztpraxis am Markt

Sie arbeiten unter unserer Praxisleiterin Anja Vogt, die Sie in den ersten Wochen begleitet.

Requirements
- two years in a similar role
- good written English`,
    company: "Zahnarztpraxis am Markt",
    position: "Zahnmedizinische Fachangestellte",
    manager: "Anja Vogt",
    language: "de",
  },
  {
    name: "Spanish: 'con nuestra jefa de sala, la señora X' (set 51)",
    text: `Mesero
Restaurante El Mirador

Trabajarás en el comedor con nuestra jefa de sala, la señora Rosa Quispe Mamani, quien te formará.

Requirements
- two years in a similar role
- good written English`,
    company: "Restaurante El Mirador",
    position: "Mesero",
    manager: "Rosa Quispe Mamani",
    language: "es",
  },
  {
    name: "'Our Pool Supervisor X leads the team' (set 50)",
    text: `Swimming Instructor
Coral Cove Resort

Our Pool Supervisor Kalani Brooks leads the swimming team and runs the swim test.

Requirements
- two years in a similar role
- good written English`,
    company: "Coral Cove Resort",
    position: "Swimming Instructor",
    manager: "Kalani Brooks",
  },
  {
    name: "a community's admin sharing a member company's post ('Admin · Group'), a Burmese 'U' before the manager's name (set 52)",
    text: `Mandalay Jobs Board 🇲🇲
Community · 9,230 members

Admin · Mandalay Jobs Board
Wed 13 Mar 2030, 10:02
📢 Sent to us by a member company. Contact the company, not the admin.

DELIVERY DRIVER – 2 posts – Mandalay

Shwe Taung Logistics Co., Ltd. delivers building materials across Mandalay Region.

You will work under our Transport Manager U Aung Ko Ko, who plans every route.

Requirements
- Valid driving licence
- One year driving a light truck`,
    company: "Shwe Taung Logistics Co.",
    position: "Delivery Driver",
    manager: "Aung Ko Ko",
  },
  {
    name: "a company's own careers site: its name over or beside the site's menu, a department under the title (sets 47 and 52)",
    text: `We use cookies to improve your visit. Read our cookie policy.
Accept all   Reject all   Settings

Harbour Light Ferries
Jobs   Departments   Locations   People   Connect

Ticket Office Assistant
Operations · Valletta · Seasonal

We run the crossings between Valletta and the Three Cities with three boats.

What you'll do
- Sell tickets and passes
- Answer passengers' questions

What we need
- One season in a customer-facing role
- At least a year in retail, a ticket office or a travel agency`,
    company: "Harbour Light Ferries",
    position: "Ticket Office Assistant",
    manager: null,
  },
  {
    name: "experience asked for 'in … or a recruitment agency' does not make the advert an agency's (set 47)",
    text: `Northwind Studios                                   Jobs   Locations   Departments   People   Connect

Talent Coordinator
People · Tallinn · Hybrid

We make mobile games for 4 million players.

You bring
- One year in recruitment, HR administration or a recruitment agency
- Fluent English`,
    company: "Northwind Studios",
    position: "Talent Coordinator",
    manager: null,
  },
  {
    name: "a 'PLC' that is a controller names no company, and the town after the header's name is dropped (letters 58)",
    text: `Plant Electrician – Corrib Valley Creamery, Ballina

Corrib Valley Creamery makes butter and milk powder at its site in Ballina.

What you need
- Siemens PLC programming – essential
- Omron PLC experience – an advantage
- A full driving licence`,
    company: "Corrib Valley Creamery",
    position: "Plant Electrician",
    manager: null,
  },
  {
    name: "German 'Dein Ansprechpartner ist unser Werkstattleiter X' names the manager (set 53)",
    text: `Fahrradmechaniker (m/w/d) – Alpenrad Verleih, Kaprun

Alpenrad Verleih vermietet E-Bikes an Gäste im Pinzgau.

Deine Aufgaben
- Wartung und Reparatur unserer Leihräder

Dein Ansprechpartner ist unser Werkstattleiter Tobias Eder, der dich in der ersten Woche einarbeitet.`,
    company: "Alpenrad Verleih",
    position: "Fahrradmechaniker",
    manager: "Tobias Eder",
    language: "de",
  },
  {
    name: "German 'Deine Ansprechpartnerin ist unsere Leiterin Küche X': a role with its area, then the name (set 54)",
    text: `Jungkoch (m/w/d) – Seehotel Möwe, Rust

Das Seehotel Möwe liegt direkt am Neusiedler See.

Deine Aufgaben
- Vorbereitung der Frühstücksbuffets

Deine Ansprechpartnerin ist unsere Leiterin Küche Petra Hofer.`,
    company: "Seehotel Möwe",
    position: "Jungkoch",
    manager: "Petra Hofer",
    language: "de",
  },
  {
    name: "Dutch 'Je werkt samen met onze filiaalmanager X, die je inwerkt' (set 53)",
    text: `Verkoopmedewerker – Bakkerij De Korenbloem, Zwolle

Bakkerij De Korenbloem bakt al zestig jaar brood in Zwolle.

Je werkt samen met onze filiaalmanager Sanne de Boer, die je ook inwerkt.

Wat vragen wij
- Je bent klantvriendelijk`,
    company: "Bakkerij De Korenbloem",
    position: "Verkoopmedewerker",
    manager: "Sanne de Boer",
    language: "nl",
  },
  {
    name: "'you will train … under our Chief Roaster, X' and 'X, our Warehouse Supervisor, will train you' (set 54)",
    text: `Trainee Coffee Roaster
Highland Bean Company

Highland Bean Company roasts speciality coffee in Nairobi. You will train for a year under our Chief Roaster, Wanjiru Kamau, who has roasted for twenty years.

Requirements
- A diploma in food science`,
    company: "Highland Bean Company",
    position: "Trainee Coffee Roaster",
    manager: "Wanjiru Kamau",
  },
  {
    name: "'X, our Warehouse Supervisor, will train you' names the manager (set 54)",
    text: `Stores Clerk
Delta Spares Ltd

Delta Spares Ltd supplies tractor parts across the valley. Thabo Molefe, our Warehouse Supervisor, will train you on our stock system.

Requirements
- Matric`,
    company: "Delta Spares",
    position: "Stores Clerk",
    manager: "Thabo Molefe",
  },
  {
    name: "Spanish 'El Ing. X, nuestro jefe de planta, te capacitará' names the manager (set 54)",
    text: `Operario de Empaque – Frutas del Valle, Culiacán

Frutas del Valle exporta tomate a Estados Unidos.

El Ing. Armando Félix Soto, nuestro jefe de planta, te capacitará en nuestros procesos.

Requisitos
- Secundaria terminada`,
    company: "Frutas del Valle",
    position: "Operario de Empaque",
    manager: "Armando Félix Soto",
    language: "es",
  },
  {
    name: "a scanned notice's narrow lines: '… and will work' / 'under the Chief Engineer, Mr. X, on a' (set 53)",
    text: `VACANCY: PLANT OPERATOR
Outer Islands Power Authority

The Outer Islands Power Authority invites applications from
suitably qualified citizens for the above post. The
successful applicant will join the Vaitupu station and will work
under the Chief Engineer, Mr. Fetu Lotonu, on a
rota covering all generating hours.`,
    company: "Outer Islands Power Authority",
    position: "Plant Operator",
    manager: "Fetu Lotonu",
  },
  {
    name: "French: the later 'sous la responsabilité de la Responsable X, Mme Y' after 'Rattaché(e) au service' (set 54)",
    text: `Magasinier (H/F) – Atlas Pièces, Tanger

Atlas Pièces distribue des pièces automobiles au Maroc.

Rattaché(e) au service logistique, sous la responsabilité de la Responsable Entrepôt, Mme Nadia El Idrissi, vous préparez les commandes.`,
    company: "Atlas Pièces",
    position: "Magasinier",
    manager: "Nadia El Idrissi",
    language: "fr",
  },
  {
    name: "'Reports to: Role, Name' without a title, under a job site's forwarded mail (set 54)",
    text: `---------- Forwarded message ---------
From: Jobfinder Jobs <alerts@jobfinder.example>
Subject: New job: Kitchen Helper

Kitchen Helper
Lighthouse Grill Inc.

Lighthouse Grill Inc. serves seafood in Dumaguete.

Reports to: Kitchen Operations Head, Ma. Teresa Ramos

Qualifications:
1. High school graduate`,
    company: "Lighthouse Grill",
    position: "Kitchen Helper",
    manager: "Ma. Teresa Ramos",
  },
  {
    name: "'Reports to: Role, Place' names nobody",
    text: `Community Paramedic
Coastal Health Services

Reports to: EMS Supervisor, Dingle Peninsula

Coastal Health Services runs ambulance bases in Kerry.`,
    company: "Coastal Health Services",
    position: "Community Paramedic",
    manager: null,
  },
  {
    name: "a numbered form's fields ('1. ORGANISATION:', '2. POST TITLE:') under a ministry's letterhead (set 54)",
    text: `MINISTRY OF TOURISM AND CULTURE
VACANCY NOTICE

1. ORGANISATION:          National Heritage Board
2. POST TITLE:            MUSEUM ATTENDANT (3 POSTS)
3. RESPONSIBLE TO:        Curator
4. MAIN DUTIES:           Guide visitors; keep the galleries tidy.`,
    company: "National Heritage Board",
    position: "Museum Attendant",
    manager: null,
  },
  {
    name: "a ministry's notice: the division that invites applications hires, not the ministry (set 53)",
    text: `GOVERNMENT OF SAINT HELENA
MINISTRY OF INFRASTRUCTURE

The Water Services Division invites applications from suitably qualified
persons for the post of Pump Station Operator.

Duties
- Run the pumps on a shift rota`,
    company: "Water Services Division",
    position: "Pump Station Operator",
    manager: null,
  },
  {
    name: "Spanish 'comunica la apertura … para el puesto de X' under a ministry, beside a civil-service class (set 54)",
    text: `MINISTERIO DE AGRICULTURA Y GANADERÍA
CONCURSO EXTERNO N.º 12-2031

El Servicio Nacional de Salud Animal comunica la apertura del concurso
para el puesto de INSPECTOR DE CAMPO (2 plazas), con sede en Liberia.

Clase: Técnico de Servicio Civil 2
Especialidad: Salud animal`,
    company: "Servicio Nacional de Salud Animal",
    position: "Inspector de Campo",
    manager: null,
    language: "es",
  },
  {
    name: "a town under the title that the advert travels from ('depuis Sousse') is no employer (set 54)",
    text: `emploisud   Offres d'emploi   Entreprises   Espace candidat

Opérateur de presse
ATLAS EMBOUTISSAGE SA
Bouhajla – Zone industrielle Nord

Atlas Emboutissage, sous-traitant automobile, recrute un opérateur de presse.

Transport assuré depuis Bouhajla et Hammam Bouhajla.

Postuler
Offres similaires : Soudeur – Bouhajla`,
    company: "Atlas Emboutissage",
    position: "Opérateur de presse",
    manager: null,
    language: "fr",
  },
  {
    name: "a ministry's numbered form whose 'Division:' is a body in its own right (set 55)",
    text: `GOVERNMENT OF TONGA
MINISTRY OF INFRASTRUCTURE AND TRANSPORT

VACANCY ANNOUNCEMENT

1. Position Title:   PORT CLERK (1 POST)
2. Division:         Ports Authority of Vava'u (PAV)
3. Reports to:       Harbour Master`,
    company: "Ports Authority of Vava'u",
    position: "Port Clerk",
    manager: null,
  },
  {
    name: "a microfinance notice in capitals over its town, which it names as a branch's ('l'agence de X') (set 55)",
    text: `CAISSE DU PLATEAU SOLIDAIRE
Institution de microfinance agréée – Siège : Quartier Zongo,
Savalou – Tél. 22 55 01 02
AVIS DE RECRUTEMENT
La Caisse du Plateau Solidaire lance un avis de recrutement pour
le poste de :
CAISSIER (H/F)
Renforcer l'agence de Savalou et ses points de service de Savalou-Nord et de Savalou-Sud.`,
    company: "Caisse du Plateau Solidaire",
    position: "Caissier",
    manager: null,
    language: "fr",
  },
  {
    name: "a classifieds site over the advert ('AZ Kleinanzeigen') and 'Region X' are no employer (set 55)",
    text: `RS Kleinanzeigen
Stellenangebote › Landwirtschaft
Inseriert am 02.05.2031 · Anzeigen-Nr. 55120

Verwalter/in gesucht – Region Karibib
Die Rinderfarm Ombuku sucht zum 1. Juli eine/n zuverlässige/n Verwalter/in.

Wir erwarten:
– Erfahrung mit Rinderhaltung`,
    company: "Rinderfarm Ombuku",
    position: "Verwalter/in",
    manager: null,
    language: "de",
  },
  {
    name: "'You will report to Guest Experience Manager X': a role's words, then the name (set 55)",
    text: `Pool Attendant
Coral Bay Resort

Coral Bay Resort is hiring a Pool Attendant for our lagoon pool. You will report to Guest Relations Manager Kerron Blake.`,
    company: "Coral Bay Resort",
    position: "Pool Attendant",
    manager: "Kerron Blake",
  },
  {
    name: "'You'll work alongside X, our head cheesemaker' names the manager (set 55)",
    text: `Dairy Assistant
Hilltop Creamery

Hilltop Creamery makes farmhouse cheese in Tipperary. You'll work alongside Niamh Brennan, our head cheesemaker, turning and brining the wheels.`,
    company: "Hilltop Creamery",
    position: "Dairy Assistant",
    manager: "Niamh Brennan",
  },
  {
    name: "Dutch 'Je werkt samen met basisleider X' (set 55)",
    text: `Surfinstructeur – Surfschool Golfslag, Peniche

Surfschool Golfslag geeft al tien jaar les aan Nederlandse gasten. Je werkt samen met basisleider Joris Verbeek.

Wat vragen wij
- Een surfdiploma`,
    company: "Surfschool Golfslag",
    position: "Surfinstructeur",
    manager: "Joris Verbeek",
    language: "nl",
  },
  {
    name: "French: candidates 'seront reçus par le Chef d'agence de X, M. Y' (set 55)",
    text: `MUTUELLE DES COLLINES
AVIS DE RECRUTEMENT
La Mutuelle des Collines recrute un caissier (H/F) pour son agence de Dassa.
Les candidats présélectionnés seront reçus par le Chef d'agence de Dassa, M. Firmin Houessou, pour un entretien.`,
    company: "Mutuelle des Collines",
    position: "caissier",
    manager: "Firmin Houessou",
    language: "fr",
  },
  {
    name: "a job board's 'Bank Teller – Branch' title over the bank's name, beside 'an accurate teller' in prose (set 56)",
    text: `Jobs   Companies   Career advice   Sign in

Bank Teller – Kampala Road Branch
Victoria Lake Bank
Kampala, Uganda · Full-time

We are looking for a friendly, accurate teller to join our banking hall team.

Requirements
• Diploma in Banking`,
    company: "Victoria Lake Bank",
    position: "Bank Teller",
  },
  {
    name: "a card addressed 'to:' with the school's principal on the next line (set 56)",
    text: `KPETEMA SECONDARY SCHOOL
VACANCY
SCIENCE TEACHER

Apply with CV and two referees, addressed to:
The Principal, Mrs. Adama K. Sesay
Closing date: 30 June`,
    company: "Kpetema Secondary School",
    position: "Science Teacher",
    manager: "Adama K. Sesay",
  },
  {
    name: "'addressed to:' the HR office names no hiring manager",
    text: `Records Clerk
Riverbend Water Board

Applications should be addressed to:
The Human Resources Officer, Ms. Joyce Tembo, Riverbend Water Board`,
    company: "Riverbend Water Board",
    position: "Records Clerk",
    manager: null,
  },
  {
    name: "a ministry's notice with 'Department: Department of X' hires for the department (set 56)",
    text: `GOVERNMENT OF ST HELENA
VACANCY NOTICE

1.  Post title:          Park Ranger
2.  Ministry:            Ministry of Environment
3.  Department:          Department of Parks and Gardens
4.  Salary:              $20 per hour`,
    company: "Department of Parks and Gardens",
    position: "Park Ranger",
  },
  {
    name: "a ministry's 'Division:' that names a function, not a body, leaves the ministry (set 56)",
    text: `PUBLIC SERVICE COMMISSION
VACANCY ANNOUNCEMENT

Ministry of Lands and Survey
Division: Land Titles and Registry, Apia

1.  POSITION TITLE:       Registry Clerk
2.  SALARY:               Level 4`,
    company: "Ministry of Lands and Survey",
    position: "Registry Clerk",
  },
  {
    name: "a newsletter's 'JOBS CORNER' between rules: 'Title – Firm (depot)', the firm opening the next sentence (set 56)",
    text: `EAST COAST BUSINESS NEWS
Issue 12 · May 2031

-------------------------------------------------------------
FISH PRICES HOLD STEADY
Buyers at the market say prices will hold until the rains.

-------------------------------------------------------------
JOBS CORNER

Warehouse Assistant – Northside Hardware Supplies (Sauteurs store)
Northside Hardware Supplies sells building materials to contractors. They need a stock hand for the yard.
 · Able to lift 25 kg
 · Basic maths

Also from members: the Sauteurs Credit Union needs a part-time cleaner.

-------------------------------------------------------------
You are receiving this email because you joined the mailing list.`,
    company: "Northside Hardware Supplies",
    position: "Warehouse Assistant",
  },
  {
    name: "Spanish 'Reporta a: Jefe de Taller, Sr. Washington Olivera': a place's name as a given name after 'Sr.' (set 56)",
    text: `Mecánico de maquinaria agrícola
Agro Rivera S.A.

Buscamos un mecánico para el taller de Rivera.
Reporta a: Jefe de Taller, Sr. Washington Olivera.`,
    company: "Agro Rivera",
    position: "Mecánico de maquinaria agrícola",
    manager: "Washington Olivera",
    language: "es",
  },
  {
    name: "French 'POSTE : BOULANGER / BOULANGÈRE' and 'à l'attention du Responsable de production, M. X' (set 56)",
    text: `BOULANGERIE DU PORT
AVIS DE RECRUTEMENT

La Boulangerie du Port recrute pour son équipe de nuit :

POSTE : BOULANGER / BOULANGÈRE (2 postes)

Les dossiers sont à déposer au comptoir, à l'attention du Responsable de production, M. Jean-Robert Pierre, du lundi au samedi.`,
    company: "Boulangerie du Port",
    position: "Boulanger / Boulangère",
    manager: "Jean-Robert Pierre",
    language: "fr",
  },
  {
    name: "a surname that is a trade's word, after 'Mr.' ('Mr. Yannick Boulanger')",
    text: `Senior Sommelier
Harbour Grill Restaurant

You will report to the restaurant's Head Sommelier, Mr. Yannick Boulanger, and work with the Restaurant Manager.`,
    company: "Harbour Grill Restaurant",
    position: "Senior Sommelier",
    manager: "Yannick Boulanger",
  },
  {
    name: "an agency's 'On behalf of:' field names the client; the client's interviewing 'Sportchef' is the manager (set 56)",
    text: `Fitnesstrainer/in (m/w/d) – Saison 2031
Adria Personalservice GmbH

Die Adria Personalservice GmbH vermittelt Personal an Hotels. Für unseren Kunden, das Hotel Seeblick in Kemer, suchen wir eine/n Fitnesstrainer/in.

Das Vorstellungsgespräch führt der Sportchef des Hotels, Murat Kaya, per Video.
Ihre Ansprechpartnerin bei uns: Sabine Roth, Personalberaterin`,
    company: "Hotel Seeblick",
    position: "Fitnesstrainer/in",
    manager: "Murat Kaya",
    language: "de",
  },
  {
    name: "a job site's 'On behalf of:' field under a recruitment agency's 'Posted by:' (set 56)",
    text: `Instrument Technician
Posted by: Belait Crew Services Sdn Bhd (Recruitment agency)
On behalf of: Tutong Process Services Sdn Bhd
Location: Tutong

Our client maintains gas plants. The successful candidates will be employed directly by Tutong Process Services.`,
    company: "Tutong Process Services",
    position: "Instrument Technician",
  },
  {
    name: "'will be interviewed by our Front Office Manager X' names the manager (set 57)",
    text: `Front Desk Receptionist
Lakeside Lodge

Shortlisted applicants will be interviewed by our Front Office Manager Selam Bekele.`,
    company: "Lakeside Lodge",
    position: "Front Desk Receptionist",
    manager: "Selam Bekele",
  },
  {
    name: "an applicant-tracking page's 'Hiring Lead:' field (set 57)",
    text: `Payroll Clerk
Harbor Freight Services
Hiring Lead: Lorna Kabua (Finance Manager)

We need a payroll clerk.`,
    company: "Harbor Freight Services",
    position: "Payroll Clerk",
    manager: "Lorna Kabua",
  },
  {
    name: "'Apply to workshop foreman X': a manager's role right before the name (set 57)",
    text: `Auto Electrician
Basseterre Motors Ltd

Apply to workshop foreman Delroy Hanley at delroy@basseterremotors.example.`,
    company: "Basseterre Motors",
    position: "Auto Electrician",
    manager: "Delroy Hanley",
  },
  {
    name: "Dutch 'onder teamleider X, die je ook interviewt' (set 57)",
    text: `Klantenservicemedewerker (m/v/x)
Helpdesk Zuid B.V.

Je werkt in een team van 12 onder teamleider Sven Jacobs, die je ook interviewt.`,
    company: "Helpdesk Zuid",
    position: "Klantenservicemedewerker",
    manager: "Sven Jacobs",
    language: "nl",
  },
  {
    name: "a practice manager to ask questions of is no hiring manager",
    text: `Practice Nurse
Riverside Family Practice

Got questions? Our Practice Manager, Dana Whitby, is happy to chat on (08) 5550 3127.`,
    company: "Riverside Family Practice",
    position: "Practice Nurse",
    manager: null,
  },
  {
    name: "Job Bank's 'Posted on … by X' under the board's own name; 'The centre director, X, interviews' (set 57)",
    text: `Job Bank
Canada.ca > Job Bank > Find a job

Early childhood educator (ECE)
Job number: 3155000
Posted on April 14, 2031 by Northern Lights Child Care Centre

Location: Whitehorse (YT)

The centre director, Marie Dawson, interviews all applicants.`,
    company: "Northern Lights Child Care Centre",
    position: "Early childhood educator (ECE)",
    manager: "Marie Dawson",
  },
  {
    name: "'Posted by Nirosha' names a person who posted, not the employer",
    text: `Data Entry Operator
Posted by Nirosha

Colombo Diagnostics (Pvt) Ltd is looking for a data entry operator.`,
    company: "Colombo Diagnostics",
    position: "Data Entry Operator",
  },
  {
    name: "a scanned letterhead over 'NOTICE OF VACANCY – TITLE' (set 57)",
    text: `[Scanned with a phone – text recognised]

ATOLL SOLAR & ELECTRICAL
P.O. Box 12, Majuro

NOTICE OF VACANCY – SOLAR PV TECHNICIAN

Atoll Solar & Electrical invites applications for the post of Solar PV Technician.`,
    company: "Atoll Solar & Electrical",
    position: "Solar PV Technician",
  },
  {
    name: "a form's 'SUPERVISOR:' field with the title 'Mr.' before the name (set 58)",
    text: `KOSRAE HEALTH CENTER
VACANCY ANNOUNCEMENT

POSITION TITLE:     Stores Officer
SUPERVISOR:         Finance Director, Mr. Kenye Sigrah`,
    company: "Kosrae Health Center",
    position: "Stores Officer",
    manager: "Kenye Sigrah",
  },
  {
    name: "Spanish 'Gerente Técnico: Ing. X' as a field (set 58)",
    text: `Ingeniero Agrónomo de Campo
Semillas del Chaco S.A.

Gerente Técnico: Ing. Mario Rojas Peña
Buscamos un ingeniero agrónomo para nuestras parcelas.`,
    company: "Semillas del Chaco",
    position: "Ingeniero Agrónomo de Campo",
    manager: "Mario Rojas Peña",
    language: "es",
  },
  {
    name: "a radio notice's 'go and see the head gardener, Mr. X' (set 58)",
    text: `Landscape Gardener
Anse Volbert Gardens

The hotel needs a landscape gardener. Applicants can go and see the head gardener, Mr. Paul Hoareau, at the nursery.`,
    company: "Anse Volbert Gardens",
    position: "Landscape Gardener",
    manager: "Paul Hoareau",
  },
  {
    name: "'work closely with X, our Operations Manager' names the manager (set 58)",
    text: `IT Support Officer
Aitutaki Freight Ltd

You will work closely with Tere Marsters, our Operations Manager, and travel to the outer islands.`,
    company: "Aitutaki Freight",
    position: "IT Support Officer",
    manager: "Tere Marsters",
  },
  {
    name: "a Singapore agency's 'Hiring on behalf of X Pte Ltd' and its EA licence: the client, and no person (set 58)",
    text: `Bus Captain
Lion Gate Manpower Pte Ltd
Hiring on behalf of Westline Transit Pte Ltd

Westline Transit runs feeder bus services in the west of the city. As a Bus Captain you will drive our buses on
fixed routes and help passengers with their questions.

Lion Gate Manpower Pte Ltd | EA Licence No. 26C0000`,
    company: "Westline Transit",
    position: "Bus Captain",
    manager: null,
    agency: "Lion Gate Manpower",
  },
  {
    name: "a ministry's letterhead over 'DEPARTMENT OF X': the department hires (set 58)",
    text: `MINISTRY OF AGRICULTURE
DEPARTMENT OF FISHERIES
VACANCY

Fisheries Assistant
The Department invites applications for the post of Fisheries Assistant.`,
    company: "Department of Fisheries",
    position: "Fisheries Assistant",
  },
  {
    name: "a newsletter's 'TITLE – Firm, Town' with the firm opening the next line, below the newsletter's name (set 57)",
    text: `NEVIS BUSINESS NETWORK – MEMBER NEWS
April 2027

Welcome to this month's round-up from our members.

AUTO ELECTRICIAN – Liburd's Auto & Marine, Charlestown
Liburd's Auto & Marine services cars, pickups and small boats across Nevis. We need an auto electrician to repair starting and charging systems.`,
    company: "Liburd's Auto & Marine",
    // (A title in capitals that the body writes in small letters stays as the advert shouts it.)
    position: "AUTO ELECTRICIAN",
  },
  {
    name: "a public employment form's numbered 'Empleador:' field (set 57)",
    text: `SERVICIO PÚBLICO DE EMPLEO
1. Cargo: Operario de trilladora de café
2. Empleador: Trilladora El Roble
3. Municipio: Chinchiná

Buscamos un operario para la trilladora.`,
    company: "Trilladora El Roble",
    position: "Operario de trilladora de café",
    language: "es",
  },
  {
    name: "a one-page site's 'Message X (owner)' names the manager (set 59)",
    text: `Dive Instructor
Santo Reef Divers

We are a small dive shop on Espiritu Santo looking for a PADI instructor for the season.
Message Lina Tari (owner) on +678 555 4120`,
    company: "Santo Reef Divers",
    position: "Dive Instructor",
    manager: "Lina Tari",
  },
  {
    name: "'Contact: Head of Compliance X, e-mail': the department's words, then the person (set 59)",
    text: `Compliance Officer
Three Legs Trust Ltd

We are hiring a compliance officer for our Douglas office to run client due diligence.
Contact: Head of Compliance Tom Quayle, tquayle@threelegs.example`,
    company: "Three Legs Trust",
    position: "Compliance Officer",
    manager: "Tom Quayle",
  },
  {
    name: "a pay in quetzales under the title is no company (set 59)",
    text: `Profesor de Español para Extranjeros
Q 4,500 – 6,000 / mes · Tiempo completo

Escuela de Idiomas El Mirador busca profesor(a) para clases individuales de español con estudiantes de Europa.`,
    company: "Escuela de Idiomas El Mirador",
    position: "Profesor de Español para Extranjeros",
    language: "es",
  },
];

describe("advert analysis reads the formats people paste", () => {
  for (const example of CASES) {
    it(example.name, () => {
      const job = analyseJobDescription(example.text);
      expect(job.company).toBe(example.company);
      expect(job.position).toBe(example.position);
      if (example.manager !== undefined) expect(job.hiringManager?.name ?? null).toBe(example.manager);
      expect(job.language).toBe(example.language ?? "en");
      if (example.agency !== undefined) expect(job.agency?.name).toBe(example.agency);
      if (example.company) expect(job.sources.company.confidence).not.toBe("unknown");
      else expect(job.sources.company.confidence).toBe("unknown");
    });
  }
});
