import { csvField, csvRecord, neutralizeCell } from "@/lib/transactions/csv-cells";

describe("neutralizeCell", () => {
  test.each(["=HYPERLINK(\"http://x\")", "+1+1", "-2+3", "@SUM(A1)", "\tTab", "\rReturn"])("%j becomes text", (text) => {
    expect(neutralizeCell(text)).toBe(`'${text}`);
  });

  test("ordinary text is left as it is", () => {
    expect(neutralizeCell("H-E-B")).toBe("H-E-B");
    expect(neutralizeCell("Torchy's Tacos")).toBe("Torchy's Tacos");
    expect(neutralizeCell("")).toBe("");
  });
});

describe("csvField and csvRecord", () => {
  test("quotes a field with a comma, a quote or a line break, doubling quotes", () => {
    expect(csvField('Say "hi", then\nleave')).toBe('"Say ""hi"", then\nleave"');
    expect(csvField("plain")).toBe("plain");
  });

  test("a record neutralises text cells but keeps signed numbers, and ends with CRLF", () => {
    expect(csvRecord([{ text: "=1+2" }, { number: "-12.50" }, { text: "a,b" }])).toBe("'=1+2,-12.50,\"a,b\"\r\n");
    expect(csvRecord([{ text: '-"quoted", too' }])).toBe("\"'-\"\"quoted\"\", too\"\r\n");
  });
});
