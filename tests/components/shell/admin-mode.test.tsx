import { act, renderHook } from "@testing-library/react";
import {
  ACTIVE_ADMIN_PLAN_KEY,
  adminPlanRedirect,
  clearActiveAdminPlan,
  readActiveAdminPlan,
  storeActiveAdminPlan,
  useAdminMode,
} from "@/components/shell/use-admin-mode";

const mockPush = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: mockPush, refresh: jest.fn(), replace: jest.fn(), back: jest.fn(), prefetch: jest.fn() }),
}));

beforeEach(() => {
  mockPush.mockReset();
  window.sessionStorage.clear();
});

describe("active admin plan storage", () => {
  it("stores, reads and clears the plan under 'activeAdminPlan' in sessionStorage", () => {
    expect(readActiveAdminPlan()).toBeNull();
    storeActiveAdminPlan("plan-9");
    expect(window.sessionStorage.getItem(ACTIVE_ADMIN_PLAN_KEY)).toBe("plan-9");
    expect(readActiveAdminPlan()).toBe("plan-9");
    clearActiveAdminPlan();
    expect(readActiveAdminPlan()).toBeNull();
  });
});

describe("useAdminMode", () => {
  it("switches to the admin view on a plan's dashboard and back to /health", () => {
    const { result } = renderHook(() => useAdminMode());
    expect(result.current.isAdminView).toBe(false);

    act(() => result.current.switchToAdmin("plan-9"));
    expect(result.current).toMatchObject({ isAdminView: true, activePlanId: "plan-9" });
    expect(mockPush).toHaveBeenLastCalledWith("/dashboard/plan-9");

    act(() => result.current.switchToEmployee());
    expect(result.current).toMatchObject({ isAdminView: false, activePlanId: null });
    expect(readActiveAdminPlan()).toBeNull();
    expect(mockPush).toHaveBeenLastCalledWith("/health");
  });

  it("follows changes made elsewhere, e.g. the log-in flow clearing the plan", () => {
    storeActiveAdminPlan("plan-1");
    const { result } = renderHook(() => useAdminMode());
    expect(result.current.activePlanId).toBe("plan-1");
    act(() => clearActiveAdminPlan());
    expect(result.current.activePlanId).toBeNull();
  });
});

describe("adminPlanRedirect (spec 000 §4.7)", () => {
  it.each([
    ["/health", "p1", "/dashboard/p1"],
    ["/accounts", "p1", "/dashboard/p1"],
    ["/dashboard/p2", "p1", null],
    ["/dashboard", "p1", null],
    ["/customers/7", "p1", null],
    ["/dashboards-old", "p1", "/dashboard/p1"],
    ["/health", null, null],
  ])("on %s with plan %s sends to %s", (pathname, plan, expected) => {
    expect(adminPlanRedirect(pathname, plan)).toBe(expected);
  });
});
