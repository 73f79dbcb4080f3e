// /terms is an alias of /terms-of-service (docs/spec.md, product §2); the canonical URL stays /terms-of-service.
export { default, metadata } from "../terms-of-service/page";
