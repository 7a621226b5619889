type Party = {
  emailAddress: string | null;
  prospectusDeliveryPreference: string;
  proxyDeliveryPreference: string;
  statementDeliveryPreference: string;
  taxDocumentDeliveryPreference: string;
  tradeConfirmationDeliveryPreference: string;
};

/** 001 §4: PHYSICAL if any of a party's five delivery preferences is PHYSICAL, otherwise DIGITAL. */
export function startingDeliveryPreference(party: Party | undefined): "DIGITAL" | "PHYSICAL" {
  if (!party) return "DIGITAL";
  const all = [
    party.prospectusDeliveryPreference,
    party.proxyDeliveryPreference,
    party.statementDeliveryPreference,
    party.taxDocumentDeliveryPreference,
    party.tradeConfirmationDeliveryPreference,
  ];
  return all.includes("PHYSICAL") ? "PHYSICAL" : "DIGITAL";
}
