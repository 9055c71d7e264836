import { phraseCycleMs, typewriterFrame } from './typewriterFrame';

const EN = 'SMART TRADING POOL'; // 18 characters
const JA = 'スマート取引プール'; // 9 characters

describe('typewriterFrame', () => {
  it('types one character every 150 ms', () => {
    expect(typewriterFrame(0).text).toBe('');
    expect(typewriterFrame(149).text).toBe('');
    expect(typewriterFrame(150).text).toBe('S');
    expect(typewriterFrame(750).text).toBe('SMART');
    expect(typewriterFrame(750).phase).toBe('typing');
    expect(typewriterFrame(899).text).toBe('SMART');
    expect(typewriterFrame(900).text).toBe('SMART ');
  });

  it('pauses 3 s on the whole phrase', () => {
    const typed = 18 * 150; // 2700
    expect(typewriterFrame(typed)).toMatchObject({ text: EN, phase: 'pausing', nextChangeInMs: 3000 });
    expect(typewriterFrame(typed + 2999)).toMatchObject({ text: EN, phase: 'pausing' });
  });

  it('deletes twice as fast (75 ms per character)', () => {
    const pauseEnd = 18 * 150 + 3000; // 5700
    expect(typewriterFrame(pauseEnd)).toMatchObject({ text: EN.slice(0, 17), phase: 'deleting', nextChangeInMs: 75 });
    expect(typewriterFrame(pauseEnd + 74).text).toBe(EN.slice(0, 17));
    expect(typewriterFrame(pauseEnd + 75).text).toBe(EN.slice(0, 16));
    expect(typewriterFrame(pauseEnd + 17 * 75).text).toBe('');
  });

  it('then types the Japanese phrase, and loops', () => {
    const enCycle = phraseCycleMs(EN);
    expect(enCycle).toBe(18 * 150 + 3000 + 18 * 75); // 7050
    expect(typewriterFrame(enCycle)).toMatchObject({ phraseIndex: 1, text: '', phase: 'typing' });
    expect(typewriterFrame(enCycle + 150).text).toBe('ス');
    expect(typewriterFrame(enCycle + 9 * 150).text).toBe(JA);
    const loop = enCycle + phraseCycleMs(JA);
    expect(typewriterFrame(loop)).toMatchObject({ phraseIndex: 0, text: '' });
    expect(typewriterFrame(loop + 750).text).toBe('SMART');
  });

  it('tells when the text changes next', () => {
    expect(typewriterFrame(100).nextChangeInMs).toBe(50);
    expect(typewriterFrame(5_700 + 10).nextChangeInMs).toBe(65);
  });
});
