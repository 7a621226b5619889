import { story } from "@/lib/content/about";
import { Section } from "../landing/section";

const highlightClasses =
  "self-start rounded-2xl border-l-4 border-accent-500 bg-surface p-6 text-base leading-7 text-muted";

/** Why Mariner exists, with the founding year set apart. */
export function StorySection() {
  return (
    <Section id="story" heading={story.heading} tone="canvas">
      <div className="mt-8 grid gap-10 lg:grid-cols-3">
        <div className="space-y-5 text-lg leading-8 text-muted lg:col-span-2">
          {story.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <p className={highlightClasses}>
          <span className="block text-4xl font-semibold tracking-tight text-brand-900">{story.highlight.value}</span>
          <span className="mt-2 block">{story.highlight.label}</span>
        </p>
      </div>
    </Section>
  );
}
