// Splitting a creative assistant's answer into creatives: 'SMS n:' prefixes removed, blank lines
// dropped, titles base_01, base_02, ...
import { describe, expect, it } from 'vitest';
import { creativeTitle, splitAssistantAnswer } from '@domain/assistant-answer';

describe('splitAssistantAnswer', () => {
  it('splits at SMS n: markers, removing them and blank lines', () => {
    const answer = 'Here you go:\n\nSMS 1: Hi [fName], sale today!\n\nSMS 2: Last chance\n  for 20% off\n\n\n**SMS 3:** Tap now';
    expect(splitAssistantAnswer(answer, 'spring')).toEqual([
      { title: 'spring_01', message: 'Hi [fName], sale today!' },
      { title: 'spring_02', message: 'Last chance\nfor 20% off' },
      { title: 'spring_03', message: 'Tap now' },
    ]);
  });

  it('takes each non-blank line as a creative without markers', () => {
    expect(splitAssistantAnswer('First one\n\n  \nSecond one\r\nThird', 'base')).toEqual([
      { title: 'base_01', message: 'First one' },
      { title: 'base_02', message: 'Second one' },
      { title: 'base_03', message: 'Third' },
    ]);
  });

  it('drops empty messages and reads lower-case markers', () => {
    expect(splitAssistantAnswer('sms 1:\n\nsms 2: Only this', 'x')).toEqual([{ title: 'x_01', message: 'Only this' }]);
    expect(splitAssistantAnswer('\n\n', 'x')).toEqual([]);
  });

  it('widens the number past 99', () => {
    expect(creativeTitle('b', 0, 5)).toBe('b_01');
    expect(creativeTitle('b', 9, 10)).toBe('b_10');
    expect(creativeTitle('b', 4, 120)).toBe('b_005');
  });
});
