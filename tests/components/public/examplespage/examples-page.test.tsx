import { render, screen } from "@testing-library/react";
import { notFound } from "next/navigation";
import ExamplesPage, { metadata } from "@/app/(public)/examplespage/page";
import { getAppEnv, type AppEnv } from "@/lib/env";

jest.mock("@/lib/env", () => ({ getAppEnv: jest.fn() }));
jest.mock("next/navigation", () => ({
  ...jest.requireActual("next/navigation"),
  notFound: jest.fn(() => {
    throw new Error("notFound");
  }),
}));

const mockedGetAppEnv = jest.mocked(getAppEnv);

describe("Examples page", () => {
  beforeEach(() => jest.clearAllMocks());

  it("renders the public building blocks in staging, with one h1", () => {
    mockedGetAppEnv.mockReturnValue("staging");
    render(<ExamplesPage />);

    expect(notFound).not.toHaveBeenCalled();
    expect(screen.getAllByRole("heading", { level: 1 }).map((heading) => heading.textContent)).toEqual(["Examples"]);
    const h2s = screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
    expect(h2s).toEqual(
      expect.arrayContaining([
        "Section in the surface tone",
        "Section in the canvas tone",
        "Section in the brand tone",
        "Two plans. Pick the one that fits.", // PlanCards
        "Employees want help with money. We make it easy to give.", // stats row
        "What employers say", // CustomerQuotes
        "Footnotes",
      ]),
    );
    const ctaLabels = ["primary", "secondary", "inverse"].flatMap((variant) => [`${variant} · md`, `${variant} · lg`]);
    for (const label of ctaLabels) expect(screen.getByRole("link", { name: label })).toBeInTheDocument();
  });

  it.each<AppEnv>(["production", "local", "test"])("is a 404 in %s", (appEnv) => {
    mockedGetAppEnv.mockReturnValue(appEnv);

    expect(() => ExamplesPage()).toThrow("notFound");
    expect(notFound).toHaveBeenCalled();
  });

  it("is titled 'Examples' and never indexed", () => {
    expect(metadata.title).toBe("Examples");
    expect(metadata.robots).toEqual({ index: false, follow: false });
    expect(metadata.alternates).toBeUndefined();
  });
});
