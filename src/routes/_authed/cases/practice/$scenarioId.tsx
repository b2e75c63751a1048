import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../../../components/coming-soon-page';

export const Route = createFileRoute('/_authed/cases/practice/$scenarioId')({
  component: () => (
    <ComingSoonPage
      title="실습 브리핑"
      description="환자 정보와 활력징후, 과제를 확인하고 실습을 시작하는 브리핑 화면이 준비 중입니다."
    />
  ),
});
