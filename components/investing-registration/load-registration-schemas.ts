// The wizard's step schemas (lib/investing/registration/registration-schemas.ts, the ones the server checks the
// draft with) and zod with them load while the wizard loads the member's application, not with the page: the
// wizard shows no step before they are here, so its steps and Next rules read them synchronously.

type RegistrationSchemas = typeof import("@/lib/investing/registration/registration-schemas");
/** The schemas a step's Next rule checks its values with. */
export type StepSchemaName =
  | "accountSelectionSchema"
  | "recoveryEmailSchema"
  | "personDetailsSchema"
  | "verifyPhoneSchema"
  | "socialSecuritySchema"
  | "residentialAddressSchema"
  | "mailingAddressSchema"
  | "employmentStatusSchema"
  | "financialStatusSchema"
  | "disclosuresSchema"
  | "trustedContactSchema";

let loaded: RegistrationSchemas | null = null;

/** Loads the step schemas once; a failed load is tried again on the next call. */
export async function loadRegistrationSchemas(): Promise<RegistrationSchemas> {
  loaded ??= await import("@/lib/investing/registration/registration-schemas");
  return loaded;
}

/** The step schemas, for code that runs once the wizard has loaded them (a step, a Next rule). */
export function registrationSchemas(): RegistrationSchemas {
  if (!loaded) throw new Error("The registration schemas are read before the wizard loaded them.");
  return loaded;
}

type StepParts = typeof import("./steps/step-parts");
/** A step's component, by its export name in steps/step-parts.ts. */
export type StepComponentName = { [Name in keyof StepParts]: Name extends `${string}Step` ? Name : never }[keyof StepParts];

let loadedSteps: StepParts | null = null;

/** Loads the steps (components and their Next rules) once, with the schemas; a failed load is tried again. */
export async function loadRegistrationSteps(): Promise<StepParts> {
  const [, steps] = await Promise.all([loadRegistrationSchemas(), import("./steps/step-parts")]);
  loadedSteps ??= steps;
  return loadedSteps;
}

/** The steps, for code that runs once the wizard has loaded them. */
export function registrationSteps(): StepParts {
  if (!loadedSteps) throw new Error("The registration steps are read before the wizard loaded them.");
  return loadedSteps;
}
