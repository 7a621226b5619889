import { builder } from "@/lib/graphql/builder";
import { searchEmployerPlans } from "@/lib/plans/search-employer-plans";

const EmployerPlanOption = builder.objectRef<{ id: string; name: string }>("EmployerPlanOption").implement({
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name") }),
});

builder.queryField("searchEmployerPlans", (t) =>
  t.withAuth({ can: "plans:search" }).field({
    type: [EmployerPlanOption],
    description: "The admin menu's plan search (staff: all plans; advisors: their plans). At most 10, by name.",
    args: { query: t.arg.string({ required: true }) },
    resolve: (_root, { query }, { viewer }) => searchEmployerPlans({ viewer, query }),
  }),
);
