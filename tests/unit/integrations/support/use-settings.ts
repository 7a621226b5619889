import { resetEnvForTests } from "@/lib/env";

/**
 * Lets a test change settings (process.env) and puts back, after each test, exactly the ones it changed; the rest,
 * such as the test database's EMBEDDED_DB_DIR set in beforeAll, stays as it is.
 */
export function useSettings(): (values: Record<string, string | undefined>) => void {
  const originals = new Map<string, string | undefined>();

  afterEach(() => {
    for (const [name, value] of originals) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    originals.clear();
    resetEnvForTests();
  });

  return (values) => {
    for (const [name, value] of Object.entries(values)) {
      if (!originals.has(name)) originals.set(name, process.env[name]);
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetEnvForTests();
  };
}

/** Settings under which email and SMS go to the outbox. */
export const LOCAL_ADAPTERS = {
  SMTP_URL: undefined,
  TWILIO_ACCOUNT_SID: undefined,
  TWILIO_AUTH_TOKEN: undefined,
  TWILIO_FROM_NUMBER: undefined,
};
