import type { ReactNode } from 'react';

export type SocialProviderId = 'naver' | 'google' | 'kakao';

export interface SocialProvider {
  id: SocialProviderId;
  /** The provider's name, for sentences ("네이버 로그인은 …"). */
  name: string;
  label: string;
  /** Social sign-in starts with a full-page redirect to the server (spec 1 §7). */
  href: string;
  /** kakao is wired up but not offered on the login and register screens (spec 1 §1). */
  shown: boolean;
  background: string;
  color: string;
  border?: string;
  icon: ReactNode;
}

export const socialProviders: SocialProvider[] = [
  {
    id: 'naver',
    name: '네이버',
    label: '네이버로 계속하기',
    href: '/api/v1/auth/naver/login',
    shown: true,
    // Naver's green (#03C75A) under white text is 2.3:1; a deeper shade of it keeps the white
    // label and logo at 5:1 (WCAG AA). social-providers.test.ts holds every button to 4.5:1.
    background: '#008040',
    color: '#ffffff',
    icon: (
      <svg viewBox="0 0 20 20" width={16} height={16} aria-hidden>
        <path fill="currentColor" d="M13.56 10.7 6.17 0H0v20h6.44V9.3L13.83 20H20V0h-6.44z" />
      </svg>
    ),
  },
  {
    id: 'google',
    name: 'Google',
    label: 'Google로 계속하기',
    href: '/api/v1/auth/google/login',
    shown: true,
    background: '#ffffff',
    color: '#1f1f1f',
    border: '#dadce0',
    icon: (
      <svg viewBox="0 0 48 48" width={18} height={18} aria-hidden>
        <path
          fill="#EA4335"
          d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
        />
        <path
          fill="#4285F4"
          d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
        />
        <path
          fill="#FBBC05"
          d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
        />
        <path
          fill="#34A853"
          d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
        />
      </svg>
    ),
  },
  {
    id: 'kakao',
    name: '카카오',
    label: '카카오로 계속하기',
    href: '/api/v1/auth/kakao/login',
    shown: false,
    background: '#FEE500',
    color: '#191919',
    icon: (
      <svg viewBox="0 0 24 24" width={18} height={18} aria-hidden>
        <path
          fill="currentColor"
          d="M12 3C6.48 3 2 6.48 2 10.77c0 2.77 1.86 5.2 4.66 6.57l-.95 3.47c-.08.31.27.55.53.37l4.15-2.75c.53.06 1.07.1 1.61.1 5.52 0 10-3.48 10-7.76S17.52 3 12 3z"
        />
      </svg>
    ),
  },
];
