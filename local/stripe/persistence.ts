// The data file: the stand-in's records as JSON, written atomically (temporary file, then rename), so `npm run dev`
// keeps customers and subscriptions across restarts (the app's database keeps their ids).
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { StoredState } from "./state.ts";

export function loadState(dataFile: string): StoredState | undefined {
  if (!existsSync(dataFile)) return undefined;
  try {
    const stored = JSON.parse(readFileSync(dataFile, "utf8")) as Partial<StoredState> | null;
    if (stored && stored.version === 1) return stored as StoredState;
    console.warn(`[stripe stand-in] ${dataFile} has an unknown format; starting with no customers.`);
  } catch {
    console.warn(`[stripe stand-in] ${dataFile} is unreadable; starting with no customers.`);
  }
  return undefined;
}

export function saveState(dataFile: string, state: StoredState): void {
  mkdirSync(path.dirname(dataFile), { recursive: true });
  const temporary = `${dataFile}.tmp`;
  writeFileSync(temporary, JSON.stringify(state));
  renameSync(temporary, dataFile);
}
