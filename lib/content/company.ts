import { siteConfig } from "@/lib/site-config";

// Words about the company that more than one public page repeats (footer now, About Us later).

export const mission =
  "Our mission is to help every working person feel confident about money, with guidance that fits their life.";

/** Footer disclaimers, in the order they are shown. Careful wording: legal reviews any change. */
export const disclaimers = [
  {
    id: "advisory-affiliate",
    text:
      `${siteConfig.name} is an affiliate of a registered investment adviser. Registration does not imply a certain ` +
      "level of skill or training. Investment advisory services are offered only through that affiliate, and only " +
      "to clients who have entered into a written advisory agreement with it.",
  },
  {
    id: "not-advice",
    text:
      "Content on this site, in the product and in coaching sessions is educational. It is not investment, tax or " +
      "legal advice and is not an offer to buy or sell any security. Investing involves risk, including the possible " +
      "loss of principal. Consider your own situation, or talk with a qualified professional, before acting.",
  },
  {
    id: "bank-linking",
    text:
      "Linking a bank or other financial account is optional. Connections are made through a third-party data " +
      "provider; our Privacy Policy describes what account data is collected, how it is used and how to disconnect.",
  },
] as const;
