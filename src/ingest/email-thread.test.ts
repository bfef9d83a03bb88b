import { describe, expect, it } from 'vitest';
import { splitThread } from './email-thread.ts';

describe('splitThread', () => {
  it('splits a Gmail-style reply: attribution line, then one level of > per older message', () => {
    const body = [
      'Thanks, paid today.',
      '',
      'On Tue, 4 Jun 2024 at 10:00, Alice <alice@example.com>',
      'wrote:',
      '> The total is 9.00.',
      '>',
      '> On Mon, 3 Jun 2024, Bob <bob@example.com> wrote:',
      '> > What is the invoice total?',
    ].join('\n');
    expect(splitThread(body)).toEqual([
      'Thanks, paid today.',
      'On Tue, 4 Jun 2024 at 10:00, Alice <alice@example.com> wrote:\n\nThe total is 9.00.',
      'On Mon, 3 Jun 2024, Bob <bob@example.com> wrote:\n\nWhat is the invoice total?',
    ]);
  });

  it('splits an Outlook reply at its header block and keeps the headers with the older message', () => {
    const body = [
      'Approved.',
      '',
      'From: Carol Smith <carol@example.com>',
      'Sent: Monday, June 3, 2024 9:00 AM',
      'To: Dan <dan@example.com>',
      'Subject: Budget',
      '',
      'Please approve the budget of 12,000 EUR.',
    ].join('\n');
    const [newest, older] = splitThread(body);
    expect(newest).toBe('Approved.');
    expect(older).toBe(body.slice(body.indexOf('From:')));
  });

  it('splits at an Original Message separator and a forwarded-message separator', () => {
    const body = 'See below.\n-----Original Message-----\nFrom: X\nSubject: Y\n\nOld text.\n---------- Forwarded message ---------\nFrom: Z\n\nOldest.';
    expect(splitThread(body)).toEqual(['See below.', 'From: X\nSubject: Y\n\nOld text.', 'From: Z\n\nOldest.']);
  });

  it('keeps interleaved answers in the newest message', () => {
    const body = '> Can you come?\nYes.\n> At 10?\nBetter 11.';
    const [newest, ...older] = splitThread(body);
    expect(newest).toBe('Yes.\nBetter 11.');
    expect(older).toEqual(['Can you come?\nAt 10?']);
  });

  it('leaves a message with no quoted thread whole', () => {
    expect(splitThread('Hello,\n\nno thread here. From: the team')).toEqual(['Hello,\n\nno thread here. From: the team']);
  });
});
