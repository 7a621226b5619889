import { signOut } from "@/components/shell/sign-out";
import { readActiveAdminPlan, storeActiveAdminPlan } from "@/components/shell/use-admin-mode";

const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  window.sessionStorage.clear();
});

describe("signOut", () => {
  it("posts the logOut mutation, forgets the admin view and goes to /log-in", async () => {
    fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => ({ data: { logOut: { loggedOut: true } } }) });
    storeActiveAdminPlan("plan-1");
    const navigate = jest.fn();

    await signOut({ navigate });

    expect(fetchMock).toHaveBeenCalledWith("/api/graphql", {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", "x-graphql-yoga-csrf": "1" },
      body: JSON.stringify({ query: "mutation { logOut(logOut: true) { loggedOut } }" }),
    });
    expect(readActiveAdminPlan()).toBeNull();
    expect(navigate).toHaveBeenCalledWith("/log-in");
  });

  it("throws and stays put when the server cannot be reached", async () => {
    fetchMock.mockResolvedValue({ ok: false, status: 502 });
    storeActiveAdminPlan("plan-1");
    const navigate = jest.fn();

    await expect(signOut({ navigate })).rejects.toThrow("HTTP 502");
    expect(navigate).not.toHaveBeenCalled();
    expect(readActiveAdminPlan()).toBe("plan-1");
  });
});
