import { builder } from "@/lib/graphql/builder";
import { trackPage } from "@/lib/page-tracking/track-page";

const TrackPagePayload = builder.objectRef<{ ok: boolean; sent: boolean }>("TrackPagePayload").implement({
  fields: (t) => ({
    ok: t.exposeBoolean("ok", { description: "False only when pageName or pageUrl was not usable." }),
    sent: t.exposeBoolean("sent", {
      description: "True when the visit was recorded: a path beginning /contact, not in coach mode, within the limit.",
    }),
  }),
});

builder.mutationField("trackPage", (t) =>
  t.withAuth({ signedIn: true }).field({
    type: TrackPagePayload,
    description:
      "Records a signed-in member's visit to a page beginning /contact (spec 000 §7, 002 §7). Only the path is kept.",
    args: { pageName: t.arg.string({ required: true }), pageUrl: t.arg.string({ required: true }) },
    resolve: (_root, { pageName, pageUrl }, { viewer }) => trackPage({ viewer, pageName, pageUrl }),
  }),
);
