import { cloneElement, isValidElement, useCallback, type ReactNode, type Ref } from "react";

type Props = Record<string, unknown>;
type RefCleanup = () => void;

function setRef<T>(ref: Ref<T> | undefined, node: T | null): RefCleanup | void {
  if (typeof ref === "function") return ref(node) as RefCleanup | void;
  if (ref) ref.current = node;
}

/** One callback ref that sets both refs; its cleanup runs theirs (or clears them), as React 19 expects. */
function useComposedRef<T>(first: Ref<T> | undefined, second: Ref<T> | undefined) {
  return useCallback(
    (node: T | null) => {
      const cleanups = [setRef(first, node), setRef(second, node)];
      return () =>
        cleanups.forEach((cleanup, index) => (cleanup ? cleanup() : setRef(index ? second : first, null)));
    },
    [first, second],
  );
}

/** The child's props win, except that handlers both run (the child's first) and classes, styles and ids add up. */
function mergeProps(slotProps: Props, childProps: Props): Props {
  const merged: Props = { ...slotProps, ...childProps };
  for (const name in childProps) {
    const slotValue = slotProps[name];
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name) && typeof slotValue === "function" && typeof childValue === "function") {
      merged[name] = (...args: unknown[]) => {
        const result = childValue(...args);
        slotValue(...args);
        return result;
      };
    } else if (/^on[A-Z]/.test(name) && slotValue && !childValue) merged[name] = slotValue;
    else if (name === "style") merged[name] = { ...(slotValue as object), ...(childValue as object) };
    else if (name === "className") merged[name] = [slotValue, childValue].filter(Boolean).join(" ");
    else if (name === "aria-describedby") {
      const ids = new Set(`${childValue ?? ""} ${slotValue ?? ""}`.split(/\s+/).filter(Boolean));
      merged[name] = ids.size ? [...ids].join(" ") : undefined;
    }
  }
  return merged;
}

/**
 * `asChild` for our Button and Badge: renders the one child element with the component's props merged in, as Radix
 * Slot does, without its 1.4 KB on every page with a button (docs/architecture.md §7). Radix's own components keep
 * theirs.
 */
export function Slot({ children, ref, ...slotProps }: Props & { children?: ReactNode; ref?: Ref<unknown> }) {
  const child = isValidElement<Props>(children) ? children : null;
  const childRef = child?.props.ref as Ref<unknown> | undefined;
  const composedRef = useComposedRef(ref, childRef);
  if (!child) {
    if (children || children === 0) throw new Error("Slot expects a single React element child.");
    return children;
  }
  return cloneElement(child, { ...mergeProps(slotProps, child.props), ref: ref ? composedRef : childRef });
}
