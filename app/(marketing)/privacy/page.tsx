// /privacy is an alias of /privacy-policy (spec 000 §2); the canonical URL stays /privacy-policy.
export { default, metadata } from "../privacy-policy/page";
