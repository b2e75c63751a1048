import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../../tests/unit/render-with-mantine';
import { ResultsCarousel } from './results-carousel';

function Harness({ count = 3 }: { count?: number }) {
  const [index, setIndex] = useState(0);
  return (
    <ResultsCarousel
      label="증례별 AI 피드백"
      index={index}
      onIndexChange={setIndex}
      slides={Array.from({ length: count }, (_, slide) => ({
        key: String(slide),
        label: `증례 ${slide + 1}`,
        content: <button type="button">슬라이드 {slide + 1} 버튼</button>,
      }))}
    />
  );
}

const active = () =>
  screen.getAllByTestId('carousel-slide').findIndex((slide) => slide.dataset.active === 'true');

afterEach(cleanup);

describe('feedback carousel', () => {
  it('shows one slide at a time and moves with previous/next, stopping at the ends', async () => {
    renderWithMantine(<Harness />);
    expect(active()).toBe(0);
    expect(screen.getByTestId('carousel-position').textContent).toBe('1 / 3');
    const previous = screen.getByRole('button', { name: '이전 증례 피드백' });
    const next = screen.getByRole('button', { name: '다음 증례 피드백' });
    expect((previous as HTMLButtonElement).disabled).toBe(true);
    await act(async () => next.click());
    await act(async () => next.click());
    expect(active()).toBe(2);
    expect((next as HTMLButtonElement).disabled).toBe(true);
    await act(async () => previous.click());
    expect(active()).toBe(1);
  });

  it('keeps slides out of view inert and hidden from screen readers', () => {
    renderWithMantine(<Harness />);
    const slides = screen.getAllByTestId('carousel-slide');
    expect(slides[0]?.getAttribute('aria-hidden')).toBe('false');
    expect(slides[1]?.getAttribute('aria-hidden')).toBe('true');
    expect(slides[1]?.hasAttribute('inert')).toBe(true);
    expect(slides[0]?.hasAttribute('inert')).toBe(false);
    expect(screen.getByRole('region', { name: '증례별 AI 피드백' })).toBeTruthy();
  });

  it('jumps with the numbered dots and moves with the arrow keys', async () => {
    renderWithMantine(<Harness />);
    const dots = screen.getAllByTestId('carousel-dot');
    await act(async () => dots[2]?.click());
    expect(active()).toBe(2);
    expect(dots[2]?.getAttribute('aria-current')).toBe('true');
    const region = screen.getByRole('region', { name: '증례별 AI 피드백' });
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(active()).toBe(1);
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(active()).toBe(2);
  });
});
