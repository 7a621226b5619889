import { builder } from "@/lib/graphql/builder";
import { payloadType, runPayload } from "@/lib/graphql/payload";
import { deleteInterestedParties } from "@/lib/investing/delete-interested-parties";
import { saveInterestedParties } from "@/lib/investing/save-interested-parties";
import { ApexAddressInput } from "./address";

// Interested parties (002 §2, §3, §4, §7): people who get copies of statements and trade confirmations.

const InterestedPartyInput = builder.inputType("InterestedPartyInput", {
  fields: (t) => ({
    id: t.id({ required: false, description: "Set to change a saved party." }),
    recipient: t.string({ required: true, description: "The party's name (trimmed)." }),
    mailingAddress: t.field({ type: ApexAddressInput, required: true }),
    mailingAddressAptUnit: t.string({ required: false }),
  }),
});

type SaveResult = { error: string | null; success: boolean };

const InterestedPartiesPayload = payloadType<SaveResult>("InterestedPartiesPayload", {
  fields: (t) => ({ success: t.exposeBoolean("success") }),
});

builder.mutationField("createOrUpdateInterestedParties", (t) =>
  t.withAuth({ can: "investing:open" }).field({
    type: InterestedPartiesPayload,
    description: "Adds parties (no id) and changes saved ones (with id); at most 10 per account, all or nothing.",
    args: {
      interestedParties: t.arg({ type: [InterestedPartyInput], required: true }),
      accountId: t.arg.string({ required: true }),
    },
    resolve: (_root, { interestedParties, accountId }, { viewer }) =>
      runPayload<SaveResult>(
        async () => {
          await saveInterestedParties({ viewer, accountId, interestedParties });
          return { error: null, success: true };
        },
        ({ error }) => ({ error, success: false }),
      ),
  }),
);

builder.mutationField("deleteInterestedParties", (t) =>
  t.withAuth({ can: "investing:open" }).field({
    type: InterestedPartiesPayload,
    description: "Removes saved parties of one account; refused whole when any id is not that account's.",
    args: {
      partyIds: t.arg.idList({ required: true }),
      accountId: t.arg.string({ required: true }),
    },
    resolve: (_root, { partyIds, accountId }, { viewer }) =>
      runPayload<SaveResult>(
        async () => {
          await deleteInterestedParties({ viewer, accountId, partyIds: partyIds.map(String) });
          return { error: null, success: true };
        },
        ({ error }) => ({ error, success: false }),
      ),
  }),
);
