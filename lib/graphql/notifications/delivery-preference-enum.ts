import { builder } from "@/lib/graphql/builder";

export const DeliveryPreferenceEnum = builder.enumType("DeliveryPreference", {
  description: "DIGITAL is email; PHYSICAL is paper, with a fee.",
  values: ["DIGITAL", "PHYSICAL"] as const,
});
