import {
  IconBook2,
  IconBookmark,
  IconCards,
  IconChartLine,
  IconClipboardList,
  IconHistory,
  IconHome,
  IconListDetails,
  IconMessage2,
  IconPencil,
  IconSettings,
  IconStethoscope,
  IconX,
  type Icon,
} from '@tabler/icons-react';
import { REVIEW_TAB } from '../../lib/learn-from-misses';

export interface NavLinkItem {
  label: string;
  to: string;
  icon: Icon;
}

/** Top-level destinations of the signed-in header (spec 1 §2 Shared layout). */
export const mainNavLinks: NavLinkItem[] = [
  { label: '홈', to: '/dashboard', icon: IconHome },
  { label: '증례 라이브러리', to: '/cases', icon: IconStethoscope },
  { label: '모의고사', to: '/mock-exams', icon: IconClipboardList },
];

export const STUDY_NOTES_LABEL = '학습 노트';
export const studyNotesIcon = IconBook2;

export const studyNotesLinks: NavLinkItem[] = [
  { label: '학습 기록', to: '/my-notes/history', icon: IconHistory },
  { label: '즐겨찾기', to: '/my-notes/bookmarks', icon: IconBookmark },
  { label: '오답노트', to: '/my-notes/incorrect', icon: IconX },
  { label: REVIEW_TAB, to: '/my-notes/review', icon: IconCards },
  { label: '학습 통계', to: '/my-notes/statistics', icon: IconChartLine },
];

export const feedbackIcon = IconMessage2;

/** The desktop header's menu of the feedback board (the phone drawer groups the same links). */
export const BOARD_LABEL = '게시판';

export const feedbackLinks: NavLinkItem[] = [
  { label: '목록', to: '/feedback', icon: IconListDetails },
  { label: '작성', to: '/feedback/create', icon: IconPencil },
];

export const adminFeedbackLink: NavLinkItem = {
  label: '피드백 관리',
  to: '/admin/feedback',
  icon: IconSettings,
};

/** A link is active on its own page and on the pages below it. */
export function isNavActive(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
