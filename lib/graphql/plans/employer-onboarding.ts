import { forgetCachedSession } from "@/lib/auth/sessions/session-cache";
import { builder } from "@/lib/graphql/builder";
import { payloadType, runPayload } from "@/lib/graphql/payload";
import { createEmployerPlan, type CreatedEmployerPlan } from "@/lib/plans/create-employer-plan";
import { updateUserName, type UserName } from "@/lib/users/update-user-name";

// Employer onboarding (spec 000 §2.11, §4.10, §7): step 1 creates the company's plan, step 2 saves the user's name.

type CreateEmployerPlanResult = { plan: CreatedEmployerPlan | null; error: string | null; errorField?: string | null };
type UpdateUserNameResult = { user: UserName | null; error: string | null; errorField?: string | null };

const EmployerPlanType = builder.objectRef<CreatedEmployerPlan>("EmployerPlan").implement({
  description: "A company's plan (spec 000 §3 'Employer plan').",
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name") }),
});

const UserNameType = builder.objectRef<UserName>("UserName").implement({
  description: "A user's id and names, as updateUserName answers.",
  fields: (t) => ({
    id: t.exposeID("id"),
    firstName: t.exposeString("firstName"),
    lastName: t.exposeString("lastName"),
  }),
});

const CreateEmployerPlanPayload = payloadType<CreateEmployerPlanResult>("CreateEmployerPlanPayload", {
  errorField: true,
  fields: (t) => ({ plan: t.field({ type: EmployerPlanType, nullable: true, resolve: (result) => result.plan }) }),
});

const UpdateUserNamePayload = payloadType<UpdateUserNameResult>("UpdateUserNamePayload", {
  errorField: true,
  fields: (t) => ({ user: t.field({ type: UserNameType, nullable: true, resolve: (result) => result.user }) }),
});

builder.mutationField("createEmployerPlan", (t) =>
  t.withAuth({ can: "plan:create" }).field({
    type: CreateEmployerPlanPayload,
    description:
      "Creates the caller's company plan with them as its owner. Names are unique ignoring case; a user owns at most one plan.",
    args: { name: t.arg.string({ required: true }), pricingPlanId: t.arg.string({ required: true }) },
    resolve: (_root, { name, pricingPlanId }, { viewer }) => {
      return runPayload<CreateEmployerPlanResult>(
        async () => {
          const plan = await createEmployerPlan({ userId: viewer.userId, input: { name, pricingPlanId } });
          // The cached viewer holds the plan permissions it was built with; the new plan must count at once.
          await forgetCachedSession(viewer.sessionId);
          return { plan, error: null };
        },
        (fields) => ({ plan: null, ...fields }),
      );
    },
  }),
);

builder.mutationField("updateUserName", (t) =>
  t.withAuth({ can: "own-data:write" }).field({
    type: UpdateUserNamePayload,
    description: "Saves the signed-in user's first and last name.",
    args: { firstName: t.arg.string({ required: true }), lastName: t.arg.string({ required: true }) },
    resolve: (_root, { firstName, lastName }, { viewer }) => {
      return runPayload<UpdateUserNameResult>(
        async () => ({ user: await updateUserName({ userId: viewer.userId, input: { firstName, lastName } }), error: null }),
        (fields) => ({ user: null, ...fields }),
      );
    },
  }),
);
