// Control characters in free text (docs/architecture.md 'Route handlers', step 'body validation'): refused by the
// shared schemas with the field's own message, so the browser's forms and the routes say the same.
import { describe, expect, it } from "vitest";
import { senderBlockSchema } from "@/lib/letter/layout";
import { userListQuerySchema } from "@/lib/validation/admin-users";
import { generateRequestSchema, historySearchSchema } from "@/lib/validation/ai";
import { signUpSchema } from "@/lib/validation/auth";
import { isPlainText, withoutControlCharacters } from "@/lib/validation/control-characters";

const refusal = (field: string) =>
  `${field} contains control characters that cannot be saved. Remove them and try again.`;

describe("plain text", () => {
  it("refuses NUL, the other C0 controls, DEL and lone surrogates; keeps tabs, line breaks and every script", () => {
    for (const bad of [
      "\u0000",
      "a\u0001",
      "\u0008",
      "\u000b",
      "\u000c",
      "\u001b[31m",
      "\u001f",
      "\u007f",
      "\ud83d",
      "x\udc00",
    ])
      expect(isPlainText(bad), JSON.stringify(bad)).toBe(false);
    for (const good of ["\t\n\r", "Zoë Ünal", "招聘", "وظيفة", "😀", "\u00a0\u2028"])
      expect(isPlainText(good), JSON.stringify(good)).toBe(true);
  });

  it("cleans pasted and imported text the way the server accepts it: page breaks become line breaks", () => {
    expect(withoutControlCharacters("Page one\fPage two\u000bThree")).toBe("Page one\nPage two\nThree");
    expect(withoutControlCharacters("a\u0000b\u001b[31mc\u007f\ud83d")).toBe("ab[31mc");
    expect(withoutControlCharacters("Zoë 招聘 😀\t\r\n")).toBe("Zoë 招聘 😀\t\r\n");
    for (const text of ["x\u0000", "\f\f", "\udc00y"])
      expect(isPlainText(withoutControlCharacters(text))).toBe(true);
  });

  it("names the field in the message, for the letter request, the letter header and the sign-up form", () => {
    const letter = generateRequestSchema.safeParse({ jobDescription: "A job\u0000", cvContent: "My CV" });
    expect(letter.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["jobDescription", refusal("Job description")],
    ]);
    expect(senderBlockSchema.safeParse({ phone: "+44\u0007" }).error?.issues[0]?.message).toBe(
      refusal("Phone"),
    );
    const signUp = signUpSchema.safeParse({
      name: "Ada\u0000",
      email: "ada@example.com",
      password: "password-1",
      confirmPassword: "password-1",
      termsAccepted: true,
    });
    expect(signUp.error?.issues[0]?.message).toBe(refusal("Full name"));
  });

  it("the history search refuses it; the staff user search falls back to the whole list", () => {
    expect(historySearchSchema.safeParse("acme\u0000").error?.issues[0]?.message).toBe(refusal("Search"));
    expect(userListQuerySchema.parse({ q: "ada\u0000" }).q).toBe("");
    expect(userListQuerySchema.parse({ q: " ada " }).q).toBe("ada");
  });
});
