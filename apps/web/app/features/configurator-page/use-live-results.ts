import { useEffect, useRef } from 'react';
import { useNavigation, useSubmit } from 'react-router';

/** How long typing may pause before the results are asked for again. */
const typingPauseMs = 450;

/**
 * With JavaScript the form's results follow the choices: a choice resubmits at once, typing
 * once it pauses. Empty fields stay out of the URL so a measure not typed yet is no error.
 */
export function useLiveResults() {
  const submit = useSubmit();
  const navigation = useNavigation();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const refresh = (form: HTMLFormElement, typing: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => {
        const data = new FormData(form);
        for (const [name, value] of [...data.entries()]) if (value === '') data.delete(name);
        void submit(data, { method: 'get', replace: true, preventScrollReset: true });
      },
      typing ? typingPauseMs : 0,
    );
  };
  return { refresh, updating: navigation.state !== 'idle' };
}
