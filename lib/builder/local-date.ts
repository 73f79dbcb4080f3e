/** The browser's own calendar date as YYYY-MM-DD (a letter is dated the day the user writes it, where they are). */
export function localIsoDate(date: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
