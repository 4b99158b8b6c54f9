import { useCallback, useState } from 'react';

/** The frame of each of the apply panel's states. */
export const applyPanelClass = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm';

/** The apply panel shows the "apply now" button, then the form, then the confirmation. */
export type ApplyStage = 'button' | 'form' | 'sent';

export interface ApplyPanel {
  stage: ApplyStage;
  setStage: (stage: ApplyStage) => void;
  /** Opens the form and brings it to the reader, focused, wherever on the page they asked for it. */
  openForm: () => void;
  /** Grows with each `openForm`: the form reveals itself whenever it changes. */
  revealRequest: number;
}

/**
 * The state the job page's apply panel shares with its shortcuts (the button near the top and the bar at the
 * bottom on phones), held by the page so that each of them opens the same form.
 */
export function useApplyPanel(): ApplyPanel {
  const [stage, setStage] = useState<ApplyStage>('button');
  const [revealRequest, setRevealRequest] = useState(0);
  const openForm = useCallback(() => {
    setStage('form');
    setRevealRequest((count) => count + 1);
  }, []);
  return { stage, setStage, openForm, revealRequest };
}
