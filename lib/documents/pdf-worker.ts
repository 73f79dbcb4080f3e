// The pdf.js worker: loaded with `new Worker(new URL("./pdf-worker.ts", import.meta.url))`; it starts listening
// on its own when it finds itself in a worker scope.
import "pdfjs-dist/build/pdf.worker.min.mjs";
