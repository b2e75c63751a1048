import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../../tests/unit/render-with-mantine';
import { EndPracticeDialog } from './end-practice-dialog';

afterEach(cleanup);

const noop = () => undefined;

describe('EndPracticeDialog', () => {
  it("keeps the spec's sentence and, in a mock exam, says the case cannot be reopened", async () => {
    renderWithMantine(
      <EndPracticeDialog
        opened
        onCancel={noop}
        onConfirm={noop}
        notice="모의고사에서는 종료한 증례를 다시 열 수 없습니다."
      />,
    );
    expect(await screen.findByText('정말로 진료를 종료하시겠습니까? 채점이 시작됩니다.')).toBeTruthy();
    expect(screen.getByText('모의고사에서는 종료한 증례를 다시 열 수 없습니다.')).toBeTruthy();
  });

  it('says nothing more in case practice', async () => {
    renderWithMantine(<EndPracticeDialog opened onCancel={noop} onConfirm={noop} />);
    await screen.findByText('정말로 진료를 종료하시겠습니까? 채점이 시작됩니다.');
    expect(screen.queryByTestId('end-practice-notice')).toBeNull();
  });
});
