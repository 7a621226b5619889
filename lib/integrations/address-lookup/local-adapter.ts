import { unavailable } from "@/lib/integrations/unavailable";
import type { AddressLookup } from "./types";

const SERVICE = "Address lookup";

/** No address-lookup key configured: every call explains that. */
export class LocalAddressLookup implements AddressLookup {
  async autocomplete(): ReturnType<AddressLookup["autocomplete"]> {
    return unavailable(SERVICE);
  }
  async placeDetails(): ReturnType<AddressLookup["placeDetails"]> {
    return unavailable(SERVICE);
  }
}
