// Integration tests run against a real database; see tests/helpers/test-db.ts.
jest.setTimeout(60_000);
