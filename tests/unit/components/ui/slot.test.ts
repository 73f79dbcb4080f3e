import { createElement, createRef } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Slot } from "@/components/ui/slot";

// Our Slot stands in for Radix's under Button and Badge (docs/architecture.md §7): the same merging of props.

describe("Slot", () => {
  it("renders its child with the slot's props, the child's winning", () => {
    const html = renderToStaticMarkup(
      createElement(
        Slot,
        { "data-slot": "button", title: "slot", type: "button" },
        createElement("a", { href: "/pricing", title: "child" }, "Upgrade"),
      ),
    );
    expect(html).toBe('<a href="/pricing" title="child" data-slot="button" type="button">Upgrade</a>');
  });

  it("joins classes, merges styles and adds up aria-describedby ids", () => {
    const html = renderToStaticMarkup(
      createElement(
        Slot,
        { className: "btn", style: { color: "red", margin: 0 }, "aria-describedby": "hint shared" },
        createElement("a", {
          className: "link",
          style: { color: "blue" },
          "aria-describedby": "error shared",
        }),
      ),
    );
    expect(html).toContain('class="btn link"');
    expect(html).toContain('style="color:blue;margin:0"');
    expect(html).toContain('aria-describedby="error shared hint"');
  });

  it("runs both handlers, the child's first, and keeps a handler only one of them has", () => {
    const calls: string[] = [];
    let props: Record<string, unknown> = {};
    function Probe(received: Record<string, unknown>) {
      props = received;
      return null;
    }
    renderToStaticMarkup(
      createElement(
        Slot,
        { onClick: () => calls.push("slot"), onFocus: () => calls.push("slot focus") },
        createElement(Probe, { onClick: () => calls.push("child") }),
      ),
    );
    (props.onClick as () => void)();
    (props.onFocus as () => void)();
    expect(calls).toEqual(["child", "slot", "slot focus"]);
  });

  it("passes the child's ref on, and gives a ref of its own to both", () => {
    let received: unknown;
    function Probe({ ref }: { ref?: unknown }) {
      received = ref;
      return null;
    }
    const childRef = createRef<string>();
    renderToStaticMarkup(createElement(Slot, {}, createElement(Probe, { ref: childRef })));
    expect(received).toBe(childRef);

    const slotRef = createRef<string>();
    renderToStaticMarkup(createElement(Slot, { ref: slotRef }, createElement(Probe, { ref: childRef })));
    const cleanup = (received as (node: string | null) => () => void)("node");
    expect([slotRef.current, childRef.current]).toEqual(["node", "node"]);
    cleanup();
    expect([slotRef.current, childRef.current]).toEqual([null, null]);
  });

  it("refuses anything but one element, and renders nothing for no child", () => {
    expect(() => renderToStaticMarkup(createElement(Slot, {}, "text"))).toThrow(/single React element/);
    expect(() =>
      renderToStaticMarkup(createElement(Slot, {}, createElement("a"), createElement("b"))),
    ).toThrow();
    expect(renderToStaticMarkup(createElement(Slot, {}))).toBe("");
  });
});
