// Password hashing as GoTrue does it: bcrypt, cost 10 ($2a$/$2b$ hashes from the seed verify too).
import bcrypt from "bcryptjs";
import { AuthError, errors, MIN_PASSWORD_LENGTH } from "./errors.ts";

const COST = 10;
const MAX_BYTES = 72; // bcrypt ignores everything after 72 bytes

/** Throws weak_password (422, with reasons) when the password is too short, or too long for bcrypt. */
export function checkPasswordStrength(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) throw errors.weakPassword();
  if (Buffer.byteLength(password, "utf8") > MAX_BYTES) {
    throw new AuthError(422, "validation_failed", `Password cannot be longer than ${MAX_BYTES} characters`);
  }
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

export async function passwordMatches(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash || !/^\$2[aby]\$/.test(hash)) return false;
  return bcrypt.compare(password, hash);
}
