import { render } from "@testing-library/react";
import { usePageTracking } from "@/components/shell/use-page-tracking";
import { cachedGraphQLClient } from "@/tests/helpers/cached-graphql-client";

let mockPathname = "/health";
jest.mock("next/navigation", () => ({ usePathname: () => mockPathname }));

function Tracker() {
  usePageTracking();
  return null;
}

function setUp() {
  const graphql = cachedGraphQLClient((name) =>
    name === "TrackPage" ? { trackPage: { __typename: "TrackPagePayload", ok: true, sent: true } } : null,
  );
  const view = render(<Tracker />, { wrapper: graphql.wrapper });
  const navigate = (path: string) => {
    mockPathname = path;
    view.rerender(<Tracker />);
  };
  return { calls: graphql.calls, navigate };
}

describe("page tracking in the signed-in shell", () => {
  beforeEach(() => {
    mockPathname = "/health";
  });

  test("navigating to a path beginning /contact sends trackPage with the page's name and path", () => {
    const { calls, navigate } = setUp();
    expect(calls).toEqual([]);
    navigate("/contact");
    navigate("/contact/book");
    expect(calls).toEqual([
      { name: "TrackPage", variables: { pageName: "Coaching", pageUrl: "/contact" } },
      { name: "TrackPage", variables: { pageName: "Coaching", pageUrl: "/contact/book" } },
    ]);
  });

  test("other paths send nothing, and staying on the same page sends once", () => {
    const { calls, navigate } = setUp();
    navigate("/accounts");
    navigate("/plan-details");
    expect(calls).toEqual([]);
    navigate("/contact");
    navigate("/contact");
    expect(calls).toHaveLength(1);
  });

  test("arriving on /contact with a full page load sends it too", () => {
    mockPathname = "/contact";
    const { calls } = setUp();
    expect(calls).toEqual([{ name: "TrackPage", variables: { pageName: "Coaching", pageUrl: "/contact" } }]);
  });
});
