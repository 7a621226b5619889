// The settings page's sections below the sign-in details, in one module the page loads while it reads the member's
// settings rather than with the page (account-settings-page.tsx).
export { AuthenticatorSection } from "./authenticator-section";
export { DevicesSection } from "./devices-section";
export { TwoFactorSection } from "./two-factor-section";
export { YourDataSection } from "@/components/your-data/your-data-section";
