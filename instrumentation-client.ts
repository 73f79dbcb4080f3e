import { z } from "zod";

// Runs before the app's code in the browser. Zod compiles object parsers with `new Function` unless told not to,
// and even its probe for that is reported as a violation of the pages' CSP, which allows no eval
// (docs/decisions.md 'Security headers'). The server keeps the compiled parsers.
z.config({ jitless: true });
