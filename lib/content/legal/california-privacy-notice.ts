import { legalLinks } from "@/lib/content/navigation";
import { siteConfig } from "@/lib/site-config";
import { type LegalDocument, inWords, link, list, paragraph, phoneLink } from "./legal-document";

// /ccpa (spec 002 §2): the California Privacy Policy Notice. Legal reviews every change; update `lastUpdated` with it.

/** How many requests to delete a consumer may make in one window (spec 002 §2). */
export const maxDeletionRequests = 2;
/** The window those requests are counted in, in months. */
export const deletionRequestWindowMonths = 12;
/** Days we have to respond to a verifiable request. */
export const responseDeadlineDays = 45;
/** The most days we may add to the deadline, telling the consumer why. */
export const responseExtensionDays = 90;

const { name, infoEmail, phone, postalAddress } = siteConfig;

const email = link(infoEmail, `mailto:${infoEmail}`);
const privacyPolicy = link(legalLinks.privacyPolicy.label, legalLinks.privacyPolicy.href);
const deletionWindow = `${inWords(deletionRequestWindowMonths)}-month period`;

export const californiaPrivacyNotice: LegalDocument = {
  title: "California Privacy Policy Notice",
  lastUpdated: "2026-11-21",
  summary: [
    [
      "This notice is for residents of California. It supplements our ",
      privacyPolicy,
      ` and explains the rights the California Consumer Privacy Act, as amended (the “CCPA”), gives you over the ` +
        `personal information ${name} holds about you, and how to use them. Words the CCPA defines have the same ` +
        "meaning here.",
    ],
  ],
  sections: [
    {
      id: "information-we-collect",
      heading: "Personal information we collect",
      blocks: [
        paragraph(`Depending on how you use ${name}, we collect the following categories of personal information:`),
        {
          type: "definitions",
          items: [
            {
              term: "Identifiers",
              description:
                "Name, email address, postal address, phone number, account name, IP address and device identifiers.",
            },
            {
              term: "Customer records",
              description:
                "Contact details, employment details and financial information such as income, debts and account " +
                "information.",
            },
            {
              term: "Protected characteristics",
              description: "Age and date of birth, and citizenship when you open an investing account.",
            },
            {
              term: "Commercial information",
              description: "The plan you use, the services you request and your use of the benefit.",
            },
            {
              term: "Financial information",
              description:
                "Budgets, goals and other details you enter, and balances, transactions and account details from " +
                "accounts you link through our bank-linking provider, Plaid.",
            },
            {
              term: "Internet or other network activity",
              description:
                "Pages and screens viewed, links selected, browser and device type, and dates and times of use.",
            },
            { term: "Approximate location", description: "A general location derived from your IP address." },
            {
              term: "Professional or employment information",
              description: "Your employer, occupation and employment status.",
            },
            {
              term: "Inferences",
              description: "Your financial priorities and financial health summary, drawn from the information above.",
            },
            {
              term: "Sensitive personal information",
              description:
                "Social Security number, identity documents, account log-in details, and financial account " +
                "information from linked accounts.",
            },
          ],
        },
        paragraph(
          "We collect this information from you, from the financial institutions you choose to link (through " +
            "Plaid), from your employer or a partner that offers you the benefit, from service providers such as " +
            "identity verification services, and automatically when you use our website and app.",
        ),
        paragraph([
          "We use it for the business purposes described in our ",
          privacyPolicy,
          ": to provide and secure the service, verify your identity, support you, improve the service and meet " +
            "our legal obligations. We disclose it for those purposes to our service providers, to our affiliated " +
            "investment adviser and the clearing firm when you have an investing account, and to your employer " +
            "only in aggregated, de-identified form.",
        ]),
      ],
    },
    {
      id: "sale-and-sharing",
      heading: "We do not sell or share personal information",
      blocks: [
        paragraph(
          "We do not sell personal information, and we do not share it for cross-context behavioral advertising. " +
            `We have not done either in the preceding ${inWords(deletionRequestWindowMonths)} months.`,
        ),
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights",
      blocks: [
        paragraph("As a California resident you have the following rights:"),
        {
          type: "definitions",
          items: [
            {
              term: "Right to know",
              description:
                "You may ask us to tell you the categories of personal information we have collected about you, " +
                "the categories of sources, our purposes, the categories of third parties we disclose it to, and " +
                "the specific pieces of personal information we hold about you.",
            },
            {
              term: "Right to delete",
              description:
                "You may ask us to delete the personal information we have collected from you, subject to the " +
                "exceptions the law allows, such as records we must keep. You may make a request to delete up to " +
                `${inWords(maxDeletionRequests)} times in a ${deletionWindow}.`,
            },
            {
              term: "Right to correct",
              description: "You may ask us to correct personal information about you that is inaccurate.",
            },
            {
              term: "Right to opt out of sale or sharing",
              description:
                "You may tell us not to sell or share your personal information. We do not sell or share it, and " +
                "we treat a Global Privacy Control signal from your browser as a request to opt out.",
            },
            {
              term: "Right to limit the use of sensitive personal information",
              description:
                "You may ask us to use your sensitive personal information only as needed to provide the services " +
                "you request and for the other purposes the CCPA permits. We already limit our use to those " +
                "purposes.",
            },
            {
              term: "Right to non-discrimination",
              description:
                "We will not deny you the service, charge you a different price or give you a different level of " +
                "service because you used any of these rights.",
            },
          ],
        },
        paragraph(
          "Some information we hold, such as information covered by federal financial privacy laws, is exempt " +
            "from parts of the CCPA. If an exemption applies to your request, we will tell you when we respond.",
        ),
      ],
    },
    {
      id: "how-to-submit-a-request",
      heading: "How to submit a request",
      blocks: [
        paragraph("You can make a request in either of these ways:"),
        list(
          ["Email ", email, " with “California privacy request” in the subject."],
          ["Call us at ", phoneLink(phone), "."],
        ),
        paragraph(
          "Tell us which right you want to use, your name, and the email address you use with us. We do not " +
            "charge for requests unless they are clearly unfounded or excessive.",
        ),
      ],
    },
    {
      id: "verification",
      heading: "How we verify your request",
      blocks: [
        paragraph(
          "To protect your information, we must confirm that a request comes from you before we act on it. We " +
            "will ask you to confirm details we already hold, such as your email address and phone number, and " +
            "may send a code to them. For requests for specific pieces of information or to delete sensitive " +
            "information, we may ask for more. We use the information you give us for verification only to verify " +
            "you and record the request.",
        ),
        paragraph(
          "If you have an account, you may need to sign in to confirm a request. If we cannot verify you, we will " +
            "tell you why and what we need.",
        ),
      ],
    },
    {
      id: "authorized-agents",
      heading: "Authorized agents",
      blocks: [
        paragraph(
          "You may have an authorized agent make a request for you. We will ask the agent for your signed " +
            "permission, and we may ask you to verify your identity with us directly and confirm that you gave " +
            "the agent permission, unless the agent holds a valid power of attorney under California law.",
        ),
      ],
    },
    {
      id: "response-timing",
      heading: "When we respond",
      blocks: [
        paragraph(
          `We respond to a verifiable request within ${responseDeadlineDays} days of receiving it. If we ` +
            `need more time, we may extend that period by up to ${responseExtensionDays} days; if we do, ` +
            `we will tell you within the first ${responseDeadlineDays} days, and tell you why.`,
        ),
        paragraph(
          "If we cannot meet all or part of your request, we will explain why. Information we provide covers the " +
            "period the CCPA requires and is delivered by email or through your account.",
        ),
      ],
    },
    {
      id: "contact-us",
      heading: "Contact us",
      blocks: [
        paragraph(["Questions about this notice? Email ", email, ", call ", phoneLink(phone), " or write to us at:"]),
        paragraph(`${name}, Attn: Privacy, ${postalAddress}`),
      ],
    },
  ],
};
