import { addressFromGooglePlace, type GoogleAddressComponent } from "@/lib/integrations/address-lookup/google-place-mapping";

const c = (long_name: string, types: string[], short_name = long_name): GoogleAddressComponent => ({ long_name, short_name, types });

const street = [c("350", ["street_number"]), c("5th Avenue", ["route"], "5th Ave")];
const cityStateZip = [
  c("New York", ["locality", "political"], "New York"),
  c("New York", ["administrative_area_level_1", "political"], "NY"),
  c("United States", ["country", "political"], "US"),
  c("10118", ["postal_code"]),
];
const place = (components: GoogleAddressComponent[]) => ({
  place_id: "ChIJa",
  formatted_address: "350 5th Ave, New York, NY 10118, USA",
  address_components: components,
});

test("a US street address: street number and route, city, the state's code, ZIP", () => {
  expect(addressFromGooglePlace(place([...street, ...cityStateZip]))).toEqual({
    placeId: "ChIJa",
    formattedAddress: "350 5th Ave, New York, NY 10118, USA",
    addressLines: ["350 5th Avenue"],
    locality: "New York",
    administrativeArea: "NY",
    regionCode: "US",
    postalCode: "10118",
  });
});

test("the unit (subpremise) is the second line", () => {
  expect(addressFromGooglePlace(place([c("Fl 86", ["subpremise"]), ...street, ...cityStateZip]))?.addressLines).toEqual([
    "350 5th Avenue",
    "Fl 86",
  ]);
});

test("without a locality, the sublocality or postal town names the city", () => {
  const brooklyn = [
    c("Brooklyn", ["political", "sublocality", "sublocality_level_1"]),
    ...cityStateZip.filter((component) => !component.types.includes("locality")),
  ];
  expect(addressFromGooglePlace(place([...street, ...brooklyn]))?.locality).toBe("Brooklyn");
  const town = [c("Springfield", ["postal_town"]), ...cityStateZip.filter((component) => !component.types.includes("locality"))];
  expect(addressFromGooglePlace(place([...street, ...town]))?.locality).toBe("Springfield");
});

test.each([
  ["no street number", [street[1]!, ...cityStateZip]],
  ["no route", [street[0]!, ...cityStateZip]],
  ["no ZIP code", [...street, ...cityStateZip.filter((component) => !component.types.includes("postal_code"))]],
  ["no city", [...street, ...cityStateZip.filter((component) => !component.types.includes("locality"))]],
  [
    "outside the US",
    [
      ...street,
      c("Toronto", ["locality"]),
      c("Ontario", ["administrative_area_level_1"], "ON"),
      c("Canada", ["country"], "CA"),
      c("M5V 2T6", ["postal_code"]),
    ],
  ],
  ["a US territory the provider names as its own country", [...street, ...cityStateZip.slice(0, 2), c("Puerto Rico", ["country"], "PR"), c("00901", ["postal_code"])]],
])("%s: not a full US street address", (_label, components) => {
  expect(addressFromGooglePlace(place(components))).toBeNull();
});
