/** Texts of the site shell (top bar, footer) and the home page. docs/spec.md (product) §1–§2; UI and tests share them. */

export const SITE_NAME = "Cover Letter Builder";

export const SITE_DESCRIPTION =
  "Paste a job description and your CV and get a tailored, professional cover letter in minutes. Edit, format and export it as text or PDF.";

export const NAV_LABELS = {
  home: "Home",
  builder: "Builder",
  pricing: "Pricing",
  admin: "Admin",
  signIn: "Sign In",
  signUp: "Sign Up",
  signOut: "Sign Out",
  manage: "Manage",
  /** The spec's label for status past_due; the top bar's link to /subscription while a payment has failed. */
  paymentDue: "Payment Due",
  /** Ours: before the user's name in the top bar, which links to the account page. */
  account: "Account:",
  premium: "Premium",
  mainNavigation: "Main",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  menuTitle: "Menu",
  skipToContent: "Skip to content",
} as const;

export const FOOTER = {
  copyright: (year: number) => `© ${year} ${SITE_NAME}. All rights reserved.`,
  supportPrefix: "Support:",
  navigation: "Footer",
  pricing: "Pricing",
  privacyPolicy: "Privacy Policy",
  termsOfService: "Terms of Service",
  builder: SITE_NAME,
} as const;

export const HERO = {
  eyebrow: "AI cover letters for job seekers",
  title: "Create Professional Cover Letters in Minutes",
  lead: "Paste a job description and your CV. Get a tailored, well-structured cover letter that connects your experience to the role — then edit it, format it and export it.",
  primaryCta: "Start Building Now",
  secondaryCta: "See Features",
  note: "2 free AI cover letters every month. No card needed.",
} as const;

export const FEATURES = {
  heading: "Everything you need for a strong application",
  lead: "From the first draft to the file you send, in one place.",
  items: [
    {
      title: "AI-Powered Content",
      description:
        "The AI reads the job description and your CV, then writes a letter that matches your real experience to what the role asks for — in the tone and length you choose.",
    },
    {
      title: "AI CV Improvements",
      description:
        "See which keywords, achievements and structure changes would make your CV a better fit for this job. Premium runs the suggestions automatically after every letter.",
    },
    {
      title: "Formatting Controls",
      description:
        "Set tone, length, page size and alignment. Premium adds font, font size and line spacing, plus PDF export, so the letter looks right on the page.",
    },
  ],
} as const;

export const HOW_IT_WORKS = {
  heading: "How it works",
  lead: "Four steps from job ad to a letter ready to send.",
  steps: [
    {
      title: "Add your inputs",
      description:
        "Paste the job description and your CV, or upload your CV as a text or PDF file. Add notes if you like.",
    },
    {
      title: "Generate your letter",
      description: "The AI drafts a cover letter tailored to the role, built from your CV and your notes.",
    },
    {
      title: "Tweak the format",
      description:
        "Edit the text, change the tone or length, and adjust page size, alignment and typography.",
    },
    {
      title: "Export and apply",
      description:
        "Review it, then download it as a text file or, with Premium, as a PDF. Send it with your application.",
    },
  ],
} as const;

export const STATS = {
  heading: "Trusted by job seekers",
  items: [
    { value: "10,000+", label: "cover letters created" },
    { value: "95%", label: "user satisfaction" },
    { value: "50+", label: "industries covered" },
  ],
} as const;

export const CLOSING_CTA = {
  heading: "Your next application starts here",
  lead: "Write a tailored cover letter for the job you want. The free plan includes 2 AI cover letters every calendar month.",
  button: "Write My Cover Letter",
  secondary: "Compare plans",
} as const;

export const NOT_FOUND = {
  code: "404",
  title: "Page not found",
  lead: "The page you are looking for does not exist or has moved.",
  home: "Back to home",
} as const;
