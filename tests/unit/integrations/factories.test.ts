import { getAddressLookup } from "@/lib/integrations/address-lookup/get-address-lookup";
import { GooglePlacesAddressLookup } from "@/lib/integrations/address-lookup/google-places-adapter";
import { LocalAddressLookup } from "@/lib/integrations/address-lookup/local-adapter";
import { getBankLinking } from "@/lib/integrations/bank-linking/get-bank-linking";
import { PlaidBankLinking } from "@/lib/integrations/bank-linking/plaid-adapter";
import { SandboxBankLinking } from "@/lib/integrations/bank-linking/sandbox-adapter";
import { getCaptchaVerifier } from "@/lib/integrations/captcha/get-captcha-verifier";
import { LocalCaptchaVerifier } from "@/lib/integrations/captcha/local-adapter";
import { TurnstileCaptchaVerifier } from "@/lib/integrations/captcha/turnstile-adapter";
import { ApexClearingFirm } from "@/lib/integrations/clearing-firm/apex-adapter";
import { getClearingFirm } from "@/lib/integrations/clearing-firm/get-clearing-firm";
import { LocalClearingFirm } from "@/lib/integrations/clearing-firm/local-adapter";
import { getEmailSender } from "@/lib/integrations/email/get-email-sender";
import { LocalEmailSender } from "@/lib/integrations/email/local-adapter";
import { SmtpEmailSender } from "@/lib/integrations/email/smtp-adapter";
import { recordOutboxMessage } from "@/lib/integrations/outbox/record-outbox-message";
import { getSmsSender } from "@/lib/integrations/sms/get-sms-sender";
import { LocalMessageSender } from "@/lib/integrations/sms/local-adapter";
import { TwilioMessageSender } from "@/lib/integrations/sms/twilio-adapter";
import { useSettings } from "./support/use-settings";

// The database is not under test here: the factories' local adapters must hand their messages to the outbox.
jest.mock("@/lib/integrations/outbox/record-outbox-message", () => ({
  recordOutboxMessage: jest.fn(async (message: object) => ({
    id: "outbox-1",
    subject: null,
    html: null,
    createdAt: new Date(),
    ...message,
  })),
}));

const SETTINGS = [
  "SMTP_URL",
  "TWILIO_ACCOUNT_SID",
  "TWILIO_AUTH_TOKEN",
  "TWILIO_FROM_NUMBER",
  "CAPTCHA_SECRET_KEY",
  "PLAID_CLIENT_ID",
  "PLAID_SECRET",
  "APEX_API_URL",
  "APEX_CLIENT_ID",
  "APEX_CLIENT_SECRET",
  "GOOGLE_PLACES_API_KEY",
];
const setSettings = useSettings();

/** Exactly these outside-service settings, none of the others. */
function configure(settings: Record<string, string>): void {
  setSettings({ ...Object.fromEntries(SETTINGS.map((name) => [name, undefined])), ...settings });
}

afterEach(() => jest.clearAllMocks());

describe("getEmailSender", () => {
  test("is the outbox without SMTP_URL, and records there", async () => {
    configure({});
    const sender = getEmailSender();
    expect(sender).toBeInstanceOf(LocalEmailSender);
    await sender.send({ to: "ada@example.com", subject: "Hi", text: "Hello" });
    expect(recordOutboxMessage).toHaveBeenCalledWith({ channel: "email", to: "ada@example.com", subject: "Hi", text: "Hello" });
  });

  test("is SMTP with SMTP_URL (blank counts as unset)", () => {
    configure({ SMTP_URL: "   " });
    expect(getEmailSender()).toBeInstanceOf(LocalEmailSender);
    configure({ SMTP_URL: "smtp://user:pass@mail.example.com:587" });
    expect(getEmailSender()).toBeInstanceOf(SmtpEmailSender);
  });
});

describe("getSmsSender", () => {
  test("is the outbox unless all three Twilio settings are present", async () => {
    configure({ TWILIO_ACCOUNT_SID: "AC123", TWILIO_AUTH_TOKEN: "token" });
    const sender = getSmsSender();
    expect(sender).toBeInstanceOf(LocalMessageSender);
    await sender.send({ to: "+15125550142", body: "Code 123456", channel: "voice" });
    expect(recordOutboxMessage).toHaveBeenCalledWith({ channel: "voice", to: "+15125550142", text: "Code 123456" });
  });

  test("is Twilio with account sid, auth token and from number", () => {
    configure({ TWILIO_ACCOUNT_SID: "AC123", TWILIO_AUTH_TOKEN: "token", TWILIO_FROM_NUMBER: "+15125550100" });
    expect(getSmsSender()).toBeInstanceOf(TwilioMessageSender);
  });
});

describe("getCaptchaVerifier", () => {
  test("is off without CAPTCHA_SECRET_KEY and Turnstile with it", () => {
    configure({});
    expect(getCaptchaVerifier()).toBeInstanceOf(LocalCaptchaVerifier);
    expect(getCaptchaVerifier().isEnabled).toBe(false);
    configure({ CAPTCHA_SECRET_KEY: "0x4AAA-secret" });
    expect(getCaptchaVerifier()).toBeInstanceOf(TurnstileCaptchaVerifier);
    expect(getCaptchaVerifier().isEnabled).toBe(true);
  });
});

describe("getBankLinking", () => {
  test("is the built-in sandbox without Plaid keys and Plaid with both", () => {
    configure({ PLAID_CLIENT_ID: "client-id" });
    expect(getBankLinking()).toBeInstanceOf(SandboxBankLinking);
    configure({ PLAID_CLIENT_ID: "client-id", PLAID_SECRET: "secret" });
    expect(getBankLinking()).toBeInstanceOf(PlaidBankLinking);
  });
});

describe("getAddressLookup", () => {
  test("is the built-in list of addresses without GOOGLE_PLACES_API_KEY and Google Places with it", () => {
    configure({});
    expect(getAddressLookup()).toBeInstanceOf(LocalAddressLookup);
    configure({ GOOGLE_PLACES_API_KEY: "AIza-key" });
    expect(getAddressLookup()).toBeInstanceOf(GooglePlacesAddressLookup);
  });
});

describe("getClearingFirm", () => {
  test("is the built-in sandbox without all three Apex settings", () => {
    configure({});
    expect(getClearingFirm()).toBeInstanceOf(LocalClearingFirm);
    configure({ APEX_API_URL: "https://api.apex.example", APEX_CLIENT_ID: "client-id" });
    expect(getClearingFirm()).toBeInstanceOf(LocalClearingFirm);
    expect(getClearingFirm().name).toBe("sandbox");
  });

  test("is Apex with all three, one adapter (one token) per process until a setting changes", () => {
    configure({ APEX_API_URL: "https://api.apex.example", APEX_CLIENT_ID: "client-id", APEX_CLIENT_SECRET: "secret" });
    const firm = getClearingFirm();
    expect(firm).toBeInstanceOf(ApexClearingFirm);
    expect(getClearingFirm()).toBe(firm);
    configure({ APEX_API_URL: "https://api.apex.example", APEX_CLIENT_ID: "client-id", APEX_CLIENT_SECRET: "rotated" });
    expect(getClearingFirm()).not.toBe(firm);
    expect(getClearingFirm().name).toBe("apex");
  });
});
