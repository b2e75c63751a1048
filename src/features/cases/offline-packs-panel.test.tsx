import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../../tests/unit/render-with-mantine';

const usage = { count: 0, bytes: 0 };
const repo = {
  plan: vi.fn(),
  download: vi.fn(),
  clear: vi.fn(),
};
const api = { manifest: vi.fn() };

vi.mock('../../data/repos/use-encounter-packs', () => ({ usePackUsage: () => usage }));
vi.mock('../../data/repos/encounter-packs-repo', () => ({ encounterPacksRepo: repo }));
vi.mock('../../data/api/encounter-packs-api', () => ({ encounterPacksApi: api }));

const { OfflinePacksPanel, formatBytes } = await import('./offline-packs-panel');

afterEach(cleanup);
beforeEach(() => {
  usage.count = 0;
  usage.bytes = 0;
  vi.clearAllMocks();
});

describe('OfflinePacksPanel', () => {
  it('shows the size before downloading, then a progress bar, then what was received', async () => {
    api.manifest.mockResolvedValue({ data: [], totalBytes: 0 });
    repo.plan.mockResolvedValue({ ids: ['a', 'b', 'c'], bytes: 3 * 1024 * 1024 });
    let report: (done: number, total: number) => void = () => undefined;
    let finish: () => void = () => undefined;
    repo.download.mockImplementation((_ids: string[], onProgress: typeof report) => {
      report = onProgress;
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    });
    renderWithMantine(<OfflinePacksPanel online />);
    expect(screen.getByText('이 기기에 오프라인 연습용으로 받은 증례가 없습니다.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '오프라인 연습용으로 모두 받기' }));
    expect(await screen.findByText(/3개 증례, 약 3.0 MB를 이 기기에 받습니다/)).toBeTruthy();
    expect(repo.download).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '받기' }));
    await waitFor(() => expect(repo.download).toHaveBeenCalled());
    report(1, 3);
    expect(await screen.findByText('1 / 3개 받는 중…')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: '오프라인 연습용 증례 받는 중' })).toBeTruthy();
    finish();
    expect(
      await screen.findByText('3개 증례를 받았습니다. 이제 연결 없이도 연습할 수 있습니다.'),
    ).toBeTruthy();
  });

  it('frees the space after confirmation, and cannot download offline', async () => {
    usage.count = 2;
    usage.bytes = 20_480;
    renderWithMantine(<OfflinePacksPanel online={false} />);
    expect(screen.getByText('오프라인 연습용 2개 증례 · 20 KB')).toBeTruthy();
    expect(screen.getByRole('button', { name: '오프라인 연습용으로 모두 받기' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: '공간 비우기' }));
    fireEvent.click(await screen.findByRole('button', { name: '지우기' }));
    expect(repo.clear).toHaveBeenCalledTimes(1);
  });

  it('formats sizes', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(5 * 1024 * 1024 + 200_000)).toBe('5.2 MB');
  });
});
