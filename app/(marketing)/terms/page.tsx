// /terms is an alias of /terms-of-service (spec 000 §2); the canonical URL stays /terms-of-service.
export { default, metadata } from "../terms-of-service/page";
