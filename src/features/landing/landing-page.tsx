import { Box } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { APP_FULL_NAME } from '../../lib/brand';
import { usePrerenderedHandoff } from '../../lib/prerendered';
import { FeatureTiles } from './feature-tiles';
import { HeroSection } from './hero-section';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { ShowcaseTeaser } from './showcase-teaser';
import { StartCta } from './start-cta';

export function LandingPage() {
  useDocumentTitle(APP_FULL_NAME);
  usePrerenderedHandoff();
  return (
    <Box>
      <LandingHeader />
      <main>
        <HeroSection />
        <FeatureTiles />
        <ShowcaseTeaser />
        <StartCta />
      </main>
      <LandingFooter />
    </Box>
  );
}
