import { createElement, type SVGProps } from "react";
import type { IconNode } from "lucide";

export type { IconNode };

type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & {
  /** A lucide icon's shapes, e.g. `ArrowRight` from "lucide". */
  node: IconNode;
};

/**
 * A lucide icon drawn as a plain SVG. No hooks and no "use client": a server component's icons ship no code, where
 * lucide-react's `Icon` is a client component every page downloads (docs/architecture.md §7). Decorative unless the
 * caller gives it a name (`aria-hidden={false}` with `aria-label` or `role="img"`).
 */
export function Icon({ node, className, ...props }: IconProps) {
  return (
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className ? `lucide ${className}` : "lucide"}
      {...props}
    >
      {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
