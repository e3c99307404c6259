import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accepted, delegation } from './room.fixtures';
import {
  displayTimer,
  extendTimer,
  newTimer,
  pauseTimer,
  remainingAt,
  resetTimer,
  type Speech,
  startTimer,
  type Timer,
  yieldSpeech,
} from './timers';

const T0 = 1_750_000_000_000;

describe('timers', () => {
  it('start, pause, resume and reset, with the time left computed from the server time', () => {
    let timer = newTimer(90_000);
    timer = accepted(startTimer(timer, T0));
    expect(timer).toEqual({ remainingMs: 90_000, startedAt: T0 });
    expect(remainingAt(timer, T0 + 30_000)).toBe(60_000);
    timer = accepted(pauseTimer(timer, T0 + 30_000));
    expect(timer).toEqual({ remainingMs: 60_000, startedAt: null });
    expect(remainingAt(timer, T0 + 999_999)).toBe(60_000);
    timer = accepted(startTimer(timer, T0 + 100_000));
    expect(remainingAt(timer, T0 + 170_000)).toBe(-10_000);
    expect(resetTimer(90_000)).toEqual(newTimer(90_000));
  });

  it('refuses to start a running timer or pause a stopped one', () => {
    const running = accepted(startTimer(newTimer(1000), T0));
    expect(startTimer(running, T0 + 1)).toMatchObject({ ok: false, code: 'TIMER_RUNNING', message: 'El cronómetro ya está en marcha.' });
    expect(pauseTimer(newTimer(1000), T0)).toMatchObject({ ok: false, code: 'TIMER_NOT_RUNNING' });
  });

  it('an extension adds time, and in overtime counts from zero', () => {
    const running = accepted(startTimer(newTimer(60_000), T0));
    expect(accepted(extendTimer(running, 30_000, T0 + 20_000))).toEqual({ remainingMs: 70_000, startedAt: T0 + 20_000 });
    const over = accepted(extendTimer(running, 30_000, T0 + 75_000));
    expect(remainingAt(over, T0 + 75_000)).toBe(30_000);
    const pausedOver = accepted(pauseTimer(running, T0 + 65_000));
    expect(accepted(extendTimer(pausedOver, 10_000, T0 + 99_000))).toEqual({ remainingMs: 10_000, startedAt: null });
    for (const bad of [0, -1000, 1500, Number.NaN])
      expect(extendTimer(running, bad, T0)).toMatchObject({ code: 'TIMER_EXTENSION_INVALID' });
  });

  it('the display rounds seconds up and shows overtime negative', () => {
    expect(displayTimer(90_000).text).toBe('1:30');
    expect(displayTimer(89_001).text).toBe('1:30');
    expect(displayTimer(89_000).text).toBe('1:29');
    expect(displayTimer(200)).toEqual({ seconds: 1, text: '0:01', overtime: false, warning: false });
    expect(displayTimer(0)).toEqual({ seconds: 0, text: '0:00', overtime: false, warning: false });
    expect(displayTimer(-999)).toEqual({ seconds: 0, text: '0:00', overtime: true, warning: false });
    expect(displayTimer(-1000)).toMatchObject({ seconds: -1, text: '-0:01', overtime: true });
    expect(displayTimer(-61_500)).toMatchObject({ seconds: -61, text: '-1:01' });
    expect(displayTimer(10_000, 10_000).warning).toBe(true);
    expect(displayTimer(10_001, 10_000).warning).toBe(false);
  });

  it('property: while running, remaining = initial + extensions − elapsed (outside overtime)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 600 }),
        fc.array(fc.record({ wait: fc.integer({ min: 0, max: 20_000 }), extendBy: fc.integer({ min: 1, max: 60 }) }), { maxLength: 8 }),
        fc.integer({ min: 0, max: 20_000 }),
        (initialSeconds, steps, lastWait) => {
          let timer: Timer = accepted(startTimer(newTimer(initialSeconds * 1000), T0));
          let now = T0;
          let extensions = 0;
          let wentOver = false;
          for (const step of steps) {
            now += step.wait;
            if (remainingAt(timer, now) < 0) wentOver = true;
            timer = accepted(extendTimer(timer, step.extendBy * 1000, now));
            extensions += step.extendBy * 1000;
          }
          now += lastWait;
          if (!wentOver) expect(remainingAt(timer, now)).toBe(initialSeconds * 1000 + extensions - (now - T0));
          // Whatever happened, an extension never leaves less than it adds.
          expect(remainingAt(timer, now - lastWait)).toBeGreaterThanOrEqual(steps.length ? steps[steps.length - 1].extendBy * 1000 : 0);
        },
      ),
    );
  });

  it('property: pausing and resuming loses no time', () => {
    fc.assert(
      fc.property(fc.nat(600_000), fc.array(fc.tuple(fc.nat(10_000), fc.nat(10_000)), { maxLength: 10 }), (initial, pauses) => {
        let timer = accepted(startTimer(newTimer(initial), T0));
        let now = T0;
        let running = 0;
        for (const [run, rest] of pauses) {
          now += run;
          running += run;
          timer = accepted(pauseTimer(timer, now));
          now += rest;
          timer = accepted(startTimer(timer, now));
        }
        expect(remainingAt(timer, now)).toBe(initial - running);
      }),
    );
  });
});

describe('yields', () => {
  const room = [delegation('Chile'), delegation('Perú'), delegation('Zambia', { status: 'ausente' })];
  const speech: Speech = { delegationId: 'chile', mode: 'discurso', timer: { remainingMs: 90_000, startedAt: T0 }, yieldedBy: null };

  it('to another delegation: it gets the time left, and cannot yield it again', () => {
    const yielded = accepted(yieldSpeech(speech, { to: 'delegacion', delegationId: 'perú' }, room, T0 + 50_000));
    expect(yielded).toEqual({
      delegationId: 'perú',
      mode: 'discurso',
      timer: { remainingMs: 40_000, startedAt: T0 + 50_000 },
      yieldedBy: 'chile',
    });
    expect(yieldSpeech(yielded as Speech, { to: 'delegacion', delegationId: 'chile' }, room, T0 + 60_000)).toMatchObject({
      code: 'YIELD_NOT_ALLOWED',
      message: 'Una delegación que recibió tiempo cedido no puede volver a cederlo.',
    });
    expect(yieldSpeech(yielded as Speech, { to: 'preguntas' }, room, T0 + 60_000)).toMatchObject({ code: 'YIELD_NOT_ALLOWED' });
  });

  it('to questions: the speaker answers in the time left; to the chair: the speech ends', () => {
    const paused = { ...speech, timer: { remainingMs: 30_000, startedAt: null } };
    expect(accepted(yieldSpeech(paused, { to: 'preguntas' }, room, T0))).toEqual({
      delegationId: 'chile',
      mode: 'preguntas',
      timer: { remainingMs: 30_000, startedAt: null },
      yieldedBy: 'chile',
    });
    expect(yieldSpeech(speech, { to: 'mesa' }, room, T0 + 10_000)).toEqual({ ok: true, value: null });
  });

  it('refuses a yield to itself, to an absent or unknown delegation, or with no time left', () => {
    expect(yieldSpeech(speech, { to: 'delegacion', delegationId: 'chile' }, room, T0)).toMatchObject({ code: 'YIELD_TO_SELF' });
    expect(yieldSpeech(speech, { to: 'delegacion', delegationId: 'zambia' }, room, T0)).toMatchObject({ code: 'YIELD_TARGET_ABSENT' });
    expect(yieldSpeech(speech, { to: 'delegacion', delegationId: 'nadie' }, room, T0)).toMatchObject({ code: 'YIELD_TARGET_ABSENT' });
    expect(yieldSpeech(speech, { to: 'mesa' }, room, T0 + 90_000)).toMatchObject({ code: 'YIELD_NO_TIME' });
  });
});
