import { render, screen } from "@testing-library/react";
import { loadOnce, useModuleOnMount } from "@/components/ui/use-module-on-mount";

// A page part fetched alongside the page's data: shown once here, the page's failure text when it cannot load, and a
// later visit tries again rather than keeping the failure.

function Part({ load }: { load: () => Promise<{ Greeting: () => React.ReactNode }> }) {
  const loaded = useModuleOnMount(load);
  if (loaded === null) return <p>Loading…</p>;
  if (loaded === "failed") return <p role="alert">Could not load. Please try reloading the page.</p>;
  return <loaded.Greeting />;
}

test("shows the part once its code is here, fetching it once for every use", async () => {
  const fetchModule = jest.fn(async () => ({ Greeting: () => <p>Hello</p> }));
  const load = loadOnce(fetchModule);
  render(
    <>
      <Part load={load} />
      <Part load={load} />
    </>,
  );
  expect(screen.getAllByText("Loading…")).toHaveLength(2);
  expect(await screen.findAllByText("Hello")).toHaveLength(2);
  expect(fetchModule).toHaveBeenCalledTimes(1);
});

test("a failed fetch says so, and the next mount tries again", async () => {
  const fetchModule = jest
    .fn<Promise<{ Greeting: () => React.ReactNode }>, []>()
    .mockRejectedValueOnce(new Error("chunk failed"))
    .mockResolvedValueOnce({ Greeting: () => <p>Hello</p> });
  const load = loadOnce(fetchModule);
  const first = render(<Part load={load} />);
  expect(await screen.findByRole("alert")).toHaveTextContent("Could not load");
  first.unmount();
  render(<Part load={load} />);
  expect(await screen.findByText("Hello")).toBeInTheDocument();
  expect(fetchModule).toHaveBeenCalledTimes(2);
});
