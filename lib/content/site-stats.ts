import { siteConfig } from "@/lib/site-config";

// The only figures marketing copy may state (spec 000 §9, 002 §1). Anything numeric on a public page comes from
// here; a new claim needs a source first.

export type SiteStat = {
  /** As displayed, e.g. "80%". */
  value: string;
  /** How a screen reader should say the value when the symbols read badly ("< 10 min"). */
  spokenValue?: string;
  /** Completes the sentence that starts with the value. */
  label: string;
};

export const siteStats = {
  employerResponsibility: {
    value: "80%",
    label: "of employees believe employers should be responsible for their well-being",
  },
  digitalAppPreference: {
    value: "52%",
    label: "of employees prefer a digital app for their finances",
  },
  founded: {
    value: `Since ${siteConfig.founded}`,
    label: "helping working people feel confident about money",
  },
  setupTime: {
    value: "< 10 min",
    spokenValue: "Under 10 minutes",
    label: "to set up your company plan",
  },
} as const satisfies Record<string, SiteStat>;
