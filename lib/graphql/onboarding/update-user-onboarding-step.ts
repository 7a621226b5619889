import { builder } from "@/lib/graphql/builder";
import { payloadType, runPayload } from "@/lib/graphql/payload";
import { updateUserOnboardingStep } from "@/lib/onboarding/update-user-onboarding-step";

type ErrorOnly = { error: string | null };

const UpdateUserOnboardingStepPayload = payloadType<ErrorOnly>("UpdateUserOnboardingStepPayload", {
  fields: () => ({}),
});

builder.mutationField("updateUserOnboardingStep", (t) =>
  t.withAuth({ can: "own-data:write" }).field({
    type: UpdateUserOnboardingStepPayload,
    description:
      "Saves the onboarding step reached (null, or a step past the last, means complete) and the 'Skip for now' flag.",
    args: {
      onboardingStep: t.arg.int({ required: false }),
      isSkipOnboarding: t.arg.boolean({ required: false }),
    },
    resolve: (_root, args, { viewer }) => {
      return runPayload<ErrorOnly>(
        async () => {
          await updateUserOnboardingStep({
            userId: viewer.userId,
            onboardingStep: args.onboardingStep,
            isSkipOnboarding: args.isSkipOnboarding,
          });
          return { error: null };
        },
        ({ error }) => ({ error }),
      );
    },
  }),
);
