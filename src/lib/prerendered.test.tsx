import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { afterHandOff, handOffPrerendered, startedPrerendered, usePrerenderedHandoff } from './prerendered';

function prerenderedPage() {
  document.body.innerHTML =
    '<div id="prerendered" inert><h1>가상 환자와 진료하고,</h1></div><div id="root"></div>';
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the prerendered snapshot', () => {
  it('is removed by the hand-over, and what waited for it runs then, once', () => {
    prerenderedPage();
    expect(startedPrerendered()).toBe(true);
    const ran: string[] = [];
    afterHandOff(() => ran.push('fonts'));
    expect(ran).toEqual([]);
    handOffPrerendered();
    expect(startedPrerendered()).toBe(false);
    expect(document.getElementById('root')).not.toBeNull();
    expect(ran).toEqual(['fonts']);
    handOffPrerendered();
    expect(ran).toEqual(['fonts']);
  });

  it('lets what waits for it run at once on a page that has none', () => {
    const ran: string[] = [];
    afterHandOff(() => ran.push('fonts'));
    expect(ran).toEqual(['fonts']);
  });

  it('is handed over by a prerendered page as soon as it is rendered', () => {
    prerenderedPage();
    function Page() {
      usePrerenderedHandoff();
      return <h1>가상 환자와 진료하고,</h1>;
    }
    render(<Page />, { container: document.getElementById('root')! });
    expect(startedPrerendered()).toBe(false);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
  });
});
