import { describe, expect, it } from "vitest";

import {
  clearDraft,
  EMPTY_DRAFT,
  inputReady,
  loadDraft,
  parseDraft,
  saveDraft,
} from "@/lib/builder/persistence";
import { DRAFT_STORAGE_KEY } from "@/lib/messages/builder";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  };
}

describe("draft persistence", () => {
  it("round-trips the typed input through session storage and clears it", () => {
    const store = memoryStorage();
    const draft = {
      ...EMPTY_DRAFT,
      jobDescription: "Job",
      cvContent: "CV",
      additionalNotes: "Notes",
      cvMode: "upload" as const,
      fileName: "cv.pdf",
    };
    saveDraft(draft, store);
    expect(store.map.has(DRAFT_STORAGE_KEY)).toBe(true);
    expect(loadDraft(store)).toEqual(draft);
    clearDraft(store);
    expect(loadDraft(store)).toEqual(EMPTY_DRAFT);
  });

  it("survives broken or hostile stored values", () => {
    expect(parseDraft("{not json")).toEqual(EMPTY_DRAFT);
    expect(parseDraft("42")).toEqual(EMPTY_DRAFT);
    const parsed = parseDraft(
      JSON.stringify({ jobDescription: 5, cvContent: "x".repeat(60_000), cvMode: "fax" }),
    );
    expect(parsed.jobDescription).toBe("");
    expect(parsed.cvContent).toHaveLength(50_000);
    expect(parsed.cvMode).toBe("paste");
  });

  it("keeps working when storage throws", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("full");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    };
    expect(loadDraft(broken)).toEqual(EMPTY_DRAFT);
    expect(() => saveDraft(EMPTY_DRAFT, broken)).not.toThrow();
    expect(() => clearDraft(broken)).not.toThrow();
  });

  it("is ready only when job description and CV are non-blank after trimming", () => {
    expect(inputReady({ jobDescription: "  ", cvContent: "cv" })).toBe(false);
    expect(inputReady({ jobDescription: "job", cvContent: "\n\t" })).toBe(false);
    expect(inputReady({ jobDescription: " job ", cvContent: " cv " })).toBe(true);
  });
});

describe("the builder's view in the draft", () => {
  const id = "7f1c2b1e-3a4d-4c5e-8f90-123456789abc";

  it("brings back the step, the open letter and an edit in progress", () => {
    const store = memoryStorage();
    saveDraft(
      { ...EMPTY_DRAFT, view: { step: 2, letterId: id, editText: "Dear Ms Müller,\n\nHalf-wri" } },
      store,
    );
    expect(loadDraft(store).view).toEqual({ step: 2, letterId: id, editText: "Dear Ms Müller,\n\nHalf-wri" });
  });

  it("drops what is not a step, an item id or text", () => {
    const raw = JSON.stringify({ view: { step: 3, letterId: "../admin", editText: 42 } });
    expect(parseDraft(raw).view).toEqual({ step: 1, letterId: null, editText: null });
    expect(parseDraft(JSON.stringify({})).view).toEqual({ step: 1, letterId: null, editText: null });
  });

  it("cuts an edit in progress to the letter limit", () => {
    const raw = JSON.stringify({ view: { step: 2, letterId: id, editText: "x".repeat(30_000) } });
    expect(parseDraft(raw).view.editText).toHaveLength(20_000);
  });
});
