import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Button } from "@/components/ui/button";
import { ButtonLink } from "@/components/ui/button-link";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { VisuallyHidden } from "@/components/ui/visually-hidden";
import { SkipLink } from "@/components/ui/skip-link";
import { Gallery } from "./gallery";

export const metadata: Metadata = { title: "Design system", robots: { index: false, follow: false } };

const variants = ["primary", "secondary", "ghost", "danger", "link"] as const;
const sizes = ["sm", "md", "lg"] as const;

/** Every components/ui piece on one page, for review and screenshots. Not part of production builds. */
export default function UiGalleryPage() {
  if (process.env.NODE_ENV === "production") notFound();

  return (
    <>
      <SkipLink />
      <main id="main" tabIndex={-1} className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-10 focus:outline-none">
        <header className="flex flex-col gap-2">
          <h1 className="text-3xl font-semibold text-ink">Design system</h1>
          <p className="text-muted">
            components/ui, one file per component. Press Tab once from the top of the page to see the skip link.
          </p>
        </header>

        <Section title="Buttons">
          {sizes.map((size) => (
            <div key={size} className="flex flex-wrap items-center gap-3">
              {variants.map((variant) => (
                <Button key={variant} variant={variant} size={size}>
                  {variant} {size}
                </Button>
              ))}
            </div>
          ))}
          <div className="flex flex-wrap items-center gap-3">
            <Button loading>Saving</Button>
            <Button variant="secondary" loading>
              Loading
            </Button>
            <Button disabled>Disabled</Button>
            <ButtonLink href="/dev/ui">ButtonLink (next/link)</ButtonLink>
            <ButtonLink href="/dev/ui" variant="secondary">
              Secondary link
            </ButtonLink>
          </div>
          <Button fullWidth>Full width</Button>
        </Section>

        <Section title="Spinner, card, visually hidden">
          <div className="flex items-center gap-6 text-brand-700">
            <Spinner size="sm" />
            <Spinner />
            <Spinner size="lg" label="Loading accounts" />
          </div>
          <Card as="section" aria-labelledby="card-demo" className="max-w-sm">
            <h3 id="card-demo" className="font-semibold">
              Card
            </h3>
            <p className="mt-1 text-sm text-muted">
              A white panel with a border.
              <VisuallyHidden> (This sentence continues for screen readers only.)</VisuallyHidden>
            </p>
          </Card>
        </Section>

        <Gallery />
      </main>
    </>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-4">
      <h2 className="border-b border-border pb-2 text-xl font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}
