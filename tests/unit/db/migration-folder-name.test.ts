import { migrationFolderName } from "@/scripts/db/migration-folder-name";

const now = new Date("2026-03-04T05:06:07.890Z");

test("stamps the UTC time to the second and snake-cases the name", () => {
  expect(migrationFolderName("Add budget notes", now, [])).toBe("20260304050607_add_budget_notes");
  expect(migrationFolderName("  add-coach_role!! ", now, [])).toBe("20260304050607_add_coach_role");
});

test("never sorts before an existing migration", () => {
  expect(migrationFolderName("next", now, ["20260304050607_same_second"])).toBe("20260304050608_next");
  expect(migrationFolderName("next", now, ["20270101000000_clock_ahead", "migration_lock.toml"])).toBe(
    "20270101000001_next",
  );
  expect(migrationFolderName("next", now, ["20251231235959_older"])).toBe("20260304050607_next");
});

test("refuses a name with nothing usable in it", () => {
  expect(() => migrationFolderName("?!", now, [])).toThrow(/not a usable migration name/);
});
