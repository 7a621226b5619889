/** The local stand-in's street addresses: real-looking, across several states, a few with a unit. */
export type LocalAddress = { street: string; unit?: string; city: string; state: string; postalCode: string };

export const LOCAL_ADDRESSES: LocalAddress[] = [
  { street: "600 Congress Ave", city: "Austin", state: "TX", postalCode: "78701" },
  { street: "601 Congress Ave", unit: "Suite 200", city: "Austin", state: "TX", postalCode: "78701" },
  { street: "1100 Congress Ave", city: "Austin", state: "TX", postalCode: "78701" },
  { street: "2100 S Lamar Blvd", city: "Austin", state: "TX", postalCode: "78704" },
  { street: "1500 Marilla St", city: "Dallas", state: "TX", postalCode: "75201" },
  { street: "901 Bagby St", city: "Houston", state: "TX", postalCode: "77002" },
  { street: "100 Military Plz", city: "San Antonio", state: "TX", postalCode: "78205" },
  { street: "1 Dr Carlton B Goodlett Pl", city: "San Francisco", state: "CA", postalCode: "94102" },
  { street: "500 Castro St", city: "Mountain View", state: "CA", postalCode: "94041" },
  { street: "200 N Spring St", city: "Los Angeles", state: "CA", postalCode: "90012" },
  { street: "1600 Pacific Hwy", unit: "Apt 4B", city: "San Diego", state: "CA", postalCode: "92101" },
  { street: "915 I St", city: "Sacramento", state: "CA", postalCode: "95814" },
  { street: "350 5th Ave", city: "New York", state: "NY", postalCode: "10118" },
  { street: "1 Centre St", city: "New York", state: "NY", postalCode: "10007" },
  { street: "233 Broadway", unit: "Fl 12", city: "New York", state: "NY", postalCode: "10279" },
  { street: "65 Niagara Sq", city: "Buffalo", state: "NY", postalCode: "14202" },
  { street: "121 N LaSalle St", city: "Chicago", state: "IL", postalCode: "60602" },
  { street: "233 S Wacker Dr", city: "Chicago", state: "IL", postalCode: "60606" },
  { street: "1 Old State Capitol Plz", city: "Springfield", state: "IL", postalCode: "62701" },
  { street: "400 S Orange Ave", city: "Orlando", state: "FL", postalCode: "32801" },
  { street: "3500 Pan American Dr", city: "Miami", state: "FL", postalCode: "33133" },
  { street: "300 S Adams St", city: "Tallahassee", state: "FL", postalCode: "32301" },
  { street: "600 4th Ave", city: "Seattle", state: "WA", postalCode: "98104" },
  { street: "1221 SW 4th Ave", city: "Portland", state: "OR", postalCode: "97204" },
  { street: "1437 Bannock St", city: "Denver", state: "CO", postalCode: "80202" },
  { street: "200 E Washington St", city: "Phoenix", state: "AZ", postalCode: "85004" },
  { street: "1 City Hall Sq", city: "Boston", state: "MA", postalCode: "02201" },
  { street: "1400 John F Kennedy Blvd", city: "Philadelphia", state: "PA", postalCode: "19107" },
  { street: "55 Trinity Ave SW", city: "Atlanta", state: "GA", postalCode: "30303" },
  { street: "1 Public Sq", unit: "Unit 3", city: "Nashville", state: "TN", postalCode: "37201" },
  { street: "350 S 5th St", city: "Minneapolis", state: "MN", postalCode: "55415" },
  { street: "2 Woodward Ave", city: "Detroit", state: "MI", postalCode: "48226" },
];

/**
 * Places that are not street addresses: a lookup by text can land on one (as the provider's can), and its details are
 * then refused. Autocomplete, restricted to addresses, never offers them.
 */
export const LOCAL_NON_ADDRESS_PLACES = [{ name: "Zilker Park", city: "Austin", state: "TX" }];
