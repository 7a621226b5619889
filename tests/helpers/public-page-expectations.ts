import { screen } from "@testing-library/react";

/** Every image has alt text and its size (no layout shift), and comes from our own optimized local assets. */
export function expectImagesSizedWithAlt(container: HTMLElement): void {
  for (const image of Array.from(container.querySelectorAll("img"))) {
    expect(image).toHaveAttribute("alt");
    expect(image).toHaveAttribute("width");
    expect(image).toHaveAttribute("height");
    expect(image.getAttribute("src")).toMatch(/^\/images\/.+\.svg$/);
  }
}

/** Every footnote marker on the page points at a footnote that exists. */
export function expectFootnoteMarkersResolve(): void {
  for (const marker of screen.queryAllByRole("link", { name: /^Footnote \d+$/ })) {
    expect(document.getElementById(marker.getAttribute("href")!.slice(1))).toBeInTheDocument();
  }
}
