// /privacy is an alias of /privacy-policy (docs/spec.md, product §2); the canonical URL stays /privacy-policy.
export { default, metadata } from "../privacy-policy/page";
