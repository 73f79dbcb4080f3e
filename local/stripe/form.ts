// Stripe's request encoding: form bodies and query strings with bracket notation (`line_items[0][price]=…`,
// `metadata[user_id]=…`, `expand[]=subscription`), parsed into nested objects. Lists stay objects keyed "0", "1",
// … (`[]` appends the next index); the endpoint's schema decides what is a list (see params.ts).
import { stripeErrors } from "./errors.ts";

export type FormValue = string | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

/** `a[b][]` → ["a", "b", ""]; a key whose brackets do not close properly is taken literally. */
function keyPath(key: string): string[] {
  const open = key.indexOf("[");
  if (open <= 0) return [key];
  const path = [key.slice(0, open)];
  const rest = key.slice(open);
  const pattern = /\[([^[\]]*)\]/g;
  let consumed = 0;
  for (const match of rest.matchAll(pattern)) {
    if (match.index !== consumed) return [key];
    path.push(match[1] ?? "");
    consumed += match[0].length;
  }
  return consumed === rest.length ? path : [key];
}

function nextIndex(target: FormObject): string {
  let index = 0;
  while (String(index) in target) index += 1;
  return String(index);
}

function displayKey(path: string[]): string {
  return (
    path[0] +
    path
      .slice(1)
      .map((part) => `[${part}]`)
      .join("")
  );
}

export function parseParams(params: URLSearchParams): FormObject {
  const result: FormObject = Object.create(null) as FormObject;
  for (const [key, value] of params) {
    const path = keyPath(key);
    let target = result;
    for (let depth = 0; depth < path.length; depth += 1) {
      let part = path[depth] as string;
      if (part === "" && depth > 0) part = nextIndex(target);
      if (depth === path.length - 1) {
        if (typeof target[part] === "object") {
          throw stripeErrors.invalidParam(
            displayKey(path),
            `Invalid value for ${displayKey(path)}: expected a hash.`,
          );
        }
        target[part] = value;
      } else {
        const existing = target[part];
        if (typeof existing === "string") {
          // `metadata=` (empty) followed by `metadata[k]=v`: the later, structured value wins.
          if (existing !== "") {
            throw stripeErrors.invalidParam(
              displayKey(path.slice(0, depth + 1)),
              `Invalid hash: ${displayKey(path.slice(0, depth + 1))} was given both as a value and as a hash.`,
            );
          }
        }
        if (typeof existing !== "object") target[part] = Object.create(null) as FormObject;
        target = target[part] as FormObject;
      }
    }
  }
  return result;
}

export function parseForm(body: string): FormObject {
  return parseParams(new URLSearchParams(body));
}
