import type { Metadata } from "next";
import { HiringSection } from "@/components/public/about/hiring-section";
import { PressSection } from "@/components/public/about/press-section";
import { StorySection } from "@/components/public/about/story-section";
import { ValuesSection } from "@/components/public/about/values-section";
import { PageHero } from "@/components/public/page-hero";
import { aboutHero } from "@/lib/content/about";
import { pageMetadata } from "@/lib/seo/page-metadata";

export const metadata: Metadata = pageMetadata("/about-us");

/** /about-us (spec 002 §2): mission, story, core values, press and a hiring call to action. Static. */
export default function AboutUsPage() {
  return (
    <>
      <PageHero eyebrow={aboutHero.eyebrow} title={aboutHero.title} intro={aboutHero.intro} />
      <StorySection />
      <ValuesSection />
      <PressSection />
      <HiringSection />
    </>
  );
}
