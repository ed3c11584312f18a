// One test run of the simulator (issue 8 "The simulator"): where the simulated contact stands, and
// what happened so far. Each thing the contact does goes to simulateAction with the current state;
// the server's responder runtime answers which nodes it entered and what each action would do.
// The nodes entered so far are the path the canvas lights up. Nothing is sent, nothing charged.
import { useCallback, useRef, useState } from 'react';
import type { SimulateAnswer, SimulationEvent, SimulationState } from '@domain/responder-simulation';
import { errorText } from '@web/api/error-text';
import { simulateAction } from './responders-api';

export interface SimulationEntry {
  id: number;
  event: SimulationEvent;
  answer: SimulateAnswer | null;
  /** The call failed: why. */
  error: string | null;
}

const START: SimulationState = { clock: 0, active: [] };

export function useSimulation(responderId: number) {
  const [state, setState] = useState<SimulationState>(START);
  const [log, setLog] = useState<SimulationEntry[]>([]);
  const [busy, setBusy] = useState(false);
  const nextId = useRef(1);
  // The state the next event starts from, even before React re-renders.
  const current = useRef(START);

  const play = useCallback(
    async (event: SimulationEvent) => {
      setBusy(true);
      const id = nextId.current++;
      try {
        const answer = await simulateAction({ responderId, state: current.current, event });
        current.current = answer.state;
        setState(answer.state);
        setLog((entries) => [...entries, { id, event, answer, error: null }]);
      } catch (error) {
        setLog((entries) => [...entries, { id, event, answer: null, error: errorText(error) }]);
      } finally {
        setBusy(false);
      }
    },
    [responderId],
  );

  const reset = useCallback(() => {
    current.current = START;
    setState(START);
    setLog([]);
  }, []);

  const litNodeIds = log.flatMap((entry) => entry.answer?.steps.map((step) => step.nodeId) ?? []);
  return { state, log, busy, play, reset, litNodeIds };
}
