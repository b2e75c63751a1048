/** Product identity, shared by the UI, the web manifest (vite.config.ts) and the icon script. */
export const APP_NAME = 'CPX 마스터';
/**
 * What the product calls the simulated patient, everywhere: by default the built-in engine answers,
 * not a language model, and no wording may present it as one (an "AI" patient). The spec says only
 * "an AI(-simulated) patient" in English; the landing page's '가상 환자' (and '가상 표준화환자', the
 * domain's 표준화환자 played on the device) is the product's Korean term.
 */
export const PATIENT_NAME = '가상 환자';
export const APP_FULL_NAME = 'CPX 마스터 - 가상 표준화환자와 임상수행평가 연습';
export const APP_DESCRIPTION =
  '가상 표준화환자와 대화하며 CPX(임상수행평가)를 연습하고, 체크리스트 채점과 약점 리포트로 실력을 점검하세요.';
/** Teal 700: the primary colour, also the browser/OS theme colour. */
export const BRAND_COLOR = '#0f766e';
export const BACKGROUND_COLOR = '#f8f9fa';
