/** What the top bar needs to know about the signed-in user; `null`/absent means signed out. */
export type HeaderUser = {
  name: string | null;
  email: string;
  isPremium: boolean;
  isAdmin: boolean;
  /** A renewal payment failed (status past_due): the bar links to /subscription as "Payment Due". */
  paymentDue: boolean;
};

/** A server action that signs the user out; the top bar posts a form to it. */
export type SignOutAction = (formData: FormData) => void | Promise<void>;
