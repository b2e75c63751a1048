import type { Mail } from './mailer';

/** Korean mails, plain text plus simple HTML (escaped; no remote images, works in any client). */
const PRODUCT = 'CPX 마스터';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function html(title: string, paragraphs: string[], action?: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 12px">${escape(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:20px 0"><a href="${escape(action.url)}" style="background:#0c8599;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escape(action.label)}</a></p><p style="font-size:12px;color:#868e96">버튼이 열리지 않으면 이 주소를 브라우저에 붙여넣으세요: ${escape(action.url)}</p>`
    : '';
  return `<!doctype html><html lang="ko"><body style="font-family:sans-serif;color:#212529;line-height:1.6;max-width:560px;margin:0 auto;padding:24px"><h2 style="color:#0c8599">${escape(title)}</h2>${body}${button}<hr style="border:none;border-top:1px solid #e9ecef;margin:24px 0"><p style="font-size:12px;color:#868e96">${PRODUCT} · 본인이 요청하지 않았다면 이 메일을 무시하셔도 됩니다.</p></body></html>`;
}

const METHOD_LABEL: Record<string, string> = {
  email: '이메일',
  naver: '네이버',
  google: '구글',
  kakao: '카카오',
};

export function findIdMail(to: string, account: { email: string; signUpMethods: string[] }): Mail {
  const methods = account.signUpMethods.map((m) => METHOD_LABEL[m] ?? m).join(', ');
  const lines = [
    '요청하신 계정 정보를 알려드립니다.',
    `로그인 아이디(이메일): ${account.email}`,
    `가입·로그인 방법: ${methods}`,
    '비밀번호가 기억나지 않으면 로그인 화면의 계정 찾기에서 비밀번호 재설정을 요청하세요.',
  ];
  return {
    to,
    subject: `[${PRODUCT}] 아이디 안내`,
    text: lines.join('\n'),
    html: html('아이디 안내', lines),
  };
}

export function resetPasswordMail(to: string, link: string, minutes: number): Mail {
  const lines = [
    '비밀번호 재설정을 요청하셨습니다.',
    `아래 링크에서 새 비밀번호를 설정해주세요. 링크는 ${minutes}분 동안 한 번만 사용할 수 있습니다.`,
  ];
  return {
    to,
    subject: `[${PRODUCT}] 비밀번호 재설정 안내`,
    text: `${lines.join('\n')}\n\n${link}\n\n본인이 요청하지 않았다면 이 메일을 무시하세요.`,
    html: html('비밀번호 재설정', lines, { label: '비밀번호 재설정하기', url: link }),
  };
}

/** find-password for an account with no password: how it signs in, and no link (see account-service). */
export function socialOnlyResetMail(to: string, signUpMethods: string[]): Mail {
  const methods = signUpMethods.map((m) => METHOD_LABEL[m] ?? m).join(', ');
  const lines = [
    '비밀번호 재설정을 요청하셨습니다.',
    `이 계정은 비밀번호 없이 ${methods}(으)로 로그인하는 계정이라 재설정할 비밀번호가 없습니다.`,
    `${methods}(으)로 로그인한 뒤 마이페이지에서 비밀번호를 설정하면 이메일로도 로그인할 수 있습니다.`,
  ];
  return {
    to,
    subject: `[${PRODUCT}] 비밀번호 재설정 안내`,
    text: `${lines.join('\n')}\n\n본인이 요청하지 않았다면 이 메일을 무시하세요.`,
    html: html('비밀번호 재설정', lines),
  };
}

export function passwordChangedMail(to: string, when: string): Mail {
  const lines = [
    `회원님의 비밀번호가 변경되었습니다. (${when})`,
    '모든 기기에서 로그아웃되었으니 새 비밀번호로 다시 로그인해주세요.',
    '본인이 변경하지 않았다면 즉시 로그인 화면의 계정 찾기에서 비밀번호를 재설정해주세요.',
  ];
  return {
    to,
    subject: `[${PRODUCT}] 비밀번호 변경 알림`,
    text: lines.join('\n'),
    html: html('비밀번호 변경 알림', lines),
  };
}
