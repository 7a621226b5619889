import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { useClient } from "urql";
import { GraphQLProvider } from "@/components/providers/graphql-provider";
import { ViewerScope } from "@/components/providers/viewer-scope";
import { clearActiveAdminPlan, storeActiveAdminPlan } from "@/components/shell/use-admin-mode";

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount((n) => n + 1)}>Clicked {count}</button>;
}

describe("ViewerScope", () => {
  it("keeps state for the same viewer and drops all of it for another", async () => {
    const { rerender } = render(
      <ViewerScope viewerKey="user-1:own">
        <Counter />
      </ViewerScope>,
    );
    await userEvent.setup().click(screen.getByRole("button"));
    expect(screen.getByRole("button")).toHaveTextContent("Clicked 1");

    rerender(
      <ViewerScope viewerKey="user-1:own">
        <Counter />
      </ViewerScope>,
    );
    expect(screen.getByRole("button")).toHaveTextContent("Clicked 1");

    rerender(
      <ViewerScope viewerKey="user-2:coached">
        <Counter />
      </ViewerScope>,
    );
    expect(screen.getByRole("button")).toHaveTextContent("Clicked 0");
  });
});

describe("GraphQLProvider", () => {
  it("starts a new client, with an empty cache, when the admin view is switched on or off", () => {
    const clients: unknown[] = [];
    function Probe() {
      clients.push(useClient());
      return null;
    }
    render(
      <GraphQLProvider>
        <Probe />
      </GraphQLProvider>,
    );
    const first = clients.at(-1);
    act(() => storeActiveAdminPlan("plan-1"));
    const admin = clients.at(-1);
    expect(admin).not.toBe(first);
    act(() => clearActiveAdminPlan());
    expect(clients.at(-1)).not.toBe(admin);
  });
});
