import { Tabs } from '@mantine/core';
import { IconCreditCard, IconUserCircle } from '@tabler/icons-react';
import { ComingSoon } from '../../components/coming-soon';
import { PageContainer } from '../../components/page-container';
import { AccountTab } from './account-tab';

export type MyPageTab = 'account' | 'payment';

interface MyPageProps {
  tab: MyPageTab;
  onTabChange: (tab: MyPageTab) => void;
}

/** /my-page: 계정 관리 (default) and 결제 관리, a placeholder for now (spec 1 §2). The tab is in the URL. */
export function MyPage({ tab, onTabChange }: MyPageProps) {
  return (
    <PageContainer title="마이페이지" description="내 계정 정보를 확인하고 프로필과 비밀번호를 관리합니다.">
      <Tabs value={tab} onChange={(value) => value && onTabChange(value as MyPageTab)}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="account" leftSection={<IconUserCircle size={18} />}>
            계정 관리
          </Tabs.Tab>
          <Tabs.Tab value="payment" leftSection={<IconCreditCard size={18} />}>
            결제 관리
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="account">
          <AccountTab />
        </Tabs.Panel>
        <Tabs.Panel value="payment">
          <ComingSoon description="결제 관리 기능은 곧 제공될 예정입니다. 이용권과 결제 내역을 이곳에서 확인할 수 있게 됩니다." />
        </Tabs.Panel>
      </Tabs>
    </PageContainer>
  );
}
