import { useEffect, useRef } from 'react';

let audio: AudioContext | null = null;

/**
 * The page's audio context, made on the chair's first tap or key (browsers only let sound start after one),
 * so the warning can sound later without a click of its own.
 */
function unlockAudio(): void {
  if (audio || typeof window === 'undefined' || typeof window.AudioContext !== 'function') return;
  try {
    audio = new window.AudioContext();
  } catch {
    audio = null;
  }
}

/** A short beep: an oscillator for a fifth of a second, no sound file. */
function beep(): void {
  if (!audio) return;
  if (audio.state === 'suspended') void audio.resume();
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = 880;
  gain.gain.value = 0.2;
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start();
  oscillator.stop(audio.currentTime + 0.2);
}

/**
 * Beeps once when a running timer enters its warning (`warning` turns true), again only after it left it
 * (a reset, an extension, or the next speech: `key` changes).
 */
export function useWarningBeep(warning: boolean, running: boolean, key: string): void {
  const sounded = useRef<string | null>(null);
  useEffect(() => {
    const unlock = () => unlockAudio();
    window.addEventListener('pointerdown', unlock, { once: true });
    window.addEventListener('keydown', unlock, { once: true });
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, []);
  useEffect(() => {
    if (!warning) {
      if (sounded.current === key) sounded.current = null;
      return;
    }
    if (running && sounded.current !== key) {
      sounded.current = key;
      beep();
    }
  }, [warning, running, key]);
}
