import { zodWithoutEval } from "@/lib/validation/zod-without-eval";

// Runs before the app's code in the browser; the server keeps zod's compiled parsers.
zodWithoutEval();
