import { legalLinks } from "@/lib/content/navigation";
import { siteConfig } from "@/lib/site-config";
import { type LegalDocument, link, list, paragraph, phoneLink } from "./legal-document";

// /privacy (spec 002 §2: static legal text that references the bank-linking provider's data). Legal reviews every
// change; update `lastUpdated` with it.

const { name, productName, infoEmail, postalAddress, phone } = siteConfig;

export const plaidPrivacyPolicyUrl = "https://plaid.com/legal/#end-user-privacy-policy";
export const plaidPortalUrl = "https://my.plaid.com";

const email = link(infoEmail, `mailto:${infoEmail}`);
const californiaNotice = link(legalLinks.californiaNotice.label, legalLinks.californiaNotice.href);

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  lastUpdated: "2026-11-21",
  summary: [
    `This Privacy Policy explains how ${name} (“${name},” “we,” “us” or “our”) collects, uses, shares and protects ` +
      `personal information when you visit our website, use the ${productName} app, talk with a ${name} coach or ` +
      "otherwise interact with us, and the choices you have about it.",
    "The short version: we use your information to give you the financial wellness benefit and to run and improve " +
      "it. Your employer sees only aggregated, de-identified results, never your individual finances. We do not " +
      "sell your personal information.",
  ],
  sections: [
    {
      id: "scope",
      heading: "Who we are and what this policy covers",
      blocks: [
        paragraph(
          `${name} provides a workplace financial wellness benefit. Employers, schools and other organizations offer ` +
            `${name} to their people, and individuals can also join on their own or through one of our partners. ` +
            "This policy applies to everyone who uses our website and services, whoever pays for them.",
        ),
        paragraph(
          `${name} is an affiliate of a registered investment adviser. If you open an investing account, the ` +
            "adviser and the clearing firm that holds the account give you their own privacy notices, which apply " +
            "to that account alongside this policy.",
        ),
      ],
    },
    {
      id: "information-we-collect",
      heading: "Information we collect",
      blocks: [
        paragraph(
          "We collect information you give us, information from the accounts you choose to link, information from " +
            "your employer or a partner, and information collected automatically when you use our services.",
        ),
        {
          type: "subsection",
          id: "account-information",
          heading: "Account information",
          blocks: [
            paragraph(
              "When you create an account we collect your name, email address, password (stored only in a form " +
                "that cannot be read back), phone number and the information we use to verify you and secure your " +
                "account, such as one-time codes and a recovery email address. If you sign in with Google or your " +
                "organization's single sign-on, we receive your name and email address from that provider.",
            ),
          ],
        },
        {
          type: "subsection",
          id: "profile-information",
          heading: "Profile information",
          blocks: [
            paragraph(
              "To personalize your experience you may tell us about yourself: your date of birth, address, " +
                "employment, household, financial priorities and goals, and answers to questions about your " +
                "financial health.",
            ),
          ],
        },
        {
          type: "subsection",
          id: "financial-information",
          heading: "Financial information you give us",
          blocks: [
            paragraph(
              "You may enter income, expenses, budgets, debts, savings goals and other details of your finances. If " +
                "you open an investing account, we also collect what the law requires to open it, such as your " +
                "Social Security number, citizenship, income and net worth ranges, investment objectives, regulatory " +
                "disclosures, identity documents, trusted contacts and interested parties.",
            ),
          ],
        },
        {
          type: "subsection",
          id: "linked-accounts",
          heading: "Linked-account data through Plaid",
          blocks: [
            paragraph(
              "Linking a bank, credit card, loan or retirement account is optional. When you choose to link one, " +
                "we use Plaid Inc. (“Plaid”), our bank-linking provider, to connect to your financial institution. " +
                "Through Plaid we receive information about the accounts you link, which may include:",
            ),
            list(
              "the names of your financial institutions and accounts, account types and the last digits of " +
                "account numbers",
              "balances, credit limits and loan details",
              "transactions, with their dates, amounts, merchants and categories",
              "holdings and contributions in investment and retirement accounts",
              "the account owner's name and contact details held by the institution, where available",
            ),
            paragraph([
              "You give your online banking credentials to Plaid, not to us: we never see or store them. Plaid " +
                "collects and processes your information under its own privacy policy, the ",
              link("Plaid End User Privacy Policy", plaidPrivacyPolicyUrl),
              ", and by linking an account you agree that Plaid may do so.",
            ]),
            paragraph([
              "You can disconnect a linked account at any time from the linked accounts screen in the app. We then " +
                "stop receiving new data from that account. You can also see and manage the connections Plaid holds " +
                "for you in ",
              link("Plaid Portal", plaidPortalUrl),
              ", and you can ask us to delete the data we received, as described under ",
              link("Your choices", "#your-choices"),
              ".",
            ]),
          ],
        },
        {
          type: "subsection",
          id: "coaching-information",
          heading: "Coaching information",
          blocks: [
            paragraph(
              "If your plan includes coaching, we keep the messages you exchange with your coach, the times of your " +
                "sessions and your coach's notes, so that you can pick up where you left off.",
            ),
          ],
        },
        {
          type: "subsection",
          id: "employer-information",
          heading: "Information from your employer or a partner",
          blocks: [
            paragraph(
              `When an organization offers you ${name}, it may give us your name, work email address and ` +
                "eligibility details so that we can invite you and confirm you can use the benefit. Partners may " +
                "tell us that you came to us through them.",
            ),
          ],
        },
        {
          type: "subsection",
          id: "automatic-information",
          heading: "Information collected automatically",
          blocks: [
            paragraph(
              "When you use our website or app we collect your IP address, device and browser type, the pages and " +
                "screens you view, the links you select and the date and time of your visit, using cookies and " +
                "similar technologies. We use this to keep you signed in, keep the service secure and understand how " +
                "it is used.",
            ),
          ],
        },
      ],
    },
    {
      id: "how-we-use-information",
      heading: "How we use information",
      blocks: [
        paragraph("We use personal information to:"),
        list(
          "provide the service: personalized lessons, budgets, goals, your financial health summary and coaching",
          "open and service investing accounts you ask for, with our affiliated adviser and the clearing firm",
          "verify your identity, secure your account and prevent fraud and abuse",
          "send you messages about your account and, where you have not opted out, news and tips about your benefit",
          "answer your questions and provide customer support",
          "produce the aggregated, de-identified reports described in the next section",
          "understand how the service is used so that we can fix problems and improve it",
          "comply with the law, respond to lawful requests and protect our rights and the rights of others",
        ),
      ],
    },
    {
      id: "what-your-employer-sees",
      heading: "What your employer sees",
      blocks: [
        paragraph(
          `Your employer (or the partner that offers you ${name}) sees only aggregated, de-identified results, such ` +
            "as how many eligible people have joined, how the tools are used overall and how satisfied employees " +
            "are with the benefit. We combine results across people and remove anything that identifies you before " +
            "an employer sees them.",
        ),
        paragraph(
          "We never show your employer your individual finances: not your balances, transactions, income, debts, " +
            "budgets or goals, your financial health summary, your linked accounts or investing accounts, or what " +
            "you discuss with a coach.",
        ),
      ],
    },
    {
      id: "coaches",
      heading: "Coaches",
      blocks: [
        paragraph(
          "Coaches are licensed professionals who work with us. When you book or message a coach, the coach can see " +
            "your profile and the budgets, goals and financial health summary in your account, so that the time you " +
            "spend together is useful. Coaches must keep what they learn confidential and may use it only to coach " +
            "you. Coaching is educational; it is not investment, tax or legal advice.",
        ),
      ],
    },
    {
      id: "how-we-share-information",
      heading: "How we share information",
      blocks: [
        paragraph("We share personal information only as this policy describes:"),
        list(
          "With service providers who work on our behalf under contracts that limit how they may use it: Plaid for " +
            "bank linking, and providers of hosting, data storage, email and text messaging, identity " +
            "verification, security, customer support and analytics.",
          "With our affiliated investment adviser and the clearing firm, when you open or use an investing account.",
          "With your employer or a partner, only in the aggregated, de-identified form described above.",
          "When the law requires it, or to protect the safety, rights or property of our users, of the public or of " +
            `${name}.`,
          `If ${name} is involved in a merger, acquisition or sale of assets, with the buyer or successor, who must ` +
            "keep honoring this policy.",
          "With anyone else when you ask us to or agree to it.",
        ),
      ],
    },
    {
      id: "no-sale",
      heading: "We do not sell personal information",
      blocks: [
        paragraph(
          "We do not sell your personal information, and we do not share it for cross-context behavioral " +
            "advertising. We do not let advertisers or data brokers collect it through our services.",
        ),
      ],
    },
    {
      id: "security",
      heading: "How we protect information",
      blocks: [
        paragraph(
          "We protect personal information with administrative, technical and physical safeguards: encryption in " +
            "transit, extra encryption for the most sensitive data such as Social Security numbers, two-step " +
            "verification, access limited to the people who need it, and monitoring for misuse. No method of " +
            "transmission or storage is perfectly secure, so please use a strong, unique password and tell us " +
            "right away if you think your account has been compromised.",
        ),
      ],
    },
    {
      id: "retention",
      heading: "How long we keep information",
      blocks: [
        paragraph(
          "We keep personal information while your account is open and for as long as we need it for the purposes " +
            "in this policy. When you close your account or disconnect a linked account, we delete or de-identify " +
            "the information we no longer need, except what the law requires us to keep: for example, records of " +
            "investing accounts that securities rules require us and the clearing firm to retain.",
        ),
      ],
    },
    {
      id: "children",
      heading: "Children's privacy",
      blocks: [
        paragraph(
          `${name} is for adults and is not directed to children. We do not knowingly collect personal information ` +
            `from anyone under 18. If you believe a child has given us personal information, contact us at ` +
            `${infoEmail} and we will delete it.`,
        ),
      ],
    },
    {
      id: "your-choices",
      heading: "Your choices",
      blocks: [
        list(
          "Profile: you can see and update your profile and financial information in the app at any time.",
          [
            "Linked accounts: you can disconnect a linked account in the app, or manage your connections in ",
            link("Plaid Portal", plaidPortalUrl),
            ".",
          ],
          [
            "Emails: every marketing email has an unsubscribe link, and you can choose which emails you get on our ",
            link("email preferences page", "/unsubscribe"),
            ". We will still send messages you need about your account and security.",
          ],
          "Cookies: your browser can block or delete cookies, though some parts of the service need them to work.",
          [
            "Access and deletion: you can ask for a copy of your information or for us to delete it by emailing ",
            email,
            ".",
          ],
        ),
      ],
    },
    {
      id: "california-residents",
      heading: "California residents",
      blocks: [
        paragraph([
          "California residents have additional rights over their personal information. Our ",
          californiaNotice,
          " explains them and how to use them.",
        ]),
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      blocks: [
        paragraph(
          "We may update this policy as our services or the law change. We will post the new version here with a " +
            "new 'Last updated' date, and if the changes are significant we will tell you by email or in the app " +
            "before they take effect.",
        ),
      ],
    },
    {
      id: "contact-us",
      heading: "Contact us",
      blocks: [
        paragraph([
          "Questions about this policy or your information? Email ",
          email,
          ", call ",
          phoneLink(phone),
          " or write to us at:",
        ]),
        paragraph(`${name}, Attn: Privacy, ${postalAddress}`),
      ],
    },
  ],
};
