"use client";

import { useState } from "react";
import { Bug, Copy, FlaskConical, Loader2 } from "lucide";
import { Icon } from "@/components/ui/icon";

import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { copyText } from "@/components/builder/copy-text";
import type { CvData } from "@/lib/ai/cv-data";
import { requestJson } from "@/lib/api-client";
import { AI_ERROR_MESSAGES, AI_SUCCESS_MESSAGES } from "@/lib/messages/ai";
import { ADMIN_TOOLS } from "@/lib/messages/builder/letter";
import { API } from "@/lib/routes";

/** docs/spec.md (product) §2 and 001 §2: admin-only 'Test Extraction', 'Show/Hide Debug', the raw JSON and 'Copy JSON'. */
export function AdminTools({ cvContent }: { cvContent: string }) {
  const [testing, setTesting] = useState(false);
  const [debug, setDebug] = useState(false);
  const [data, setData] = useState<CvData | null>(null);

  async function testExtraction() {
    if (!cvContent.trim()) {
      toast.error(AI_ERROR_MESSAGES.noCvToTest);
      return;
    }
    setTesting(true);
    try {
      const response = await requestJson<{ data: CvData; message: string }>(API.extract, {
        method: "POST",
        body: { cvContent },
        messages: { server: AI_ERROR_MESSAGES.extractionTestFailed },
      });
      console.info("[builder] extracted CV data", response);
      setData(response.data);
      toast.success(response.message || AI_SUCCESS_MESSAGES.extracted);
    } catch (error) {
      console.warn("[builder] extraction test failed", error);
      toast.error(AI_ERROR_MESSAGES.extractionTestFailed);
    } finally {
      setTesting(false);
    }
  }

  const json = data ? JSON.stringify(data, null, 2) : "";
  return (
    <section
      aria-labelledby="admin-tools-title"
      className="rounded-xl border border-dashed border-violet-300 bg-violet-50/40 p-4 sm:p-5"
    >
      <h3 id="admin-tools-title" className="text-base font-semibold">
        {ADMIN_TOOLS.title}
      </h3>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() => void testExtraction()}
          disabled={testing}
          aria-busy={testing || undefined}
        >
          {testing ? (
            <Icon node={Loader2} className="animate-spin" aria-hidden="true" />
          ) : (
            <Icon node={FlaskConical} aria-hidden="true" />
          )}
          {testing ? ADMIN_TOOLS.testing : ADMIN_TOOLS.testExtraction}
        </Button>
        <Button
          type="button"
          variant="outline"
          aria-expanded={debug}
          aria-controls="admin-debug"
          onClick={() => setDebug(!debug)}
        >
          <Icon node={Bug} aria-hidden="true" />
          {debug ? ADMIN_TOOLS.hideDebug : ADMIN_TOOLS.showDebug}
        </Button>
      </div>
      {debug && (
        <div id="admin-debug" className="mt-4 grid gap-2">
          <div className="flex items-center justify-between gap-2">
            <h4 className="text-sm font-semibold">{ADMIN_TOOLS.debugTitle}</h4>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={!data}
              onClick={() => void copyText(json)}
            >
              <Icon node={Copy} aria-hidden="true" />
              {ADMIN_TOOLS.copyJson}
            </Button>
          </div>
          {data ? (
            <pre
              tabIndex={0}
              aria-label={ADMIN_TOOLS.debugTitle}
              className="max-h-96 overflow-auto rounded-md bg-neutral-950 p-3 text-xs leading-relaxed text-neutral-100"
            >
              {json}
            </pre>
          ) : (
            <p className="text-sm text-muted-foreground">{ADMIN_TOOLS.noData}</p>
          )}
        </div>
      )}
    </section>
  );
}
