import { render, screen } from "@testing-library/react";
import UiGalleryPage from "@/app/dev/ui/page";

jest.mock("next/navigation", () => ({
  notFound: () => {
    throw new Error("NEXT_NOT_FOUND");
  },
  useRouter: () => ({ push: jest.fn() }),
}));

describe("/dev/ui gallery", () => {
  it("renders every section outside production", () => {
    render(<UiGalleryPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Design system" })).toBeInTheDocument();
    for (const name of ["Buttons", "Menu", "Code input", "Dialogs", "Wizard frame"]) {
      expect(screen.getByRole("heading", { level: 2, name })).toBeInTheDocument();
    }
  });

  it("is a 404 in production", () => {
    const env = process.env as Record<string, string | undefined>;
    const previous = env.NODE_ENV;
    env.NODE_ENV = "production";
    try {
      expect(() => UiGalleryPage()).toThrow("NEXT_NOT_FOUND");
    } finally {
      env.NODE_ENV = previous;
    }
  });
});
