import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ArrowRight, CircleCheck } from "lucide";
import { describe, expect, it } from "vitest";
import { Icon } from "@/components/ui/icon";

// Icons are plain SVGs drawn on the server, so no icon code ships to the browser (docs/architecture.md §7).

describe("Icon", () => {
  it("draws the icon's shapes in lucide's 24-unit stroke style, hidden from assistive technology", () => {
    const html = renderToStaticMarkup(createElement(Icon, { node: ArrowRight, className: "size-4" }));
    expect(html).toBe(
      '<svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" ' +
        'stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" class="lucide size-4">' +
        '<path d="M5 12h14"></path><path d="m12 5 7 7-7 7"></path></svg>',
    );
  });

  it("keeps every shape of a many-part icon and lets the caller name it", () => {
    const html = renderToStaticMarkup(
      createElement(Icon, { node: CircleCheck, "aria-hidden": false, role: "img", "aria-label": "Met" }),
    );
    expect(html).toContain('aria-hidden="false"');
    expect(html).toContain('role="img" aria-label="Met"');
    expect(html).toContain('class="lucide"');
    expect(html.match(/<(circle|path)\b/g)).toHaveLength(CircleCheck.length);
  });
});
