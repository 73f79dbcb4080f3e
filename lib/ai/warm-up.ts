import { analyseJobDescription } from "@/lib/ai/analysis/job-description";
import { extractCvLocally } from "@/lib/ai/offline/extract-cv";
import { checkLetter } from "@/lib/grounding/check-letter";
import { matchCvToAdvert } from "@/lib/grounding/match";

/**
 * Reads a small made-up CV, advert and letter once when the server starts (docs/architecture.md §7): the readers'
 * patterns are compiled on their first use, about half a second, which the first user's letter would otherwise pay.
 */
const SAMPLE_ADVERT = `Warehouse Supervisor – Riverside Depot
Harbour Freight Ltd

Harbour Freight Ltd is hiring a Warehouse Supervisor. You will report to our Operations Manager, Ms Dana Reyes.

Requirements
- 3+ years in a warehouse, with at least one leading a shift
- Forklift licence
- Fluent English; Spanish an advantage
- Experience with a WMS such as SAP EWM`;

const SAMPLE_CV = `Sam Taylor
sam.taylor@example.com | +44 7700 900555

Experience
Shift Leader — Northgate Logistics (2021 – present)
- Led a team of 8 pickers on the night shift
- Cut mis-picks from 2.1% to 0.8% in 2023

Certificates
Counterbalance forklift licence, 2020

Skills
SAP EWM, Excel

Languages
English (native), Spanish (basic)`;

const SAMPLE_LETTER = `Dear Ms Reyes,

I am applying for the Warehouse Supervisor role at Harbour Freight. Since 2021 I have led a team of 8 pickers on the
night shift at Northgate Logistics, where we cut mis-picks from 2.1% to 0.8%. I hold a counterbalance forklift licence
and use SAP EWM every day. I have not yet worked with a second language at work.

Kind regards,
Sam Taylor`;

/** The sample itself, for its test. */
export function warmUpSample(): { cv: string; advert: string; letter: string } {
  return { cv: SAMPLE_CV, advert: SAMPLE_ADVERT, letter: SAMPLE_LETTER };
}

export function warmUpReaders(): void {
  extractCvLocally(SAMPLE_CV);
  analyseJobDescription(SAMPLE_ADVERT);
  matchCvToAdvert({ cvContent: SAMPLE_CV, jobDescription: SAMPLE_ADVERT });
  checkLetter({ letter: SAMPLE_LETTER, cvContent: SAMPLE_CV, jobDescription: SAMPLE_ADVERT });
}
