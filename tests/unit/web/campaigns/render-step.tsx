// Renders one wizard step the way the wizard page does, holding the compose itself so a change
// shows (as the machine would apply it) and every patch the step sent is kept for the test to read.
import { useState } from 'react';
import type { Compose, ComposeProblem } from '@domain/campaign-compose';
import type { ComposeOptions } from '@domain/campaign-options';
import type { StepProps } from '@web/features/campaigns/step-props';
import { renderWithProviders } from '../render-with-providers';
import { compose as makeCompose, composeOptions } from './fixtures';

interface Setup {
  compose?: Partial<Compose>;
  options?: ComposeOptions;
  problems?: ComposeProblem[];
  disabled?: boolean;
}

export function renderStep(Step: (props: StepProps) => React.JSX.Element, setup: Setup = {}) {
  const patches: Partial<Compose>[] = [];
  function Host() {
    const [compose, setCompose] = useState(makeCompose(setup.compose));
    return (
      <Step
        compose={compose}
        options={setup.options ?? composeOptions()}
        problems={setup.problems ?? []}
        disabled={setup.disabled}
        onChange={(patch) => {
          patches.push(patch);
          setCompose((c) => ({ ...c, ...patch }));
        }}
      />
    );
  }
  renderWithProviders(<Host />);
  return { patches, last: () => patches.at(-1) };
}
