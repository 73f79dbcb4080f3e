/** `text` matched literally inside an ILIKE pattern (backslash is Postgres's default escape). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
