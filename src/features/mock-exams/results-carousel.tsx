import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import classes from './results-carousel.module.css';

export interface CarouselSlide {
  key: string;
  /** Names the slide for screen readers and its dot. */
  label: string;
  content: ReactNode;
}

interface ResultsCarouselProps {
  label: string;
  slides: CarouselSlide[];
  index: number;
  onIndexChange: (index: number) => void;
}

/** A horizontal swipe this long (px) turns the slide. */
const SWIPE_PX = 48;

/**
 * One slide per view, 32 px apart (spec 1 §2), with previous/next buttons, numbered dots, the
 * arrow keys and a swipe. A small carousel of our own rather than a dependency: it needs no
 * looping, autoplay or drag physics. Slides out of view are inert, so Tab and screen readers stay
 * on the one shown (WAI-ARIA carousel pattern).
 */
export function ResultsCarousel({ label, slides, index, onIndexChange }: ResultsCarouselProps) {
  const count = slides.length;
  const current = Math.min(Math.max(index, 0), Math.max(count - 1, 0));
  const slideRefs = useRef<Array<HTMLDivElement | null>>([]);
  const [height, setHeight] = useState<number | null>(null);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const sectionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const slide = slideRefs.current[current];
    if (!slide || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(slide.offsetHeight));
    observer.observe(slide);
    setHeight(slide.offsetHeight);
    return () => observer.disconnect();
  }, [current, count]);

  const go = (next: number) => {
    if (next >= 0 && next < count && next !== current) onIndexChange(next);
  };

  /** From below a long slide: turn it, and bring the new slide's start into view. */
  const goFromBottom = (next: number) => {
    go(next);
    const section = sectionRef.current;
    if (section && section.getBoundingClientRect().top < 0)
      section.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    // Arrow keys inside a form control (the checklist's segmented filter) belong to that control.
    if ((event.target as HTMLElement).closest('input, textarea, [role="radiogroup"]')) return;
    if (event.key === 'ArrowLeft') go(current - 1);
    else if (event.key === 'ArrowRight') go(current + 1);
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') return;
    swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy)) return;
    go(dx < 0 ? current + 1 : current - 1);
  };

  if (count === 0) return null;
  return (
    <section
      ref={sectionRef}
      style={{ scrollMarginTop: 96 }}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      data-testid="feedback-carousel"
    >
      <Group justify="space-between" gap="xs" mb="sm" wrap="nowrap">
        <Button
          variant="default"
          size="sm"
          leftSection={<IconChevronLeft size={16} />}
          onClick={() => go(current - 1)}
          disabled={current === 0}
          aria-label="이전 증례 피드백"
        >
          이전
        </Button>
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="carousel-position">
          <Text span fw={700} c="dark">
            {current + 1}
          </Text>{' '}
          / {count}
        </Text>
        <Button
          variant="default"
          size="sm"
          rightSection={<IconChevronRight size={16} />}
          onClick={() => go(current + 1)}
          disabled={current === count - 1}
          aria-label="다음 증례 피드백"
        >
          다음
        </Button>
      </Group>

      <div
        className={classes.viewport}
        style={height === null ? undefined : { height }}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <div className={classes.track} style={{ transform: `translateX(calc(${-current} * (100% + 32px)))` }}>
          {slides.map((slide, slideIndex) => {
            const shown = slideIndex === current;
            return (
              <div
                key={slide.key}
                ref={(element) => {
                  slideRefs.current[slideIndex] = element;
                }}
                className={classes.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={`${slideIndex + 1} / ${count}: ${slide.label}`}
                aria-hidden={!shown}
                inert={!shown}
                data-testid="carousel-slide"
                data-active={shown}
              >
                {slide.content}
              </div>
            );
          })}
        </div>
      </div>

      <Group justify="center" gap="xs" wrap="nowrap" mt="md">
        <ActionIcon
          variant="default"
          size={32}
          radius="xl"
          onClick={() => goFromBottom(current - 1)}
          disabled={current === 0}
          aria-label="이전 증례"
        >
          <IconChevronLeft size={16} />
        </ActionIcon>
        <nav className={classes.dots} aria-label="증례 선택">
          {slides.map((slide, slideIndex) => (
            <button
              key={slide.key}
              type="button"
              className={classes.dot}
              aria-current={slideIndex === current}
              aria-label={`${slideIndex + 1}번 증례 피드백: ${slide.label}`}
              onClick={() => goFromBottom(slideIndex)}
              data-testid="carousel-dot"
            >
              {slideIndex + 1}
            </button>
          ))}
        </nav>
        <ActionIcon
          variant="default"
          size={32}
          radius="xl"
          onClick={() => goFromBottom(current + 1)}
          disabled={current === count - 1}
          aria-label="다음 증례"
        >
          <IconChevronRight size={16} />
        </ActionIcon>
      </Group>
    </section>
  );
}
