import { ComingSoon } from './coming-soon';
import { PageContainer } from './page-container';

interface ComingSoonPageProps {
  title: string;
  /** What the finished page will offer, shown in the placeholder body. */
  description: string;
}

/** A signed-in page whose feature ships in a later issue: its real title and the shared placeholder. */
export function ComingSoonPage({ title, description }: ComingSoonPageProps) {
  return (
    <PageContainer title={title}>
      <ComingSoon description={description} />
    </PageContainer>
  );
}
