import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useTranslate } from '../../lib/use-storefront.ts';

/** SPEC sections 4 and 9: the bar appears after a 200 ms throttle and runs for about 5 s. */
export const loadingBarDelayMs = 200;
export const loadingBarRunMs = 5000;

type Phase = 'idle' | 'running' | 'done' | 'failed';

/**
 * A thin bar at the top while a navigation takes longer than 200 ms; it finishes when the page
 * arrives, or turns red when the navigation ended on an error page (`failed`).
 */
export function LoadingBar({ failed = false }: { failed?: boolean }) {
  const t = useTranslate();
  const busy = useNavigation().state !== 'idle';
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (busy) {
      const timer = setTimeout(() => setPhase('running'), loadingBarDelayMs);
      return () => clearTimeout(timer);
    }
    // Finishing and hiding are timed too: the bar is seen reaching the end before it goes.
    const finish = setTimeout(() =>
      setPhase((current) => (current === 'running' ? (failed ? 'failed' : 'done') : current)),
    );
    const hide = setTimeout(() => setPhase('idle'), 400);
    return () => {
      clearTimeout(finish);
      clearTimeout(hide);
    };
  }, [busy, failed]);

  if (phase === 'idle') return null;
  const width = phase === 'running' ? 'w-[90%]' : 'w-full';
  const colour = phase === 'failed' ? 'bg-red-600' : 'bg-accent-500';
  return (
    <div
      role="progressbar"
      aria-label={t('widgets.loading')}
      aria-busy={phase === 'running'}
      data-widget="loading-bar"
      data-phase={phase}
      className="fixed inset-x-0 top-0 z-50 h-1"
    >
      <div
        className={`h-full ${width} ${colour} transition-[width] ease-out`}
        style={{ transitionDuration: phase === 'running' ? `${loadingBarRunMs}ms` : '200ms' }}
      />
    </div>
  );
}
