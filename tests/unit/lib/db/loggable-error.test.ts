import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { databaseErrorCode, loggableError, loggableMessage } from "@/lib/db/loggable-error";

const CV = "Jane Doe\n    at Brightwave Ltd, London\nSkills: Go";

/** What postgres.js throws: the server's fields, plus the query and its parameters as properties. */
function postgresError(code: string, message: string): Error {
  const error = Object.assign(new Error(message), {
    name: "PostgresError",
    code,
    detail: `Key (cv)=(${CV})`,
  });
  Object.defineProperties(error, {
    query: { value: "insert into cover_letters (cv_content) values ($1)" },
    parameters: { value: [CV] },
  });
  return error;
}

describe("loggableError (docs/architecture.md 'Route handlers')", () => {
  it("logs a failed query by its code and the server's message, never its SQL, parameters or detail", () => {
    const cause = postgresError("22021", 'invalid byte sequence for encoding "UTF8": 0x00');
    const wrapped = new DrizzleQueryError("insert into cover_letters (cv_content) values ($1)", [CV], cause);
    for (const error of [wrapped, cause]) {
      const text = loggableError(error);
      expect(text).toMatch(/^database error 22021: invalid byte sequence/);
      expect(text).not.toContain("Jane Doe");
      expect(text).not.toContain("Brightwave");
      expect(text).not.toMatch(/insert into|params/i);
      expect(text).toMatch(/\n\s+at /); // our stack frames stay
      expect(loggableMessage(error)).toBe(
        'database error 22021: invalid byte sequence for encoding "UTF8": 0x00',
      );
      expect(databaseErrorCode(error)).toBe("22021");
    }
  });

  it("hides a failed query without a server error too, and leaves other errors as they are", () => {
    const wrapped = new DrizzleQueryError("select $1", [CV], new TypeError("bad value"));
    expect(loggableError(wrapped)).not.toContain("Jane Doe");
    expect(databaseErrorCode(wrapped)).toBeNull();
    const plain = new RangeError("out of range");
    expect(loggableError(plain)).toBe(plain.stack);
    expect(loggableMessage(plain)).toBe("out of range");
  });
});
