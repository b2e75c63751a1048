import { describe, expect, it } from 'vitest';
import { feedbackFormUrl } from './links';

describe('feedback form link', () => {
  it('uses VITE_FEEDBACK_FORM_URL when set, else the in-app form', () => {
    expect(feedbackFormUrl('https://forms.example.com/cpx')).toBe('https://forms.example.com/cpx');
    expect(feedbackFormUrl(undefined)).toBe('/feedback/create');
    expect(feedbackFormUrl('  ')).toBe('/feedback/create');
  });
});
