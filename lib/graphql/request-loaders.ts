import DataLoader from "dataloader";
import { listCustomerRecords, type CustomerRecord } from "@/lib/customers/get-customer-record";
import { getDb } from "@/lib/db";

// Per-request batching for relation fields: every `customer` asked for while one request resolves becomes one query,
// whatever list it hangs from. A loader lives only as long as its request, so no answer is ever served from another
// caller's cache. Add a loader here when a type grows a relation field that lists would repeat.

export type RequestLoaders = {
  customer: DataLoader<string, CustomerRecord>;
};

function batchBy<Value>(load: (ids: readonly string[]) => Promise<Map<string, Value>>) {
  return async (ids: readonly string[]): Promise<Array<Value | Error>> => {
    const found = await load(ids);
    return ids.map((id) => found.get(id) ?? new Error(`Not found: ${id}`));
  };
}

export function createRequestLoaders(): RequestLoaders {
  let customer: RequestLoaders["customer"] | undefined;
  // Built on first use: most requests never touch a relation.
  return {
    get customer() {
      return (customer ??= new DataLoader(batchBy(async (ids) => listCustomerRecords(await getDb(), ids))));
    },
  };
}
