/** The custodian named to members (rollover checks, disclosures); the clearing firm behind lib/integrations/clearing-firm. */
export const CLEARING_FIRM_NAME = "Apex Clearing Corporation";
