/** A file the builder could not turn into CV text; `message` is the reason shown after 'Error processing file: '. */
export class ImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ImportError";
  }
}
